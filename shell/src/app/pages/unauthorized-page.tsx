import Result from 'antd/es/result';
import { ButtonLink, paths } from '@remuda/shell-kit';

export function UnauthorizedPage() {
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 28, margin: 0 }}>Access Denied</h1>}
      subTitle="You don't have permission to view this page. If you think you should, please contact an administrator."
      extra={
        <ButtonLink to={paths.home} type="primary">
          Return to Home
        </ButtonLink>
      }
    />
  );
}
