import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useId, useRef, useState } from 'react';
import { BREED_FILTERS, type BreedFilter, GENDER_FILTERS, type GenderFilter, type HorseFilters } from '../horse-filters';

/** How long typing pauses before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

interface HorseFiltersBarProps {
  filters: HorseFilters;
  onChange: (filters: HorseFilters) => void;
}

/** Search box plus Breed and Gender filters, each with its own visible label. */
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
        <Input
          id={`${id}-q`}
          type="search"
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
        <Select<BreedFilter>
          id={`${id}-breed`}
          value={filters.breed}
          options={BREED_FILTERS.map(({ value, label }) => ({ value, label }))}
          onChange={(breed) => onChange({ ...filters, q: text, breed })}
        />
      </div>
      <div className="horse-filters__field">
        <label htmlFor={`${id}-gender`}>Gender</label>
        <Select<GenderFilter>
          id={`${id}-gender`}
          value={filters.gender}
          options={GENDER_FILTERS.map(({ value, label }) => ({ value, label }))}
          onChange={(gender) => onChange({ ...filters, q: text, gender })}
        />
      </div>
    </div>
  );
}
