import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { RIDING_LOGS, type RideType, type RidingLog } from '@remuda/contracts';
import { RIDING_LOG_ROUTES } from '@remuda/contracts/routes';
import { RIDING_LOG_PAGES, type RecordFormValues, defineRecordKindClient, formatDate, zodRule } from '@remuda/shell-kit';
import { RIDE_TYPE_OPTIONS, durationText, rideTypeLabel } from './lib/ride-labels';

/** What the form holds beside the horse and the date: text as typed, the duration as a number or null. */
interface RidingLogFormValues extends RecordFormValues {
  type: RideType;
  durationMinutes: number | null;
  rider: string;
  notes: string;
}

/** Each field checked on the page by the contract's own schema, so it says what the API would answer. */
const field = RIDING_LOGS.input.shape;

/** A ride's own fields in its form, after the horse and the date. */
function RidingLogFields() {
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item label="Type" name="type" rules={[zodRule(field.type)]}>
          <Select options={RIDE_TYPE_OPTIONS} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        {/* No min or max on the input: it would quietly change what was typed; the rule says what is allowed. */}
        <Form.Item label="Duration (minutes)" name="durationMinutes" rules={[zodRule(field.durationMinutes)]}>
          <InputNumber<number> step={1} precision={0} inputMode="numeric" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Rider" name="rider" rules={[zodRule(field.rider)]} extra="Leave empty when you rode.">
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        {/* Textareas are three rows (SPEC.md section 9). */}
        <Form.Item label="Notes" name="notes" rules={[zodRule(field.notes)]}>
          <Input.TextArea rows={3} maxLength={4000} />
        </Form.Item>
      </Col>
    </>
  );
}

const NOTES_CSS = `.riding-log-notes { display: block; min-width: 200px; max-width: 420px; white-space: pre-line; overflow-wrap: anywhere; }`;

/** Riding logs: rides on the horses, by whom, how long and of what kind. */
export const ridingLogs = defineRecordKindClient<typeof RIDING_LOG_ROUTES, RidingLogFormValues>({
  name: 'riding-logs',
  heads: RIDING_LOG_ROUTES,
  pages: RIDING_LOG_PAGES,
  noun: 'riding log',
  counted: ['ride', 'rides'],
  addLabel: 'Log a Ride',
  createLabel: 'Create Log',
  searchLabel: 'Search by horse, notes or rider',
  inputSchema: RIDING_LOGS.input,
  Fields: RidingLogFields,
  empty: () => ({ type: 'trail', durationMinutes: null, rider: '', notes: '' }),
  valuesOf: (log) => ({ horseId: log.horseId, date: log.date, type: log.type, durationMinutes: log.durationMinutes, rider: log.rider, notes: log.notes }),
  /** Every field (PUT replaces the whole log); an empty rider is the signed-in user. */
  inputOf: (values) => ({
    horseId: values.horseId ?? '',
    date: values.date ?? '',
    type: values.type,
    durationMinutes: typeof values.durationMinutes === 'number' && Number.isFinite(values.durationMinutes) ? values.durationMinutes : null,
    rider: values.rider ?? '',
    notes: values.notes ?? '',
  }),
  conflictFields: { date: 'Date', type: 'Ride type', durationMinutes: 'Duration (minutes)', rider: 'Rider', notes: 'Notes' },
  columns: [
    { title: 'Type', dataIndex: 'type', key: 'type', render: (type: RideType) => rideTypeLabel(type) },
    {
      title: 'Duration',
      dataIndex: 'durationMinutes',
      key: 'duration',
      render: (minutes: number | null) => (minutes == null ? <span className="muted">Not recorded</span> : <span className="nowrap">{durationText(minutes)}</span>),
    },
    { title: 'Rider', dataIndex: 'rider', key: 'rider' },
    {
      title: 'Notes',
      dataIndex: 'notes',
      key: 'notes',
      render: (notes: string) => (
        <>
          <style href="remuda-riding-notes" precedence="remuda">
            {NOTES_CSS}
          </style>
          <span className="riding-log-notes">{notes || <span className="muted">None</span>}</span>
        </>
      ),
    },
  ],
  details: (log: RidingLog) => (
    <>
      <dt>Type</dt>
      <dd>{rideTypeLabel(log.type)}</dd>
      {log.durationMinutes != null && (
        <>
          <dt>Duration</dt>
          <dd>{durationText(log.durationMinutes)}</dd>
        </>
      )}
      <dt>Rider</dt>
      <dd>{log.rider}</dd>
      {log.notes && (
        <>
          <dt>Notes</dt>
          <dd>{log.notes}</dd>
        </>
      )}
    </>
  ),
  summary: (log, horseName) => `Ride (${rideTypeLabel(log.type ?? 'trail')}) for ${horseName}, ${formatDate(log.date)}`,
});
