import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { PLATFORM_EDGE_ROUTES, REMOTE_NAMES, apiRoute } from '@remuda/contracts';
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
        <h3>Your data</h3>
        <p>
          Everything the ranch keeps in one ZIP file: horses, medical records, riding logs, care settings, the gallery and
          inquiries, each as a spreadsheet (CSV) and as JSON, with every picture and clip.
        </p>
        <Button href={EXPORT_PATH} download>
          Download everything (ZIP)
        </Button>
      </Modal>
    </>
  );
}
