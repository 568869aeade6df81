import App from 'antd/es/app';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import type { CareKindSetting } from '@remuda/contracts';
import { ErrorAlert, applyFieldErrors, formErrorMessage } from '@remuda/shell-kit';
import { useUpdateCareKind } from '../api/care-settings';
import { KindFields, type KindValues } from './kind-fields';

/** A kind of care's name and interval, changed in a small dialog; a new interval moves every due date of the kind. */
export function EditKindDialog({ kind, onClose }: { kind: CareKindSetting; onClose: () => void }) {
  const [form] = Form.useForm<KindValues>();
  const { message } = App.useApp();
  const update = useUpdateCareKind();

  const submit = async ({ name, intervalDays }: KindValues) => {
    try {
      await update.mutateAsync({ kind: kind.kind, name, intervalDays });
      void message.success(`${name.trim()} saved.`);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open
      title={`Edit ${kind.name}`}
      okText="Save"
      cancelText="Cancel"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form<KindValues>
        form={form}
        name="care-edit-kind"
        layout="vertical"
        initialValues={{ name: kind.name, intervalDays: kind.intervalDays }}
        onFinish={submit}
        disabled={update.isPending}
      >
        <ErrorAlert message={formErrorMessage(update.error, form)} />
        <KindFields />
        {kind.builtIn && <p className="muted">One of the four kinds every ranch follows: it can be renamed or re-timed, not removed.</p>}
      </Form>
    </Modal>
  );
}
