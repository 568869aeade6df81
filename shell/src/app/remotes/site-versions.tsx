import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type CanaryStatus, PLATFORM_EDGE_ROUTES, REMOTE_NAMES, apiRoute } from '@remuda/contracts';
import { PLATFORM_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '@remuda/shell-kit';
import { RestoreArchive } from './restore-archive';
import { remoteVersionQuery } from './remote-version';

/** Where the whole ranch downloads as one archive (an administrator's session cookie goes with a plain link). */
const EXPORT_PATH = apiRoute(PLATFORM_EDGE_ROUTES.export).path;

/**
 * About this site, for administrators: the release each section of the site runs, and the ranch's data to take
 * away. Release details are theirs to read, not every trainer's; the panel asks for each section's release as it
 * opens.
 */
export function AboutThisSite() {
  const [open, setOpen] = useState(false);
  const answers = useQueries({ queries: REMOTE_NAMES.map((remote) => ({ ...remoteVersionQuery(remote), enabled: open })) });
  const canaries = useQuery({
    queryKey: ['canaries'],
    queryFn: ({ signal }) => callApi(PLATFORM_ROUTES.canaries, {}, { fallbackMessage: 'Failed to read the releases on trial', signal }),
    enabled: open,
    staleTime: 0,
  });
  return (
    <>
      <Button type="text" className="site-header__about" onClick={() => setOpen(true)}>
        About this site
      </Button>
      <Modal open={open} title="About this site" footer={null} onCancel={() => setOpen(false)}>
        <p>The release each section of the site runs, as this page loaded it.</p>
        <dl className="site-releases">
          {REMOTE_NAMES.map((remote, i) => {
            const answer = answers[i]!;
            return (
              <div key={remote}>
                <dt>{remote}</dt>
                <dd>{answer.isFetching ? 'Looking…' : (answer.data ?? 'Not known')}</dd>
              </div>
            );
          })}
        </dl>
        {canaries.data?.length ? (
          <>
            <h3>Releases on trial</h3>
            <ul className="site-canaries">
              {canaries.data.map((canary) => (
                <li key={canary.remote}>
                  <CanaryLine canary={canary} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {canaries.isError ? <p role="alert">{canaries.error.message}</p> : null}
        <h3>Your data</h3>
        <p>
          Everything the ranch keeps in one ZIP file: horses, medical records, riding logs, care settings, the gallery and
          inquiries, each as a spreadsheet (CSV) and as JSON, with every picture and clip.
        </p>
        <Button href={EXPORT_PATH} download>
          Download everything (ZIP)
        </Button>
        <RestoreArchive />
      </Modal>
    </>
  );
}

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
const pageLoads = (n: number) => `${n} page load${n === 1 ? '' : 's'}`;

/** A canary release: its share and how it fares, or when and why it was rolled back. */
function CanaryLine({ canary }: { canary: CanaryStatus }) {
  const rule = `rolled back past ${percent(canary.maxErrorRate)} of page loads going wrong, judged from ${pageLoads(canary.minLoads)}`;
  if (canary.rolledBack) {
    const at = new Date(canary.rolledBack.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    return (
      <>
        <strong>{canary.remote}</strong>: the release {canary.url} was <strong>rolled back by itself</strong> on {at}: {canary.rolledBack.errors} of{' '}
        {pageLoads(canary.rolledBack.loads)} went wrong. Every browser loads the current release again.
      </>
    );
  }
  return (
    <>
      <strong>{canary.remote}</strong>: the release {canary.url} runs for {canary.percent} % of browsers; {canary.errors} of {pageLoads(canary.loads)} went
      wrong so far ({rule}).
    </>
  );
}
