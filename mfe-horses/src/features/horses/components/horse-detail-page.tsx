import Tabs from 'antd/es/tabs';
import { ButtonLink, Link, PAGES, RemoteSlot, canAccess, paths, useParams, useSession } from '@remuda/shell-kit';
import { HorseBadges } from '../../../components/horse-badges';
import { BackIcon, EditIcon, ImagesIcon } from '../../../components/icons';
import { HorseScreen } from '../../../components/horse-screen';
import { HorseDetailsCard } from './horse-details-card';
import { HORSE_DETAIL_CSS } from './horse-detail.css';

/** One horse for staff: its badges, every field, and its medical records and riding logs (drawn by the medical and riding remotes). */
export function HorseDetailPage() {
  const { id = '' } = useParams();
  const { account } = useSession();
  const canEdit = canAccess(PAGES.horseEdit.access, account?.role);
  return (
    <HorseScreen
      horseId={id}
      style={{ key: 'remuda-horses-detail', css: HORSE_DETAIL_CSS }}
      title={(horse) => horse?.name ?? 'Horse'}
      failureAlert="Failed to load horse details"
    >
      {(data) => (
        <>
          <Link to={paths.adminHorses} className="back-link">
            <BackIcon /> Back to Horses
          </Link>
          <header className="page-header">
            <div className="page-header__title">
              <h1>{data.name}</h1>
              <HorseBadges horse={data} />
            </div>
            {canEdit && (
              <div className="page-header__actions">
                <ButtonLink to={paths.adminHorseEdit(data.id)} type="primary" icon={<EditIcon />}>
                  Edit
                </ButtonLink>
                <ButtonLink to={paths.adminHorseMedia(data.id)} icon={<ImagesIcon />}>
                  Manage Images
                </ButtonLink>
              </div>
            )}
          </header>
          <HorseDetailsCard horse={data} />
          <section className="horse-detail__records" aria-labelledby="records-title">
            <h2 id="records-title" className="visually-hidden">
              Records
            </h2>
            <Tabs
              items={[
                {
                  key: 'medical',
                  label: 'Medical Records',
                  children: <RemoteSlot slot="medical/horse-medical-records" props={{ horseId: data.id, canEdit }} what="medical records" />,
                },
                {
                  key: 'riding',
                  label: 'Riding Logs',
                  children: <RemoteSlot slot="riding/horse-riding-logs" props={{ horseId: data.id, canEdit }} what="riding logs" />,
                },
                {
                  key: 'documents',
                  label: 'Documents',
                  children: <RemoteSlot slot="medical/horse-documents" props={{ horseId: data.id, canEdit }} what="documents" />,
                },
                {
                  key: 'history',
                  label: 'History',
                  children: <RemoteSlot slot="activity/horse-history" props={{ horseId: data.id }} what="history" />,
                },
              ]}
            />
          </section>
        </>
      )}
    </HorseScreen>
  );
}
