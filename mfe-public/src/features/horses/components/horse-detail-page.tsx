import { useState } from 'react';
import type { HorseDetail } from '@remuda/contracts';
import { ButtonLink, ErrorAlert, Link, PageSpinner, paths, useDocumentTitle, useParams } from '@remuda/shell-kit';
import { HorsePhoto, HorsePhotoStyles } from '../../../components/horse-photo';
import { TabList, tabIdOf } from '../../../components/tab-list';
import { ageLabel, horsePhotoAlt, sexLabel } from '../../../components/horse-labels';
import { HORSE_NOT_FOUND, horseLoadError, useHorse } from '../api/get-horse';
import { HorseAbout } from './horse-about';
import { HORSE_DETAIL_CSS } from './horse-detail.css';
import { HorseGallery } from './horse-gallery';
import { HorseRidingLogs } from './horse-riding-logs';

export const DECEASED_MESSAGE = 'This horse is no longer available in our listings.';

const HORSE_TABS = [
  { key: 'about', label: 'About' },
  { key: 'gallery', label: 'Gallery' },
  { key: 'rides', label: 'Riding Logs' },
] as const;
type HorseTab = (typeof HORSE_TABS)[number]['key'];
const panelId = (key: string) => `horse-tabs-panel-${key}`;

/** A horse's public page: its photo and particulars, a gallery, its riding logs and a way to ask about it. */
export function HorseDetailPage() {
  const id = useParams()['id'] ?? '';
  const query = useHorse(id);
  const horse = query.data;
  const error = query.isError ? horseLoadError(query.error) : null;
  useDocumentTitle(horse ? horse.name : error === HORSE_NOT_FOUND ? 'Horse not found' : error ? 'Horse unavailable' : null);

  return (
    <article className="horse-detail" aria-labelledby="horse-title">
      <style href="remuda-horse-detail" precedence="remuda">
        {HORSE_DETAIL_CSS}
      </style>
      <HorsePhotoStyles />
      {query.isPending ? (
        <PageSpinner label="Loading horse…" />
      ) : error !== null ? (
        <div className="horse-notice">
          <h1 id="horse-title">{error === HORSE_NOT_FOUND ? 'We couldn’t find that horse' : 'We couldn’t load this horse'}</h1>
          <ErrorAlert message={error} onRetry={error === HORSE_NOT_FOUND ? undefined : () => void query.refetch()} />
          <BackToHorses />
        </div>
      ) : horse!.deceased ? (
        <div className="horse-notice">
          <h1 id="horse-title">{horse!.name}</h1>
          <p className="horse-notice__text">{DECEASED_MESSAGE}</p>
          <BackToHorses />
        </div>
      ) : (
        <HorseProfile horse={horse!} />
      )}
    </article>
  );
}

function BackToHorses() {
  return (
    <ButtonLink to={paths.horses} type="primary" size="large">
      Back to All Horses
    </ButtonLink>
  );
}

function HorseProfile({ horse }: { horse: HorseDetail }) {
  return (
    <div className="horse-detail__body">
      <nav aria-label="Breadcrumb" className="horse-detail__crumbs">
        <ol>
          <li>
            <Link to={paths.horses}>Our Horses</Link>
          </li>
          <li aria-current="page">{horse.name}</li>
        </ol>
      </nav>
      <header className="horse-detail__header">
        <HorsePhoto
          src={horse.profileImage}
          variants={horse.profileImageVariants}
          alt={horsePhotoAlt(horse)}
          sizes="(min-width: 992px) 400px, (min-width: 600px) 40vw, 92vw"
          loading="priority"
          className="horse-detail__photo"
        />
        <div>
          <h1 id="horse-title">{horse.name}</h1>
          <p className="horse-detail__facts">
            {horse.breed || 'Breed unknown'} · {sexLabel(horse.sex)} · {ageLabel(horse.age)}
          </p>
          {!horse.on_property && <span className="horse-chip">Off Property</span>}
        </div>
      </header>
      <div className="horse-detail__layout">
        <div className="horse-detail__main">
          <HorseTabs horse={horse} />
        </div>
        <aside className="horse-detail__side" aria-labelledby="horse-contact-title">
          <h2 id="horse-contact-title">Interested in {horse.name}?</h2>
          <p>
            We are happy to tell you more about {horse.name}, arrange a visit to the ranch or talk through whether
            this horse suits you.
          </p>
          <ButtonLink to={paths.contact} type="primary" size="large" block>
            Contact Us
          </ButtonLink>
        </aside>
      </div>
    </div>
  );
}

/** About, Gallery and Riding Logs, one shown at a time; the page opens on About. */
function HorseTabs({ horse }: { horse: HorseDetail }) {
  const [selected, setSelected] = useState<HorseTab>('about');
  return (
    <>
      <TabList
        tabs={HORSE_TABS}
        selected={selected}
        onSelect={setSelected}
        idPrefix="horse-tabs"
        panelId={panelId}
        label="Horse details"
        listClassName="horse-tabs"
        tabClassName="horse-tabs__tab"
      />
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabIdOf('horse-tabs', selected)} tabIndex={0} className="horse-tabs__panel">
        {selected === 'about' ? <HorseAbout horse={horse} /> : selected === 'gallery' ? <HorseGallery horse={horse} /> : <HorseRidingLogs horse={horse} />}
      </div>
    </>
  );
}
