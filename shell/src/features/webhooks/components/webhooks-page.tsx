import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { type WebhookDelivery, type WebhookReceiver, type WebhookReceiverInput, webhookReceiverInputSchema } from '@remuda/contracts';
import { ErrorAlert, PageSpinner, ResponsiveTable, applyFieldErrors, formErrorMessage, zodRule } from '@remuda/shell-kit';
import {
  deliveriesQuery,
  eventTypesQuery,
  receiversQuery,
  useCreateReceiver,
  useRemoveReceiver,
  useReplaceSecret,
  useResendDelivery,
  useUpdateReceiver,
} from '../api/webhooks';

const at = (value: string | null) => (value ? new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');
// Colours whose text keeps a 4.5:1 contrast on their own background (axe): blue, red, and antd's default.
const STATUS_COLORS = { pending: undefined, delivered: 'blue', failed: 'red' } as const;

/** Administrators register the systems that get the ranch's events, and follow what was sent to each. */
export function WebhooksPage() {
  return (
    <App component={false}>
      <WebhooksScreen />
    </App>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; receiver: WebhookReceiver } | null;

function WebhooksScreen() {
  const receivers = useQuery(receiversQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [watching, setWatching] = useState<WebhookReceiver | null>(null);
  const update = useUpdateReceiver();
  const remove = useRemoveReceiver();
  const replace = useReplaceSecret();
  const { modal, message } = App.useApp();

  if (receivers.isPending) return <PageSpinner />;
  const list = receivers.data ?? [];

  const toggle = (r: WebhookReceiver) =>
    update
      .mutateAsync({ id: r.id, name: r.name, url: r.url, events: r.events, enabled: !r.enabled })
      .then(() => message.success(r.enabled ? `${r.name} is paused.` : `${r.name} is enabled.`))
      .catch(() => undefined);

  const confirmReplace = (r: WebhookReceiver) =>
    modal.confirm({
      title: 'Replace the secret',
      content: `Make a new secret for ${r.name}? The old one stops signing at once: the receiver must be given the new one.`,
      okText: 'Replace secret',
      onOk: () =>
        replace
          .mutateAsync(r.id)
          .then((made) => setSecret({ name: r.name, secret: made.secret }))
          .catch(() => undefined),
    });

  const confirmRemove = (r: WebhookReceiver) =>
    modal.confirm({
      title: 'Remove receiver',
      content: `Remove ${r.name}? Nothing more is sent to it, and its deliveries are forgotten.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(r.id)
          .then(() => {
            if (watching?.id === r.id) setWatching(null);
            message.success(`${r.name} is removed.`);
          })
          .catch(() => undefined),
    });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Webhooks
      </Typography.Title>
      <Typography.Paragraph>
        Other systems get the ranch&apos;s events as they happen: each receiver gets the kinds it asks for, signed with its own secret.
      </Typography.Paragraph>
      <ErrorAlert message={receivers.error?.message ?? update.error?.message ?? remove.error?.message ?? replace.error?.message} />
      {secret && (
        <Alert
          type="success"
          style={{ marginBottom: 24 }}
          closable
          onClose={() => setSecret(null)}
          title={`The signing secret of ${secret.name}`}
          description={
            <>
              <p style={{ margin: '0 0 8px' }}>Give it to the receiver now: it is not shown again.</p>
              <Typography.Text code copyable={{ text: secret.secret, tooltips: ['Copy secret', 'Copied'] }} style={{ wordBreak: 'break-all' }} data-testid="webhook-secret">
                {secret.secret}
              </Typography.Text>
            </>
          }
        />
      )}
      {editing ? (
        <ReceiverForm
          receiver={editing.kind === 'edit' ? editing.receiver : null}
          onDone={(made) => {
            setEditing(null);
            if (made) setSecret(made);
          }}
        />
      ) : (
        <Button type="primary" style={{ marginBottom: 16 }} onClick={() => setEditing({ kind: 'new' })}>
          Add receiver
        </Button>
      )}
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Receivers</h2>} style={{ marginBottom: 24 }}>
        {list.length === 0 ? (
          <Empty description="No receivers yet." image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ResponsiveTable<WebhookReceiver>
            rowKey="id"
            dataSource={list}
            pagination={false}
            columns={[
              { title: 'Name', dataIndex: 'name' },
              { title: 'URL', dataIndex: 'url', render: (url: string) => <span style={{ wordBreak: 'break-all' }}>{url}</span> },
              { title: 'Events', dataIndex: 'events', render: (events: string[]) => events.length === 1 ? events[0] : `${events.length} kinds` },
              { title: 'Status', render: (_, r) => (r.enabled ? <Tag color="blue">Active</Tag> : <Tag>Paused</Tag>) },
              { title: 'Waiting', dataIndex: 'pending' },
              { title: 'Failed', dataIndex: 'failed' },
              {
                title: 'Actions',
                render: (_, r) => (
                  <Space wrap size={4}>
                    <Button size="small" onClick={() => setWatching(r)} aria-label={`Deliveries of ${r.name}`}>
                      Deliveries
                    </Button>
                    <Button size="small" onClick={() => setEditing({ kind: 'edit', receiver: r })} aria-label={`Edit ${r.name}`}>
                      Edit
                    </Button>
                    <Button size="small" onClick={() => void toggle(r)} disabled={update.isPending} aria-label={`${r.enabled ? 'Pause' : 'Enable'} ${r.name}`}>
                      {r.enabled ? 'Pause' : 'Enable'}
                    </Button>
                    <Button size="small" onClick={() => confirmReplace(r)} aria-label={`New secret for ${r.name}`}>
                      New secret
                    </Button>
                    <Button size="small" danger onClick={() => confirmRemove(r)} aria-label={`Remove ${r.name}`}>
                      Remove
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      {watching && <Deliveries receiver={watching} />}
    </>
  );
}

const field = webhookReceiverInputSchema.shape;

function ReceiverForm({ receiver, onDone }: { receiver: WebhookReceiver | null; onDone: (made?: { name: string; secret: string }) => void }) {
  const [form] = Form.useForm<WebhookReceiverInput>();
  const types = useQuery(eventTypesQuery);
  const create = useCreateReceiver();
  const update = useUpdateReceiver();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;

  const submit = (values: WebhookReceiverInput) => {
    const input = { ...values, enabled: values.enabled ?? true };
    if (receiver) {
      update.mutate({ id: receiver.id, ...input }, { onSuccess: () => onDone(), onError: (err) => applyFieldErrors(form, err) });
    } else {
      create.mutate(input, { onSuccess: (made) => onDone({ name: made.receiver.name, secret: made.secret }), onError: (err) => applyFieldErrors(form, err) });
    }
  };

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{receiver ? `Edit ${receiver.name}` : 'Add a receiver'}</h2>} style={{ marginBottom: 24 }}>
      <ErrorAlert message={formErrorMessage(error, form) ?? types.error?.message} />
      <Form<WebhookReceiverInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={receiver ? { name: receiver.name, url: receiver.url, events: receiver.events, enabled: receiver.enabled } : { events: [], enabled: true }}
        onFinish={submit}
      >
        <Form.Item label="Name" name="name" rules={[zodRule(field.name)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="URL" name="url" rules={[zodRule(field.url)]} extra="An https address the receiver listens at.">
          <Input inputMode="url" placeholder="https://example.com/hooks" />
        </Form.Item>
        <Form.Item label="Events" name="events" rules={[zodRule(field.events)]} extra="Events marked personal carry people's email addresses.">
          <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            {(types.data ?? []).map((t) => (
              <Checkbox key={t.type} value={t.type}>
                <span style={{ wordBreak: 'break-all' }}>{t.type}</span> {t.personal && <Tag color="red">Personal</Tag>}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label="Enabled" name="enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {receiver ? 'Save' : 'Add receiver'}
          </Button>
          <Button onClick={() => onDone()}>Cancel</Button>
        </Space>
      </Form>
    </Card>
  );
}

function Deliveries({ receiver }: { receiver: WebhookReceiver }) {
  const [page, setPage] = useState(1);
  const deliveries = useQuery(deliveriesQuery(receiver.id, { page, pageSize: 25 }));
  const resend = useResendDelivery();
  const { message } = App.useApp();
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Deliveries to {receiver.name}</h2>}>
      <ErrorAlert message={deliveries.error?.message ?? resend.error?.message} />
      <ResponsiveTable<WebhookDelivery>
        rowKey="id"
        loading={deliveries.isPending}
        dataSource={deliveries.data?.items ?? []}
        locale={{ emptyText: <span className="muted">Nothing sent yet.</span> }}
        pagination={{ current: page, pageSize: 25, total: deliveries.data?.total ?? 0, hideOnSinglePage: true, onChange: setPage }}
        columns={[
          { title: 'Event', dataIndex: 'eventType', render: (type: string) => <span style={{ wordBreak: 'break-all' }}>{type}</span> },
          { title: 'Status', dataIndex: 'status', render: (status: WebhookDelivery['status']) => <Tag color={STATUS_COLORS[status]}>{status[0]!.toUpperCase() + status.slice(1)}</Tag> },
          { title: 'Attempts', dataIndex: 'attempts' },
          { title: 'Last error', dataIndex: 'lastError', render: (e: string | null) => <span style={{ wordBreak: 'break-word' }}>{e ?? '—'}</span> },
          { title: 'Next try', dataIndex: 'nextAttemptAt', render: at },
          { title: 'Made', dataIndex: 'createdAt', render: at },
          {
            title: 'Actions',
            render: (_, d) =>
              d.status === 'failed' ? (
                <Button
                  size="small"
                  disabled={resend.isPending}
                  onClick={() =>
                    resend
                      .mutateAsync(d.id)
                      .then(() => message.success('Sent again.'))
                      .catch(() => undefined)
                  }
                >
                  Send again
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
