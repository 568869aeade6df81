import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { useMemo } from 'react';
import { ButtonLink, canAccess, ErrorAlert, PAGES, PageSpinner, paths, useDocumentTitle, useSearchParams, useSession } from '@remuda/shell-kit';
import { useHorses } from '../../../api/get-horses';
import { PlusIcon } from '../../../components/icons';
import { StaffStyles } from '../../../components/staff-styles';
import { type HorseFilters, NO_FILTERS, filterHorses, filtersFromSearch, hasFilters, searchFromFilters } from '../../../lib/horse-filters';
import { HorseCard } from './horse-card';
import { HorseFiltersBar } from './horse-filters-bar';
import { HORSES_CSS } from './horses.css';

/** Cards drawn before the rest: their pictures load at once, the others as they scroll into view. */
const EAGER_CARDS = 3;

/** The staff list of every horse, searchable and filtered by status and health, with the actions staff need. */
export function HorsesPage() {
  useDocumentTitle('Horses');
  const horses = useHorses();
  const { account } = useSession();
  const canEdit = canAccess(PAGES.horseEdit.access, account?.role);
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const shown = useMemo(() => filterHorses(horses.data ?? [], filters), [horses.data, filters]);
  const setFilters = (next: HorseFilters) => setSearch(searchFromFilters(next), { replace: true });

  return (
    <div className="staff-page">
      <StaffStyles />
      <style href="remuda-horses-list" precedence="remuda">
        {HORSES_CSS}
      </style>
      <header className="page-header">
        <h1>Horses</h1>
        {canEdit && (
          <ButtonLink to={paths.adminHorseAdd} type="primary" icon={<PlusIcon />}>
            Add Horse
          </ButtonLink>
        )}
      </header>
      <HorseFiltersBar filters={filters} onChange={setFilters} />
      <ErrorAlert message={horses.error?.message} />
      {horses.isPending ? (
        <PageSpinner label="Loading horses…" />
      ) : horses.isError ? null : (
        <>
          <p className="horse-count" role="status">
            {shown.length === horses.data.length
              ? `${horses.data.length} ${horses.data.length === 1 ? 'horse' : 'horses'}`
              : `Showing ${shown.length} of ${horses.data.length} horses`}
          </p>
          {shown.length === 0 ? (
            <Empty
              className="horse-empty"
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={hasFilters(filters) || horses.data.length > 0 ? 'No horses found matching your filters' : 'No horses have been added yet.'}
            >
              {hasFilters(filters) && (
                <Button type="primary" onClick={() => setFilters(NO_FILTERS)}>
                  Clear Filters
                </Button>
              )}
            </Empty>
          ) : (
            <ul className="horse-grid">
              {shown.map((horse, index) => (
                <li key={horse.id}>
                  <HorseCard horse={horse} canEdit={canEdit} lazy={index >= EAGER_CARDS} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
