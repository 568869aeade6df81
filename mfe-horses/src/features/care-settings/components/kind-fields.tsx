import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { CARE_LIMITS } from '@remuda/contracts/care';
import { careKindInputSchema } from '@remuda/contracts';
import { zodRule } from '@remuda/shell-kit';

/** Each field checked on the page by the contract's own schema, so it says what the API would answer. */
const field = careKindInputSchema.shape;

/** A kind of care's name and interval as a checked form gives them. */
export interface KindValues {
  name: string;
  intervalDays: number;
}

/** A kind of care's name and its interval in days: the add form's and the edit dialog's fields. */
export function KindFields() {
  return (
    <div className="care-settings__fields">
      <Form.Item label="Name" name="name" required rules={[zodRule(field.name)]}>
        <Input autoComplete="off" maxLength={CARE_LIMITS.maxNameLength} aria-required="true" />
      </Form.Item>
      <Form.Item label="Interval (days)" name="intervalDays" required rules={[zodRule(field.intervalDays)]} extra="Days from one to the next.">
        <InputNumber<number> step={1} inputMode="numeric" aria-required="true" style={{ width: '100%' }} />
      </Form.Item>
    </div>
  );
}
