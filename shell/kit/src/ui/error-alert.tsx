import type { AlertProps } from 'antd/es/alert';
import { Suspense, lazy } from 'react';
import { ranchTheme } from '../theme';

// Errors are rare: the alert's code loads with the first one, not with every page. It brings the ranch theme
// along, as a public page sets none (it draws no other antd).
const Alert = lazy(async () => {
  const [{ default: AntAlert }, { default: ConfigProvider }] = await Promise.all([import('antd/es/alert'), import('antd/es/config-provider')]);
  return {
    default: function ThemedAlert(props: AlertProps) {
      return (
        <ConfigProvider theme={ranchTheme}>
          <AntAlert {...props} />
        </ConfigProvider>
      );
    },
  };
});

/** Errors appear in a red alert (SPEC.md section 8). */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Suspense fallback={<div role="alert" className="error-text">{message}</div>}>
      <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} />
    </Suspense>
  );
}
