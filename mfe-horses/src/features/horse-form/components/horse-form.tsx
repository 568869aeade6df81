import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import type { Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { horseInputSchema } from '@remuda/contracts';
import type { HorseInput } from '@remuda/contracts';
import { ButtonLink, ErrorAlert, applyFieldErrors, formErrorMessage, zodRule } from '@remuda/shell-kit';
import { NEEDS, SEX_OPTIONS } from '../../../lib/horse-labels';
import { type HorseFormValues, horseInputOf } from '../horse-form-values';

/** Each field checked on the page by the contract's own schema, so it says what the API would answer. */
const field = horseInputSchema.shape;

/** Today as the API judges it (UTC), so the page and the server agree on "in the future". */
const todayUtc = () => new Date().toISOString().slice(0, 10);

const deceasedDateRules: Rule[] = [
  zodRule(field.deceased_date),
  {
    validator: async (_rule, value: string | null) => {
      if (value && value > todayUtc()) throw new Error('Date of death cannot be in the future');
    },
  },
];

/** Textareas are three rows (SPEC.md section 9). */
const TEXTAREA_ROWS = 3;

interface HorseFormProps {
  initialValues: HorseFormValues;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  saving: boolean;
  /** The last save's failure: field errors go on their fields, anything else in the alert. */
  error: unknown;
  /** Saves the horse; a rejection with field errors puts them on the fields. */
  onSave: (horse: HorseInput) => Promise<unknown>;
}

/** Every field of a horse, checked as it is filled in and again by the server. */
export function HorseForm({ initialValues, submitLabel, cancelTo, saving, error, onSave }: HorseFormProps) {
  const [form] = Form.useForm<HorseFormValues>();
  const deceased = Form.useWatch('deceased', form) ?? initialValues.deceased;

  const submit = (values: HorseFormValues) =>
    onSave(horseInputOf(values)).catch((err: unknown) => {
      applyFieldErrors(form, err);
    });

  return (
    <Form<HorseFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      disabled={saving}
      scrollToFirstError={{ block: 'center', focus: true }}
      className="horse-form"
    >
      <ErrorAlert message={formErrorMessage(error, form)} />
      <p className="muted horse-form__hint">Fields marked * are required.</p>

      <fieldset className="horse-form__group">
        <legend>About the horse</legend>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Name" name="name" required rules={[zodRule(field.name)]}>
              <Input autoComplete="off" maxLength={100} aria-required="true" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Sex" name="sex" required rules={[zodRule(field.sex)]}>
              <Select options={SEX_OPTIONS} placeholder="Choose…" aria-required="true" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Breed" name="breed" rules={[zodRule(field.breed)]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Color" name="color" rules={[zodRule(field.color)]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Age (years)" name="age" rules={[zodRule(field.age)]}>
              <InputNumber step={1} inputMode="numeric" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Birth Year" name="foal_year" rules={[zodRule(field.foal_year)]}>
              <InputNumber step={1} inputMode="numeric" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Height (hands)" name="height" rules={[zodRule(field.height)]}>
              <InputNumber step={0.1} precision={1} inputMode="decimal" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Weight (lbs)" name="weight" rules={[zodRule(field.weight)]}>
              <InputNumber step={1} inputMode="numeric" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Brand" name="brand" rules={[zodRule(field.brand)]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="HMA" name="HMA" rules={[zodRule(field.HMA)]} extra="Herd Management Area, for a mustang">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Description" name="description" rules={[zodRule(field.description)]}>
              <Input.TextArea rows={TEXTAREA_ROWS} maxLength={4000} />
            </Form.Item>
          </Col>
        </Row>
      </fieldset>

      <fieldset className="horse-form__group">
        <legend>Where the horse is</legend>
        <Form.Item name="on_property" valuePropName="checked" className="horse-form__check">
          <Checkbox>On property</Checkbox>
        </Form.Item>
        <Form.Item name="off_property_rides" valuePropName="checked" className="horse-form__check">
          <Checkbox>Off-property rides allowed</Checkbox>
        </Form.Item>
        <Form.Item name="deceased" valuePropName="checked" className="horse-form__check">
          <Checkbox>Deceased</Checkbox>
        </Form.Item>
        {deceased && (
          <Form.Item
            label="Date of death"
            name="deceased_date"
            rules={deceasedDateRules}
            normalize={(value: string) => value || null}
            getValueProps={(value: string | null) => ({ value: value ?? '' })}
            className="horse-form__date"
          >
            <Input type="date" max={todayUtc()} />
          </Form.Item>
        )}
      </fieldset>

      <fieldset className="horse-form__group">
        <legend>Health needs</legend>
        <div className="horse-form__needs">
          {NEEDS.map((need) => (
            <Form.Item key={need.field} name={need.field} valuePropName="checked" className="horse-form__check">
              <Checkbox>{need.formLabel}</Checkbox>
            </Form.Item>
          ))}
        </div>
      </fieldset>

      <div className="horse-form__actions">
        <Button type="primary" htmlType="submit" size="large" loading={saving} disabled={saving}>
          {submitLabel}
        </Button>
        <ButtonLink to={cancelTo} size="large" disabled={saving}>
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}

export const HORSE_FORM_CSS = `
.horse-form { max-width: 900px; }
.horse-form__hint { margin: 0 0 12px; }
.horse-form__group { border: 1px solid #eadfcd; border-radius: 8px; background: #fff; padding: 8px 16px 4px; margin: 0 0 20px; min-width: 0; }
.horse-form .horse-form__group legend { font-size: 18px; font-weight: 600; color: #2a211a; padding: 0 6px; width: auto; margin: 0; border: 0; }
.horse-form .ant-form-item-extra { color: #6b5d50; }
.horse-form__check { margin-bottom: 8px; }
.horse-form__date { max-width: 260px; margin-top: 8px; }
.horse-form__needs { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); column-gap: 16px; }
.horse-form__actions { display: flex; flex-wrap: wrap; gap: 12px; }
`;
