import { ButtonLink } from './button-link';

/** The Edit and Delete links of one record in a table or list; `what` names the record for screen readers. */
export function RecordActions({ editTo, deleteTo, what }: { editTo: string; deleteTo: string; what: string }) {
  return (
    <div className="row-actions">
      <ButtonLink size="small" to={editTo} aria-label={`Edit ${what}`}>
        Edit
      </ButtonLink>
      <ButtonLink size="small" danger className="strong-danger" to={deleteTo} aria-label={`Delete ${what}`}>
        Delete
      </ButtonLink>
    </div>
  );
}
