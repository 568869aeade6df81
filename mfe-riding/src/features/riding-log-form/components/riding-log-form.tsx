import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { useId } from 'react';
import { ridingLogInputSchema } from '@remuda/contracts';
import type { RidingLogInput } from '@remuda/contracts';
import { ButtonLink, ErrorAlert, LivingHorseSelect, applyFieldErrors, formErrorMessage, todayUtc, zodRule } from '@remuda/shell-kit';
import { RIDE_TYPE_OPTIONS } from '../../../lib/ride-labels';
import { type RidingLogFormValues, logInputOf } from '../riding-log-form-values';

/** Each field checked on the page by the contract's own schema, so it says what the API would answer. */
const field = ridingLogInputSchema.shape;

/** Textareas are three rows (SPEC.md section 9). */
const TEXTAREA_ROWS = 3;

interface RidingLogFormProps {
  /** The form's own heading ('New Riding Log'). */
  title: string;
  initialValues: RidingLogFormValues;
  /** The horse comes from the address and cannot be changed here. */
  horseLocked?: boolean;
  /** The chosen horse's name as the log knows it, for when the horses list does not have it. */
  horseName?: string | null;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  saving: boolean;
  /** The last save's failure: field errors go on their fields, anything else in the alert. */
  error: unknown;
  /** Saves the log; a rejection with field errors puts them on the fields. */
  onSave: (log: RidingLogInput) => Promise<unknown>;
}

/**
 * Every field of a riding log, for logging a ride and for editing one. Each field is checked again as it is
 * edited, which replaces its error (the server's too): an edited field's error clears.
 */
export function RidingLogForm(props: RidingLogFormProps) {
  const { title, initialValues, horseLocked = false, horseName, submitLabel, cancelTo, saving, error, onSave } = props;
  const [form] = Form.useForm<RidingLogFormValues>();
  const titleId = useId();

  const submit = (values: RidingLogFormValues) =>
    onSave(logInputOf(values)).catch((err: unknown) => {
      applyFieldErrors(form, err);
    });

  return (
    <section className="record-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Form<RidingLogFormValues>
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
              extra={horseLocked ? 'This ride is for the horse you came from.' : undefined}
            >
              <LivingHorseSelect chosenName={horseName} disabled={horseLocked || saving} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Date" name="date" required rules={[zodRule(field.date)]}>
              <Input type="date" max={todayUtc()} aria-required="true" />
            </Form.Item>
          </Col>
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
            <Form.Item label="Notes" name="notes" rules={[zodRule(field.notes)]}>
              <Input.TextArea rows={TEXTAREA_ROWS} maxLength={4000} />
            </Form.Item>
          </Col>
        </Row>
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
