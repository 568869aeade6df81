import type { QueryClient } from '@tanstack/react-query';
import { HORSES_KEY, RIDING_LOGS_KEY } from '../../../api/riding-log-keys';

/**
 * After a log changes: every riding-logs list (here and on the horse's page) reloads, and the horses are marked
 * stale, since a horse's answer carries its rides. Not awaited: the page moves on at once.
 */
export function invalidateAfterChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: RIDING_LOGS_KEY });
  void queryClient.invalidateQueries({ queryKey: HORSES_KEY, refetchType: 'none' });
}
