import { useCallback } from 'react';
import { ErrorAlert, PageSpinner, useDocumentTitle, useSearchParams } from '@remuda/shell-kit';
import { HorsePhotoStyles } from '../../../components/horse-photo';
import { useHorses } from '../api/get-horses';
import { type HorseFilters, filtersFromSearch, searchFromFilters } from '../horse-filters';
import { HorseCard } from './horse-card';
import { HorseFiltersBar } from './horse-filters-bar';
import { HORSES_CSS } from './horses.css';

/**
 * The public horse list: living horses on the property, narrowed by a search and Breed and Gender filters.
 * The filters live in the page's URL, so a filtered list can be bookmarked or shared.
 */
export function HorsesPage() {
  useDocumentTitle('Our Horses');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const query = useHorses(filters);
  const applyFilters = useCallback(
    (next: HorseFilters) => setSearch(searchFromFilters(next), { replace: true }),
    [setSearch],
  );

  return (
    <article className="horses" aria-labelledby="horses-title">
      <style href="remuda-horses" precedence="remuda">
        {HORSES_CSS}
      </style>
      <HorsePhotoStyles />
      <header className="horses__hero">
        <h1 id="horses-title">Our Horses</h1>
        <p>
          Mustangs off the open range and ranch-raised stock horses, every one of them handled daily and ridden on
          real country. Find one you would like to meet.
        </p>
      </header>

      <div className="horses__body">
        <HorseFiltersBar filters={filters} onChange={applyFilters} />

        {query.isPending ? (
          <PageSpinner label="Loading horses…" />
        ) : query.isError ? (
          <ErrorAlert message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <section aria-label="Horses" aria-busy={query.isPlaceholderData}>
            <p className="horses__count" role="status">
              {query.data.length === 0
                ? 'No horses found matching your criteria.'
                : `Showing ${query.data.length} ${query.data.length === 1 ? 'horse' : 'horses'}`}
            </p>
            {query.data.length > 0 && (
              <ul className="horses__grid">
                {query.data.map((horse, index) => (
                  <li key={horse.id}>
                    {/* Only the first photo is asked for with the page (ahead, at high priority): on a phone it is
                        the only one on the first screen, and the others would share the line with it. The rest
                        load as they near the view, which on a desktop's first row is as soon as it is laid out. */}
                    <HorseCard horse={horse} image={index === 0 ? 'priority' : 'lazy'} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </article>
  );
}
