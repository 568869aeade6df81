import type { Horse } from '@remuda/contracts';
import { matchesHealth, matchesStatus } from '../../lib/horse-filters';

/** The dashboard's three numbers, counted with the staff list's own filters so each agrees with its link. */
export function countHorses(horses: readonly Horse[]) {
  return {
    total: horses.length,
    onProperty: horses.filter((h) => matchesStatus(h, 'on-property')).length,
    needingAttention: horses.filter((h) => matchesHealth(h, 'needs-attention')).length,
  };
}
