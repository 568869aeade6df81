import type { ReactNode } from 'react';

/** One line of a record's details (a <dt>/<dd> pair in the delete page's list); nothing when there is no value. */
export function RecordDetail({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
