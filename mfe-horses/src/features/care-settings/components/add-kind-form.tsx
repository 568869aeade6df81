import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { ErrorAlert, applyFieldErrors, formErrorMessage } from '@remuda/shell-kit';
import { useAddCareKind } from '../api/care-settings';
import { KindFields, type KindValues } from './kind-fields';

const EMPTY: Partial<KindValues> = { name: '' };

/** Adds a kind of care the ranch follows: medical records can then tick it, and today's care lists it. */
export function AddKindForm({ disabled }: { disabled: boolean }) {
  const [form] = Form.useForm<KindValues>();
  const { message } = App.useApp();
  const add = useAddCareKind();

  const submit = async ({ name, intervalDays }: KindValues) => {
    try {
      await add.mutateAsync({ name, intervalDays });
      form.resetFields();
      void message.success(`${name.trim()} added: medical records can tick it, and today's care lists it.`);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <section aria-labelledby="care-add-kind-title">
      <h3 id="care-add-kind-title">Add a kind of care</h3>
      {/* The form's name prefixes its fields' ids, apart from those of the edit dialog's. */}
      <Form<KindValues> form={form} name="care-add-kind" layout="vertical" initialValues={EMPTY} onFinish={submit} disabled={disabled || add.isPending}>
        <ErrorAlert message={formErrorMessage(add.error, form)} />
        <KindFields />
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Add kind
        </Button>
      </Form>
    </section>
  );
}
