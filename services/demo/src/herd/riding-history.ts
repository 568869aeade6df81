import type { HorseFields, RideType, RidingLogInput } from '@remuda/contracts';

type Ride = Omit<RidingLogInput, 'horseId'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the demo's riding history goes. */
export const RIDING_HISTORY_DAYS = 120;

const RIDERS = ['trainer@remuda.test', 'admin@remuda.test', 'Maria Alvarez', 'Cody Briggs'];

/** What each kind of ride takes, in minutes (shortest, longest), and what a rider might note after it. */
const KINDS: Record<RideType, { minutes: [number, number]; notes: string[] }> = {
  trail: {
    minutes: [60, 180],
    notes: [
      'Cottonwood Draw loop. Crossed the creek twice without a fuss.',
      'Up the ridge trail and back along the fence line. Steady the whole way.',
      'Long walk out to the north pasture checking water tanks.',
      'Rode with two guests; led the string and set a good pace.',
      'Sagebrush flats, some trotting. Spooked once at a jackrabbit, settled quickly.',
    ],
  },
  arena: {
    minutes: [30, 60],
    notes: [
      'Flatwork: transitions, circles, a little lope on both leads.',
      'Pattern work around the barrels at a walk and trot.',
      'Worked on softening to the bit; better on the left rein.',
      'Poles and backing through the L. Patient today.',
    ],
  },
  training: {
    minutes: [30, 75],
    notes: [
      'Sidepassing to the gate and opening it from the saddle.',
      'Lead changes across the diagonal; two clean out of four.',
      'Desensitising: tarp, flag and the rope over the hindquarters.',
      'Working cattle in the round pen for the first time. Interested, not worried.',
    ],
  },
  groundwork: {
    minutes: [15, 45],
    notes: [
      'Leading, tying and standing for the farrier practice.',
      'Lunged both ways, then yielding hindquarters and shoulders.',
      'Trailer loading practice; walked on and off calmly three times.',
      'Round pen join-up and ground manners.',
    ],
  },
  other: {
    minutes: [20, 60],
    notes: ['Pony ride for a visiting family; stood like a statue.', 'Bareback cool-down walk after the storm.', 'Ranch photo shoot, a few laps at a jog.'],
  },
};

/** The kinds of ride suited to a horse of this age: none under saddle before three, mostly schooling at three and four. */
function kindsFor(age: number | null): RideType[] {
  if (age !== null && age < 3) return ['groundwork'];
  if (age !== null && age < 5) return ['groundwork', 'training', 'training', 'arena'];
  return ['trail', 'trail', 'trail', 'arena', 'arena', 'training', 'groundwork', 'other'];
}

/**
 * A believable few months of riding for a demo horse: a ride every four to ten days, of the kinds its age suits,
 * with durations and notes to match, none today or later. A deceased horse has none, nor does one off property
 * that may not be ridden there; one away that may be, rides the trails out there. `index` spreads the rides
 * across the herd, the same on every start.
 */
export function demoRidingHistory(horse: HorseFields, index: number, today: Date): Ride[] {
  if (horse.deceased || (!horse.on_property && !horse.off_property_rides)) return [];
  let seed = index * 7919 + 17;
  const next = (n: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  const kinds = horse.on_property ? kindsFor(horse.age) : (['trail'] as RideType[]);
  const rides: Ride[] = [];
  for (let ago = 1 + next(4); ago <= RIDING_HISTORY_DAYS; ago += 4 + next(7)) {
    const type = kinds[next(kinds.length)]!;
    const { minutes, notes } = KINDS[type];
    rides.push({
      date: new Date(today.getTime() - ago * DAY_MS).toISOString().slice(0, 10),
      type,
      // To the nearest five minutes, as riders write it down.
      durationMinutes: minutes[0] + 5 * next((minutes[1] - minutes[0]) / 5 + 1),
      notes: notes[next(notes.length)]!,
      rider: RIDERS[next(RIDERS.length)]!,
    });
  }
  return rides;
}
