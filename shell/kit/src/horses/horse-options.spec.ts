import { horseOptionsOf } from './horse-options';

const herd = [
  { id: 'z', name: 'Zephyr', deceased: false },
  { id: 'd', name: 'Dove', deceased: true },
  { id: 'a', name: 'apache', deceased: false },
];

it('offers the living horses by name, whatever the case', () => {
  expect(horseOptionsOf(herd)).toEqual([
    { value: 'a', label: 'apache' },
    { value: 'z', label: 'Zephyr' },
  ]);
});

it('offers every horse, the deceased too, when asked for all', () => {
  expect(horseOptionsOf(herd, 'all').map((o) => o.label)).toEqual(['apache', 'Dove', 'Zephyr']);
});
