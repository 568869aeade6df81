import Checkbox from 'antd/es/checkbox';
import Tag from 'antd/es/tag';
import type { MedicalRecord } from '@remuda/contracts';
import { addedCareKinds, careKindName, useCareSettings } from '@remuda/shell-kit';

/** The four routine checks a visit can tick, in the order the forms and tables show them. */
export const HEALTH_CHECKS = [
  { field: 'wormed', label: 'Wormed' },
  { field: 'trimmed', label: 'Trimmed' },
  { field: 'coggins', label: 'Coggins' },
  { field: 'yearly_vaccines', label: 'Yearly Vaccines' },
] as const;

const CHECKS_CSS = `
.health-checks { display: flex; flex-wrap: wrap; gap: 4px; }
.health-checks .ant-tag { margin: 0; background: #f3ece0; color: #4a3626; border-color: #e0d2bd; }
`;

type CheckedRecord = Pick<MedicalRecord, (typeof HEALTH_CHECKS)[number]['field']> & { care?: readonly string[] };

/** Whether the visit did any care: one of the four checks, or a kind an administrator added. */
export const didAnyCare = (record: CheckedRecord): boolean => HEALTH_CHECKS.some((check) => record[check.field]) || (record.care?.length ?? 0) > 0;

/**
 * A tag for each check the visit did, then each added kind of care it ticked, by the name the care settings give it
 * (by its key in words for a kind no longer followed, or for a reader who may not read the settings); 'None' when
 * it did none.
 */
export function HealthChecks({ record }: { record: CheckedRecord }) {
  const settings = useCareSettings();
  const done = [
    ...HEALTH_CHECKS.filter((check) => record[check.field]).map((check) => ({ key: check.field, label: check.label })),
    ...(record.care ?? []).map((kind) => ({ key: kind, label: careKindName(kind, settings.data?.kinds) })),
  ];
  if (done.length === 0) return <span className="muted">None</span>;
  return (
    <>
      <style href="remuda-medical-health-checks" precedence="remuda">
        {CHECKS_CSS}
      </style>
      <ul className="health-checks" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {done.map((check) => (
          <li key={check.key}>
            <Tag>{check.label}</Tag>
          </li>
        ))}
      </ul>
    </>
  );
}

interface AddedCareChecksProps {
  /** The record's added kinds ticked, by key (antd's Form.Item gives it). */
  value?: readonly string[];
  onChange?: (care: string[]) => void;
}

/**
 * A check box for each kind of care an administrator added, beside the four: a form field holding the record's
 * `care`. A key it does not offer (a kind no longer followed, or the settings not at hand offline) stays as it was,
 * so saving a record never drops what it ticked. The form's disabling reaches the boxes through antd's context.
 */
export function AddedCareChecks({ value = [], onChange }: AddedCareChecksProps) {
  const kinds = addedCareKinds(useCareSettings().data);
  const toggle = (kind: string, on: boolean) => onChange?.(on ? [...value.filter((k) => k !== kind), kind] : value.filter((k) => k !== kind));
  return (
    <>
      {kinds.map((kind) => (
        // Boxed as a form item's control is, so it lines up with the four checks beside it.
        <div key={kind.kind} className="medical-record-form__added-check">
          <Checkbox checked={value.includes(kind.kind)} onChange={(event) => toggle(kind.kind, event.target.checked)}>
            {kind.name}
          </Checkbox>
        </div>
      ))}
    </>
  );
}
