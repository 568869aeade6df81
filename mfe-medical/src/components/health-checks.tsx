import Tag from 'antd/es/tag';
import type { MedicalRecord } from '@remuda/contracts';

/** The four routine checks a visit can tick, in the order the forms and tables show them. */
export const HEALTH_CHECKS = [
  { field: 'wormed', label: 'Wormed' },
  { field: 'trimmed', label: 'Trimmed' },
  { field: 'coggins', label: 'Coggins' },
  { field: 'yearly_vaccines', label: 'Yearly Vaccines' },
] as const;

/** A tag for each check the visit did; 'None' when it did none. */
export function HealthChecks({ record }: { record: Pick<MedicalRecord, (typeof HEALTH_CHECKS)[number]['field']> }) {
  const done = HEALTH_CHECKS.filter((check) => record[check.field]);
  if (done.length === 0) return <span className="muted">None</span>;
  return (
    <ul className="health-checks" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {done.map((check) => (
        <li key={check.field}>
          <Tag>{check.label}</Tag>
        </li>
      ))}
    </ul>
  );
}
