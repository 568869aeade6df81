import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { HEALTH_FILTERS, type HealthFilter, type HorseFilters, STATUS_FILTERS, type StatusFilter } from '../../../lib/horse-filters';

interface HorseFiltersBarProps {
  filters: HorseFilters;
  onChange: (next: HorseFilters) => void;
}

/** Search by name or breed, and the Status and Health Needs filters, each with a visible label. */
export function HorseFiltersBar({ filters, onChange }: HorseFiltersBarProps) {
  return (
    <div className="horse-filters" role="search" aria-label="Filter horses">
      <div className="horse-filters__field horse-filters__field--search">
        <label htmlFor="horse-search">Search by name or breed</label>
        <Input
          id="horse-search"
          type="search"
          allowClear
          maxLength={100}
          value={filters.q}
          onChange={(e) => onChange({ ...filters, q: e.target.value })}
          placeholder="e.g. Dusty or Mustang"
          autoComplete="off"
        />
      </div>
      <div className="horse-filters__field">
        <label htmlFor="horse-status">Status</label>
        <Select<StatusFilter>
          id="horse-status"
          value={filters.status}
          options={STATUS_FILTERS.map(({ value, label }) => ({ value, label }))}
          onChange={(status) => onChange({ ...filters, status })}
        />
      </div>
      <div className="horse-filters__field">
        <label htmlFor="horse-health">Health Needs</label>
        <Select<HealthFilter>
          id="horse-health"
          value={filters.health}
          options={HEALTH_FILTERS.map(({ value, label }) => ({ value, label }))}
          onChange={(health) => onChange({ ...filters, health })}
        />
      </div>
    </div>
  );
}
