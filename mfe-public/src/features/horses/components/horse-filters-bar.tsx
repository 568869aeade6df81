import { useEffect, useId, useRef, useState } from 'react';
import { BREED_FILTERS, type BreedFilter, GENDER_FILTERS, type GenderFilter, type HorseFilters } from '../horse-filters';

/** How long typing pauses before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

interface HorseFiltersBarProps {
  filters: HorseFilters;
  onChange: (filters: HorseFilters) => void;
}

/** Search box plus Breed and Gender filters, each with its own visible label: plain form fields in the ranch look. */
export function HorseFiltersBar({ filters, onChange }: HorseFiltersBarProps) {
  const id = useId();
  const [text, setText] = useState(filters.q);

  // The URL may change under us (back button, a shared link): the box follows it.
  useEffect(() => setText(filters.q), [filters.q]);

  // Typing asks again once the visitor pauses, not on every key.
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });
  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.filters, q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q]);

  return (
    <div role="search" className="horse-filters" aria-label="Find a horse">
      <div className="horse-filters__field horse-filters__field--search">
        <label htmlFor={`${id}-q`}>Search</label>
        <input
          id={`${id}-q`}
          type="search"
          className="horse-filters__control"
          value={text}
          maxLength={100}
          placeholder="Name, breed or description"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onChange({ ...filters, q: text });
          }}
        />
      </div>
      <div className="horse-filters__field">
        <label htmlFor={`${id}-breed`}>Breed</label>
        <select
          id={`${id}-breed`}
          className="horse-filters__control horse-filters__select"
          value={filters.breed}
          onChange={(e) => onChange({ ...filters, q: text, breed: e.target.value as BreedFilter })}
        >
          {BREED_FILTERS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="horse-filters__field">
        <label htmlFor={`${id}-gender`}>Gender</label>
        <select
          id={`${id}-gender`}
          className="horse-filters__control horse-filters__select"
          value={filters.gender}
          onChange={(e) => onChange({ ...filters, q: text, gender: e.target.value as GenderFilter })}
        >
          {GENDER_FILTERS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
