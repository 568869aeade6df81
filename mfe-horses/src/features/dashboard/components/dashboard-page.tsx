import { ButtonLink, canAccess, ErrorAlert, Link, MEDICAL_RECORD_PAGES, PAGES, RIDING_LOG_PAGES, paths, useDocumentTitle, useSession } from '@remuda/shell-kit';
import { useHorses } from '../../../api/get-horses';
import { MedicalIcon, PlusIcon, ReportIcon, RideIcon } from '../../../components/icons';
import { StaffStyles } from '../../../components/staff-styles';
import { countHorses } from '../horse-counts';
import { DASHBOARD_CSS } from './dashboard.css';

/**
 * The dashboard's own links, as SPEC.md section 2 writes them: unprefixed paths the shell redirects to the
 * staff screens (/horses/add goes to /admin/horses/add). /reports has no screen yet.
 */
export const QUICK_LINKS = {
  addHorse: '/horses/add',
  addMedicalRecord: '/medical-records/add',
  addRidingLog: '/riding-logs/add',
  reports: '/reports',
} as const;

/** The staff home: what the area is for, the herd in three numbers, and the everyday jobs one click away. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const horses = useHorses();
  const { account } = useSession();
  const may = (page: { access: Parameters<typeof canAccess>[0] }) => canAccess(page.access, account?.role);
  const counts = horses.data ? countHorses(horses.data) : null;
  const value = (n: number | undefined) =>
    n === undefined ? (
      <span className="count-card__value" aria-hidden="true">
        –
      </span>
    ) : (
      <span className="count-card__value">{n}</span>
    );

  return (
    <div className="staff-page dashboard">
      <StaffStyles />
      <style href="remuda-horses-dashboard" precedence="remuda">
        {DASHBOARD_CSS}
      </style>
      <section className="dashboard__hero" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">Ranch Dashboard</h1>
        <p>Manage your horse records, medical history, and riding logs in one place.</p>
        <ButtonLink to={paths.adminHorses} type="primary" size="large">
          View Horses
        </ButtonLink>
      </section>

      <section aria-labelledby="herd-title" className="dashboard__section" aria-busy={horses.isPending}>
        <h2 id="herd-title">The Herd at a Glance</h2>
        <ErrorAlert message={horses.error?.message} />
        {horses.isPending && <p className="visually-hidden">Loading the counts…</p>}
        <ul className="count-cards">
          <li>
            <div className="count-card">
              <span className="count-card__label">Total Horses</span>
              {value(counts?.total)}
            </div>
          </li>
          <li>
            <Link className="count-card count-card--link" to={`${paths.adminHorses}?filter=on-property`}>
              <span className="count-card__label">Horses On Property</span>
              {value(counts?.onProperty)}
            </Link>
          </li>
          <li>
            <Link className="count-card count-card--link count-card--attention" to={`${paths.adminHorses}?filter=needs-attention`}>
              <span className="count-card__label">Horses Needing Attention</span>
              {value(counts?.needingAttention)}
            </Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="actions-title" className="dashboard__section">
        <h2 id="actions-title">Quick Actions</h2>
        <div className="quick-actions">
          {may(PAGES.horseAdd) && (
            <ButtonLink to={QUICK_LINKS.addHorse} size="large" icon={<PlusIcon />}>
              Add Horse
            </ButtonLink>
          )}
          {may(MEDICAL_RECORD_PAGES.add) && (
            <ButtonLink to={QUICK_LINKS.addMedicalRecord} size="large" icon={<MedicalIcon />}>
              Record Medical Visit
            </ButtonLink>
          )}
          {may(RIDING_LOG_PAGES.add) && (
            <ButtonLink to={QUICK_LINKS.addRidingLog} size="large" icon={<RideIcon />}>
              Log a Ride
            </ButtonLink>
          )}
          {may(PAGES.reports) && (
            <ButtonLink to={QUICK_LINKS.reports} size="large" icon={<ReportIcon />}>
              View Reports
            </ButtonLink>
          )}
        </div>
      </section>
    </div>
  );
}
