import { makeHorse } from '../testing/fixtures';
import { filterHorses, filtersFromSearch, hasFilters, matchesStatus, searchFromFilters } from './horse-filters';

describe('filtersFromSearch', () => {
  it.each([
    ['filter=on-property', { q: '', status: 'on-property', health: 'all' }],
    ['filter=needs-attention', { q: '', status: 'all', health: 'needs-attention' }],
    ['filter=deceased', { q: '', status: 'deceased', health: 'all' }],
    ['filter=healthy', { q: '', status: 'all', health: 'healthy' }],
    ['filter=on-property&status=off-property', { q: '', status: 'off-property', health: 'all' }],
    ['status=nonsense&health=sick&filter=x', { q: '', status: 'all', health: 'all' }],
    ['q=dust', { q: 'dust', status: 'all', health: 'all' }],
  ])('reads ?%s', (query, filters) => {
    expect(filtersFromSearch(new URLSearchParams(query))).toEqual(filters);
  });

  it('writes only what narrows the list, and drops ?filter=', () => {
    expect(searchFromFilters({ q: '', status: 'all', health: 'all' }).toString()).toBe('');
    expect(searchFromFilters({ q: 'bay', status: 'deceased', health: 'healthy' }).toString()).toBe('q=bay&status=deceased&health=healthy');
    expect(hasFilters({ q: '  ', status: 'all', health: 'all' })).toBe(false);
  });
});

describe('status filters', () => {
  it('counts only living horses as on or off the property', () => {
    const dead = { deceased: true, on_property: true };
    expect(matchesStatus(dead, 'on-property')).toBe(false);
    expect(matchesStatus({ ...dead, on_property: false }, 'off-property')).toBe(false);
    expect(matchesStatus(dead, 'deceased')).toBe(true);
    expect(matchesStatus({ deceased: false, on_property: false }, 'off-property')).toBe(true);
  });

  it('searches names and breeds only', () => {
    const horses = [makeHorse({ name: 'Sage', breed: 'Morgan', description: 'A mustang at heart' }), makeHorse({ name: 'Rio', breed: 'Mustang' })];
    expect(filterHorses(horses, { q: 'MUSTANG', status: 'all', health: 'all' }).map((h) => h.name)).toEqual(['Rio']);
    expect(filterHorses(horses, { q: ' sag ', status: 'all', health: 'all' }).map((h) => h.name)).toEqual(['Sage']);
  });
});
