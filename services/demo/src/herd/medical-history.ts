import type { HorseFields, MedicalRecordInput } from '@remuda/contracts';

type Visit = Omit<MedicalRecordInput, 'horseId'>;
type Policy = { wormingDays: number; trimmingDays: number; vaccinesDays: number; cogginsDays: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const VETS = ['Dr. Elena Alvarez', 'Dr. Marcus Reyes', 'Dr. Hannah Okafor'];

/**
 * A believable history of care for a demo horse: its last deworming, trim, Coggins test and yearly vaccines,
 * dated so that the health the horses service derives from them is the one the herd describes (a need the herd
 * gives a horse is overdue by some days; any other was done within its interval). The newest visit carries the
 * horse's weight and height, so they stay what the herd says. `index` spreads the dates across the herd.
 */
export function demoMedicalHistory(horse: HorseFields, index: number, policy: Policy, today: Date): Visit[] {
  const daysAgo = (days: number) => new Date(today.getTime() - days * DAY_MS).toISOString().slice(0, 10);
  // Within an interval: done some days ago, never so close to due that the demo turns red by next week.
  const recent = (interval: number, salt: number) => 3 + ((index * 7 + salt * 11) % Math.max(1, Math.floor(interval * 0.6)));
  const overdue = (interval: number, salt: number) => interval + 4 + ((index * 5 + salt * 3) % 25);
  const when = (needed: boolean, interval: number, salt: number) => (needed ? overdue(interval, salt) : recent(interval, salt));
  const vet = VETS[index % VETS.length]!;
  const visits: Array<Omit<Visit, 'date'> & { ago: number }> = [
    {
      ago: when(horse.needsWormed, policy.wormingDays, 1),
      description: 'Deworming',
      vet: '',
      notes: index % 2 ? 'Ivermectin paste, dosed by weight tape.' : 'Fenbendazole; fecal egg count low.',
      wormed: true,
    },
    {
      ago: when(horse.needsTrimmed, policy.trimmingDays, 2),
      description: 'Hoof trim',
      vet: '',
      notes: index % 3 ? 'Farrier trim, all four feet. Good hoof wall.' : 'Farrier trim; small chip front left, watch it.',
      trimmed: true,
    },
    {
      ago: when(horse.needsCoggins, policy.cogginsDays, 3),
      description: 'Coggins test (EIA)',
      vet,
      notes: 'Negative. Certificate filed with the travel papers.',
      coggins: true,
    },
    {
      ago: when(horse.needsYearly, policy.vaccinesDays, 4),
      description: 'Annual vaccinations',
      vet,
      notes: 'Eastern/Western encephalomyelitis, tetanus, West Nile, rabies.',
      yearly_vaccines: true,
    },
  ];
  const newest = Math.min(...visits.map((v) => v.ago));
  return visits.map(({ ago, ...visit }) => ({
    ...visit,
    date: daysAgo(ago),
    ...(ago === newest ? { weight: horse.weight, height: horse.height } : {}),
  }));
}
