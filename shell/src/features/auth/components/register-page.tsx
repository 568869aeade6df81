import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ROLES, ROLE_LABELS, type Role, emailSchema, passwordSchema } from '@remuda/contracts';
import { ErrorAlert, PageSpinner, applyFieldErrors, formErrorMessage, paths, useSession, zodRule } from '@remuda/shell-kit';
import { useRegister } from '../api/session-mutations';
import { returnPath } from '../return-to';
import { AuthCard } from './auth-card';

interface RegisterForm {
  email: string;
  password: string;
  confirmPassword: string;
  role: Role;
}

export function RegisterPage() {
  const [form] = Form.useForm<RegisterForm>();
  const register = useRegister();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-in' && !register.isSuccess) return <Navigate to={paths.home} replace />;

  const submit = ({ email, password, role }: RegisterForm) =>
    register.mutate(
      { email, password, role },
      {
        // Someone who asked for more than User goes to the profile, where the pending request shows.
        onSuccess: () => void navigate(role === 'USER' ? returnPath(location.state) : paths.profile, { replace: true }),
        onError: (err) => applyFieldErrors(form, err),
      },
    );

  return (
    <AuthCard title="Create an account">
      <ErrorAlert message={formErrorMessage(register.error, form)} />
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ role: 'USER' }}
        disabled={register.isPending}
      >
        <Form.Item label="Email" name="email" rules={[zodRule(emailSchema)]}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[zodRule(passwordSchema)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm Password"
          name="confirmPassword"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Please confirm your password' },
            ({ getFieldValue }) => ({
              validator: async (_, value) => {
                if (value && value !== getFieldValue('password')) throw new Error('Passwords do not match');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Role"
          name="role"
          extra="Every new account starts as a User. Choosing Trainer or Administrator sends a request that an administrator reviews; your profile shows its status."
        >
          <Radio.Group
            aria-label="Role"
            optionType="button"
            buttonStyle="solid"
            options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
          Register
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        Already have an account? <Link to={paths.login} state={location.state} style={{ textDecoration: 'underline' }}>
          Sign in
        </Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
