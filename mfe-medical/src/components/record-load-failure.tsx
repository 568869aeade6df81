import { ButtonLink, ErrorAlert, paths } from '@remuda/shell-kit';
import { isNotFound } from '../api/get-medical-record';

/**
 * What a record's screen shows when its record could not be loaded: the screen's own not-found text for a
 * missing record (SPEC.md section 2), otherwise the server's message or the fallback; and a way back to the list.
 */
export function RecordLoadFailure({ error, notFoundText }: { error: unknown; notFoundText: string }) {
  const message = isNotFound(error) ? notFoundText : error instanceof Error ? error.message : 'Failed to fetch medical records';
  return (
    <section>
      <ErrorAlert message={message} />
      <ButtonLink to={paths.medicalRecords}>Back to Medical Records</ButtonLink>
    </section>
  );
}
