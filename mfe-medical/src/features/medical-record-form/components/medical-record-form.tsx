import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import { useId } from 'react';
import { medicalRecordInputSchema } from '@remuda/contracts';
import type { MedicalRecordInput } from '@remuda/contracts';
import { ButtonLink, ErrorAlert, LivingHorseSelect, applyFieldErrors, formErrorMessage, todayUtc, zodRule } from '@remuda/shell-kit';
import { HEALTH_CHECKS } from '../../../components/health-checks';
import { type MedicalRecordFormValues, measurementOf, recordInputOf } from '../medical-record-form-values';

/** Each field checked on the page by the contract's own schema, so it says what the API would answer. */
const field = medicalRecordInputSchema.shape;

/** Textareas are three rows; weight steps by 1, height by 0.1 (SPEC.md section 9). */
const TEXTAREA_ROWS = 3;

/** The health checks' fieldset; the rest of the form's look is the kit's record form. */
const CHECKS_CSS = `
.medical-record-form__checks { border: 0; padding: 0; margin: 0 0 16px; min-width: 0; display: flex; flex-wrap: wrap; column-gap: 24px; }
.medical-record-form__checks legend { font-weight: 600; font-size: 14px; margin-bottom: 8px; padding: 0; }
`;

/** The input number reads its parser's answer as decimal text: '' (not measured) or a number's digits. */
const parseMeasurement = measurementOf as unknown as (typed: string | undefined) => number;

interface MedicalRecordFormProps {
  /** The form's own heading ('New Medical Record'). */
  title: string;
  initialValues: MedicalRecordFormValues;
  /** The horse comes from the address (or the record) and cannot be changed here. */
  horseLocked?: boolean;
  /** The chosen horse's name as the record knows it, for when the horses list does not have it. */
  horseName?: string | null;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  saving: boolean;
  /** The last save's failure: field errors go on their fields, anything else in the alert. */
  error: unknown;
  /** Saves the record; a rejection with field errors puts them on the fields. */
  onSave: (record: MedicalRecordInput) => Promise<unknown>;
}

/**
 * Every field of a medical record, for adding one and for editing one. Each field is checked again as it is
 * edited, which replaces its error (the server's too): an edited field's error clears (SPEC.md section 5).
 */
export function MedicalRecordForm(props: MedicalRecordFormProps) {
  const { title, initialValues, horseLocked = false, horseName, submitLabel, cancelTo, saving, error, onSave } = props;
  const [form] = Form.useForm<MedicalRecordFormValues>();
  const titleId = useId();

  const submit = (values: MedicalRecordFormValues) =>
    onSave(recordInputOf(values)).catch((err: unknown) => {
      applyFieldErrors(form, err);
    });

  return (
    <section className="record-form medical-record-form" aria-labelledby={titleId}>
      <style href="remuda-medical-form" precedence="remuda">
        {CHECKS_CSS}
      </style>
      <h2 id={titleId}>{title}</h2>
      <Form<MedicalRecordFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        disabled={saving}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <ErrorAlert message={formErrorMessage(error, form)} />
        <p className="muted">Fields marked * are required.</p>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Horse"
              name="horseId"
              required
              rules={[zodRule(field.horseId)]}
              extra={horseLocked ? 'This record is for the horse you came from.' : undefined}
            >
              <LivingHorseSelect chosenName={horseName} disabled={horseLocked || saving} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Date" name="date" required rules={[zodRule(field.date)]}>
              <Input type="date" max={todayUtc()} aria-required="true" />
            </Form.Item>
          </Col>
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
        </Row>
        <fieldset className="medical-record-form__checks">
          <legend>Health Checks</legend>
          {HEALTH_CHECKS.map((check) => (
            <Form.Item key={check.field} name={check.field} valuePropName="checked" style={{ marginBottom: 8 }}>
              <Checkbox>{check.label}</Checkbox>
            </Form.Item>
          ))}
        </fieldset>
        <div className="record-form__actions">
          <Button type="primary" htmlType="submit" size="large" loading={saving} disabled={saving}>
            {submitLabel}
          </Button>
          <ButtonLink to={cancelTo} size="large" disabled={saving}>
            Cancel
          </ButtonLink>
        </div>
      </Form>
    </section>
  );
}
