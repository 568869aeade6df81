import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { type LoginRequest, emailSchema, passwordSchema } from '@remuda/contracts';
import { ErrorAlert, applyFieldErrors, formErrorMessage, paths, zodRule } from '@remuda/shell-kit';
import { useSignIn } from '../api/session-mutations';
import { returnPath } from '../return-to';
import { AuthCard } from './auth-card';

export function LoginPage() {
  const [form] = Form.useForm<LoginRequest>();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = (values: LoginRequest) =>
    signIn.mutate(values, {
      onSuccess: () => void navigate(returnPath(location.state), { replace: true }),
      onError: (err) => applyFieldErrors(form, err),
    });

  return (
    <AuthCard title="Sign in">
      <ErrorAlert message={formErrorMessage(signIn.error, form)} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={signIn.isPending}>
        <Form.Item label="Email" name="email" rules={[zodRule(emailSchema)]}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[zodRule(passwordSchema)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
          Sign In
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        New to Remuda Ranch? <Link to={paths.register} state={location.state} style={{ textDecoration: 'underline' }}>
          Create an account
        </Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
