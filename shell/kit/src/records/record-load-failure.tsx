import { ApiError } from '../api/api-client';
import { ButtonLink } from '../ui/button-link';
import { ErrorAlert } from '../ui/error-alert';

interface RecordLoadFailureProps {
  error: unknown;
  /** The screen's own words for a record that is not there (SPEC.md section 2). */
  notFoundText: string;
  /** Shown when the failure carries no message of its own. */
  fallbackMessage: string;
  /** The way back: the list's path and the button's words ('Back to Medical Records'). */
  backTo: string;
  backLabel: string;
}

/**
 * What a record's screen shows when its record could not be loaded: the not-found text for a missing record,
 * otherwise the server's message or the fallback; and a way back to the list.
 */
export function RecordLoadFailure({ error, notFoundText, fallbackMessage, backTo, backLabel }: RecordLoadFailureProps) {
  const notFound = error instanceof ApiError && error.status === 404;
  const message = notFound ? notFoundText : error instanceof Error ? error.message : fallbackMessage;
  return (
    <section>
      <ErrorAlert message={message} />
      <ButtonLink to={backTo}>{backLabel}</ButtonLink>
    </section>
  );
}
