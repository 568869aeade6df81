import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { type CareSettings, type HorseInterval, horseIntervalInputSchema } from '@remuda/contracts';
import { ErrorAlert, Link, LivingHorseSelect, ResponsiveTable, applyFieldErrors, careKindName, formErrorMessage, paths, zodRule } from '@remuda/shell-kit';
import { useSetHorseInterval } from '../api/care-settings';
import { everyDays } from './care-kinds-section';

/** A horse's own interval as the form gives it, once checked. */
interface IntervalValues {
  horseId: string;
  kind: string;
  days: number;
}

/** The days checked by the contract's own schema (a number here: null, putting a horse back, is the table's button). */
const daysRule = zodRule(horseIntervalInputSchema.shape.days.unwrap());

/**
 * The horses on an interval of their own for a kind of care (an older horse trimmed more often), each put back on
 * the ranch's interval in one click, and a form to give a horse its own.
 */
export function HorseIntervalsSection({ settings, disabled }: { settings: CareSettings; disabled: boolean }) {
  const { message } = App.useApp();
  const reset = useSetHorseInterval();
  const ranchDays = (kind: string) => settings.kinds.find((k) => k.kind === kind)?.intervalDays;
  const kindName = (kind: string) => careKindName(kind, settings.kinds);
  const what = (row: HorseInterval) => `${row.horseName}, ${kindName(row.kind)}`;

  const backToRanch = (row: HorseInterval) =>
    reset
      .mutateAsync({ horseId: row.horseId, kind: row.kind, days: null })
      .then(() => void message.success(`${row.horseName} is back on the ranch's ${kindName(row.kind).toLowerCase()} interval.`))
      .catch(() => undefined);

  return (
    <section className="care-settings__section" aria-labelledby="care-horses-title">
      <h2 id="care-horses-title">Horses on their own interval</h2>
      <ErrorAlert message={reset.error?.message} />
      {settings.horseIntervals.length === 0 ? (
        <p className="muted">Every horse follows the ranch's intervals.</p>
      ) : (
        <ResponsiveTable<HorseInterval>
          rowKey={(row) => `${row.horseId}/${row.kind}`}
          dataSource={settings.horseIntervals}
          pagination={false}
          size="middle"
          columns={[
            { title: 'Horse', dataIndex: 'horseName', render: (name: string, row) => <Link to={paths.adminHorse(row.horseId)}>{name}</Link> },
            { title: 'Kind', dataIndex: 'kind', render: (kind: string) => kindName(kind) },
            {
              title: 'Interval',
              dataIndex: 'days',
              render: (days: number, row) => {
                const ranch = ranchDays(row.kind);
                // One box, so a narrow table's stacked row keeps it beside its label.
                return (
                  <span>
                    {everyDays(days)}
                    {ranch !== undefined && <span className="muted"> (the ranch's: {ranch} days)</span>}
                  </span>
                );
              },
            },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, row) => (
                <Button
                  size="small"
                  className="care-settings__wrapping-button"
                  aria-label={`Back to the ranch's interval: ${what(row)}`}
                  disabled={disabled || reset.isPending}
                  loading={reset.isPending && reset.variables?.horseId === row.horseId && reset.variables.kind === row.kind}
                  onClick={() => void backToRanch(row)}
                >
                  Back to the ranch's interval
                </Button>
              ),
            },
          ]}
        />
      )}
      <AddHorseIntervalForm settings={settings} disabled={disabled} />
    </section>
  );
}

/** Gives one horse its own interval for a kind of care (a horse already on one gets the new days). */
function AddHorseIntervalForm({ settings, disabled }: { settings: CareSettings; disabled: boolean }) {
  const [form] = Form.useForm<IntervalValues>();
  const { message } = App.useApp();
  const set = useSetHorseInterval();
  const kinds = settings.kinds.map((kind) => ({ value: kind.kind, label: kind.name }));

  const submit = async (values: IntervalValues) => {
    try {
      const saved = await set.mutateAsync(values);
      const row = saved.horseIntervals.find((r) => r.horseId === values.horseId && r.kind === values.kind);
      form.resetFields();
      void message.success(`${row?.horseName ?? 'The horse'} now has its own ${careKindName(values.kind, saved.kinds).toLowerCase()} interval.`);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <section aria-labelledby="care-add-interval-title">
      <h3 id="care-add-interval-title">Give a horse its own interval</h3>
      <Form<IntervalValues> form={form} name="care-horse-interval" layout="vertical" onFinish={submit} disabled={disabled || set.isPending}>
        <ErrorAlert message={formErrorMessage(set.error, form)} />
        <div className="care-settings__fields">
          <Form.Item label="Horse" name="horseId" required rules={[{ required: true, message: 'Horse is required' }]}>
            <LivingHorseSelect disabled={disabled || set.isPending} />
          </Form.Item>
          <Form.Item label="Kind of care" name="kind" required rules={[{ required: true, message: 'Kind of care is required' }]}>
            <Select options={kinds} placeholder="Choose a kind…" aria-required="true" />
          </Form.Item>
          <Form.Item label="Interval (days)" name="days" required rules={[daysRule]} extra="Days from one to the next, for this horse.">
            <InputNumber<number> step={1} inputMode="numeric" aria-required="true" style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={set.isPending}>
          Set interval
        </Button>
      </Form>
    </section>
  );
}
