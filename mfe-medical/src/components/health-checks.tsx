import Tag from 'antd/es/tag';
import type { MedicalRecord } from '@remuda/contracts';

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

/** A tag for each check the visit did; 'None' when it did none. */
export function HealthChecks({ record }: { record: Pick<MedicalRecord, (typeof HEALTH_CHECKS)[number]['field']> }) {
  const done = HEALTH_CHECKS.filter((check) => record[check.field]);
  if (done.length === 0) return <span className="muted">None</span>;
  return (
    <>
      <style href="remuda-medical-health-checks" precedence="remuda">
        {CHECKS_CSS}
      </style>
      <ul className="health-checks" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {done.map((check) => (
          <li key={check.field}>
            <Tag>{check.label}</Tag>
          </li>
        ))}
      </ul>
    </>
  );
}
