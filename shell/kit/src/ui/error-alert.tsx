import { Suspense, lazy } from 'react';

// Errors are rare: the alert's code loads with the first one, not with every page.
const Alert = lazy(() => import('antd/es/alert'));

/** Errors appear in a red alert (SPEC.md section 8). */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Suspense fallback={<div role="alert" className="error-text">{message}</div>}>
      <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} />
    </Suspense>
  );
}
