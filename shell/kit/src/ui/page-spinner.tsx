import Spin from 'antd/es/spin';

/** A page-sized loading indicator that screen readers announce. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'center', padding: '64px 16px' }}>
      <Spin size="large" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
