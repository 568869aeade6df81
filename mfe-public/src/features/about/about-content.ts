/** The two people who started the ranch. */
export const FOUNDERS = [
  {
    name: 'Wade Callahan',
    role: 'Co-founder & Head Trainer',
    bio:
      'Wade has started more than three hundred young horses, most of them mustangs. He believes in short lessons, ' +
      'long trail rides and giving a horse time to think.',
  },
  {
    name: 'June Callahan',
    role: 'Co-founder & Ranch Manager',
    bio:
      'June runs the cattle, the books and the vet schedule. A large-animal veterinary technician by training, she ' +
      "keeps every horse's health record as carefully as her own.",
  },
] as const;

/** The four values the ranch works by. */
export const VALUES = [
  { name: 'Quality', text: 'Sound horses, healthy cattle and work we are proud to put our name on.' },
  { name: 'Integrity', text: 'We tell you the truth about every animal: its strengths, its quirks and its history.' },
  { name: 'Stewardship', text: 'We care for the land, the water and the herds that depend on them, for the next generation.' },
  { name: 'Innovation', text: 'Time-tested horsemanship, backed by careful records and modern veterinary care.' },
] as const;
