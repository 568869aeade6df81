import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type CareSettings, careSettingsInputSchema } from '@remuda/contracts';
import { ApiError, ErrorAlert, applyFieldErrors, careSettingsQueryOptions, formErrorMessage, zodRule } from '@remuda/shell-kit';
import { useSaveRanchSettings } from '../api/care-settings';

/** Each field checked on the page by the contract's own schema, so it says what the API would answer. */
const field = careSettingsInputSchema.shape;

type RanchValues = Pick<CareSettings, 'timeZone' | 'leadDays' | 'digestHour'>;

const ranchOf = ({ timeZone, leadDays, digestHour }: CareSettings): RanchValues => ({ timeZone, leadDays, digestHour });
const sameRanch = (a: CareSettings, b: CareSettings) => a.timeZone === b.timeZone && a.leadDays === b.leadDays && a.digestHour === b.digestHour;

/** An hour of the day as the digest's choice shows it: 7 is "07:00". */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: hourLabel(hour) }));

/** Every time zone this browser knows, UTC and the ranch's own among them, by name ("America/New York"). */
function timeZoneOptions(current: string) {
  const zones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', current]);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** What a save refused as stale says: the form then shows the settings as they are now. */
export const RANCH_CONFLICT_MESSAGE =
  'Someone else changed the care settings while you were editing them. The form now shows the settings as they are: make your change again if you still want it.';

/**
 * The ranch's time zone, lead days and digest hour, saved with the version they were read at. A save refused as
 * stale (someone else changed them since) says so, and the form reads the settings again and shows them.
 */
export function RanchSettingsForm({ settings, disabled }: { settings: CareSettings; disabled: boolean }) {
  const [form] = Form.useForm<RanchValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useSaveRanchSettings();
  // The settings the form's values, and the version it sends, come from.
  const [base, setBase] = useState(settings);
  const [edited, setEdited] = useState(false);
  const [stale, setStale] = useState(false);
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);

  const adopt = (next: CareSettings) => {
    setBase(next);
    setEdited(false);
    form.setFieldsValue(ranchOf(next));
  };

  // The settings changed (a kind added on this page, or read again): a form not being edited follows them; one
  // being edited takes the new version only when these three did not change, so a save never overwrites ranch
  // settings its user has not seen.
  useEffect(() => {
    if (settings.version === base.version) return;
    if (sameRanch(settings, base)) setBase(settings);
    else if (!edited) adopt(settings);
  }, [settings]); // Only a new answer of the settings moves the form.

  const submit = async (values: RanchValues) => {
    setStale(false);
    try {
      adopt(await save.mutateAsync({ ...values, version: base.version }));
      void message.success('Ranch settings saved.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const fresh = await queryClient.fetchQuery({ ...careSettingsQueryOptions(), staleTime: 0 }).catch(() => null);
        if (fresh) adopt(fresh);
        save.reset();
        setStale(true);
      } else applyFieldErrors(form, error);
    }
  };

  return (
    <section className="care-settings__section" aria-labelledby="care-ranch-title">
      <h2 id="care-ranch-title">Ranch</h2>
      <Form<RanchValues>
        form={form}
        name="care-ranch"
        layout="vertical"
        initialValues={ranchOf(base)}
        onFinish={submit}
        onValuesChange={() => setEdited(true)}
        disabled={disabled || save.isPending}
      >
        <ErrorAlert message={stale ? RANCH_CONFLICT_MESSAGE : formErrorMessage(save.error, form)} />
        <div className="care-settings__fields">
          <Form.Item
            label="Time zone"
            name="timeZone"
            required
            rules={[zodRule(field.timeZone)]}
            extra="Due dates are whole days in this time zone, and the ranch's day starts at its midnight."
          >
            <Select options={zones} showSearch={{ optionFilterProp: 'label' }} aria-required="true" />
          </Form.Item>
          <Form.Item
            label="Lead days"
            name="leadDays"
            required
            rules={[zodRule(field.leadDays)]}
            extra="Care due within this many days is on Today's care and in the daily digest."
          >
            <InputNumber<number> step={1} inputMode="numeric" aria-required="true" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Digest hour" name="digestHour" required rules={[zodRule(field.digestHour)]} extra="When the daily care digest goes out, ranch time.">
            <Select options={HOURS} aria-required="true" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save ranch settings
        </Button>
      </Form>
    </section>
  );
}
