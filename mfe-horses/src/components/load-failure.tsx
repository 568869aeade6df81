import { ButtonLink, ErrorAlert, paths } from '@remuda/shell-kit';
import { isNotFound } from '../api/get-horse';

/**
 * What a horse page shows when its horse could not be loaded: a headline (a missing horse says so), a red
 * alert with the page's own failure text when it has one (else the server's message or the fallback), the
 * server's reason beside a page's own text, and a way back to the list.
 */
export function HorseLoadFailure({ error, alert }: { error: unknown; alert?: string }) {
  const notFound = isNotFound(error);
  const reason = error instanceof Error ? error.message : null;
  return (
    <section className="load-failure">
      <h1>{notFound ? 'Horse not found' : 'The horse could not be loaded'}</h1>
      <ErrorAlert message={alert ?? reason} />
      {notFound ? (
        <p>It may have been removed, or the link may be wrong.</p>
      ) : (
        alert && reason && reason !== alert && <p className="muted">{reason}</p>
      )}
      <ButtonLink to={paths.adminHorses}>Back to Horses</ButtonLink>
    </section>
  );
}
