import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { MEDICAL_RECORDS, type MedicalRecord } from '@remuda/contracts';
import { MEDICAL_DOCUMENT_ROUTES, MEDICAL_RECORD_ROUTES } from '@remuda/contracts/routes';
import { MEDICAL_RECORD_PAGES, RecordDetail, type RecordFormValues, defineRecordKindClient, formatDate, zodRule } from '@remuda/shell-kit';
import { AddedCareChecks, HEALTH_CHECKS, HealthChecks } from './components/health-checks';

/** What the form holds beside the horse and the date: text as typed, measurements as numbers or null. */
interface MedicalRecordFormValues extends RecordFormValues {
  description: string;
  vet: string;
  notes: string;
  weight: number | null;
  height: number | null;
  wormed: boolean;
  trimmed: boolean;
  coggins: boolean;
  yearly_vaccines: boolean;
  /** The kinds of care an administrator added that the visit did, by key. */
  care: string[];
}

/** Each field checked on the page by the contract's own schema, so it says what the API would answer. */
const field = MEDICAL_RECORDS.input.shape;

/** Textareas are three rows; weight steps by 1, height by 0.1 (SPEC.md section 9). */
const TEXTAREA_ROWS = 3;

const CHECKS_CSS = `
.medical-record-form__checks { border: 0; padding: 0; margin: 0 0 16px; min-width: 0; display: flex; flex-wrap: wrap; column-gap: 24px; }
.medical-record-form__checks legend { font-weight: 600; font-size: 14px; margin-bottom: 8px; padding: 0; }
.medical-record-form__added-check { display: flex; align-items: center; min-height: 32px; margin-bottom: 8px; }
`;

/**
 * A measurement as typed: an empty box is "not measured" (null); anything that is not a number becomes 0
 * (SPEC.md section 5).
 */
export function measurementOf(typed: string | undefined): string {
  const text = (typed ?? '').trim();
  if (text === '') return '';
  return Number.isFinite(Number(text)) ? text : '0';
}

/** The input number reads its parser's answer as decimal text: '' (not measured) or a number's digits. */
const parseMeasurement = measurementOf as unknown as (typed: string | undefined) => number;
const orNull = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : null);

/** A medical record's own fields in its form, after the horse and the date. */
function MedicalRecordFields() {
  return (
    <>
      <style href="remuda-medical-form" precedence="remuda">
        {CHECKS_CSS}
      </style>
      <Col xs={24}>
        <Form.Item label="Description" name="description" required rules={[zodRule(field.description)]}>
          <Input.TextArea rows={TEXTAREA_ROWS} maxLength={500} aria-required="true" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Vet" name="vet" rules={[zodRule(field.vet)]}>
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label="Weight (lbs)" name="weight" rules={[zodRule(field.weight)]}>
          <InputNumber<number> step={1} min={0} parser={parseMeasurement} inputMode="decimal" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label="Height (hands)" name="height" rules={[zodRule(field.height)]}>
          <InputNumber<number> step={0.1} min={0} parser={parseMeasurement} inputMode="decimal" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label="Notes" name="notes" rules={[zodRule(field.notes)]}>
          <Input.TextArea rows={TEXTAREA_ROWS} maxLength={4000} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <fieldset className="medical-record-form__checks">
          <legend>Health Checks</legend>
          {HEALTH_CHECKS.map((check) => (
            <Form.Item key={check.field} name={check.field} valuePropName="checked" style={{ marginBottom: 8 }}>
              <Checkbox>{check.label}</Checkbox>
            </Form.Item>
          ))}
          <Form.Item name="care" noStyle>
            <AddedCareChecks />
          </Form.Item>
        </fieldset>
      </Col>
    </>
  );
}

/** Medical records: vet visits and health checks (SPEC.md sections 2, 3, 5 and 8). */
export const medicalRecords = defineRecordKindClient<typeof MEDICAL_RECORD_ROUTES, MedicalRecordFormValues>({
  name: 'medical-records',
  heads: MEDICAL_RECORD_ROUTES,
  pages: MEDICAL_RECORD_PAGES,
  documents: MEDICAL_DOCUMENT_ROUTES,
  noun: 'medical record',
  counted: ['record', 'records'],
  createLabel: 'Create Record',
  searchLabel: 'Search by horse, description, vet or notes',
  logFailures: true,
  inputSchema: MEDICAL_RECORDS.input,
  Fields: MedicalRecordFields,
  empty: () => ({ description: '', vet: '', notes: '', weight: null, height: null, wormed: false, trimmed: false, coggins: false, yearly_vaccines: false, care: [] }),
  valuesOf: (record) => ({
    horseId: record.horseId,
    date: record.date,
    description: record.description,
    vet: record.vet,
    notes: record.notes,
    weight: record.weight,
    height: record.height,
    wormed: record.wormed,
    trimmed: record.trimmed,
    coggins: record.coggins,
    yearly_vaccines: record.yearly_vaccines,
    care: record.care ?? [],
  }),
  inputOf: (values) => ({
    horseId: values.horseId ?? '',
    date: values.date ?? '',
    description: values.description ?? '',
    vet: values.vet ?? '',
    notes: values.notes ?? '',
    weight: orNull(values.weight),
    height: orNull(values.height),
    wormed: Boolean(values.wormed),
    trimmed: Boolean(values.trimmed),
    coggins: Boolean(values.coggins),
    yearly_vaccines: Boolean(values.yearly_vaccines),
    care: values.care ?? [],
  }),
  conflictFields: {
    date: 'Date',
    description: 'Description',
    vet: 'Veterinarian',
    notes: 'Notes',
    weight: 'Weight (lbs)',
    height: 'Height (hands)',
    wormed: 'Wormed',
    trimmed: 'Trimmed',
    coggins: 'Coggins',
    yearly_vaccines: 'Yearly vaccines',
    care: 'Other care',
  },
  columns: [
    { title: 'Description', dataIndex: 'description', key: 'description' },
    { title: 'Vet', dataIndex: 'vet', key: 'vet', render: (vet: string) => vet || <span className="muted">Not recorded</span> },
    { title: 'Health Checks', key: 'checks', render: (_, record: MedicalRecord) => <HealthChecks record={record} /> },
  ],
  details: (record) => (
    <>
      <RecordDetail label="Description">{record.description}</RecordDetail>
      <RecordDetail label="Vet">{record.vet}</RecordDetail>
      <RecordDetail label="Notes">{record.notes}</RecordDetail>
      <RecordDetail label="Health Checks">
        <HealthChecks record={record} />
      </RecordDetail>
    </>
  ),
  summary: (record, horseName) => `Medical record for ${horseName}, ${formatDate(record.date)}: ${record.description}`,
});
