import type { AlertProps } from 'antd/es/alert';
import { Suspense, lazy } from 'react';
import { ranchTheme } from '../theme';
import { buttonClassName } from './button-look';

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

/**
 * Errors appear in a red alert (SPEC.md section 8). With `onRetry`, a failed read offers Try again beside its
 * words (a plain button in the theme's look, so a public page loads no more antd for it).
 */
export function ErrorAlert({ message, onRetry }: { message: string | null | undefined; onRetry?: () => void }) {
  if (!message) return null;
  const retry = onRetry && (
    <button type="button" className={buttonClassName({ size: 'small' })} onClick={onRetry}>
      Try again
    </button>
  );
  return (
    <Suspense
      fallback={
        <div role="alert" className="error-text" style={{ marginBottom: 16 }}>
          {message} {retry}
        </div>
      }
    >
      <Alert type="error" showIcon title={message} action={retry} role="alert" style={{ marginBottom: 16 }} />
    </Suspense>
  );
}
