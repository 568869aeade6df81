import type { QueryClient } from '@tanstack/react-query';
import { HORSES_KEY, MEDICAL_RECORDS_KEY } from '../../../api/medical-record-keys';

/**
 * After a record changes: every medical-records list (here and on the horse's page) reloads, and the horses are
 * marked stale, since a record changes a horse's health needs. Not awaited: the page moves on at once.
 */
export function invalidateAfterChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: MEDICAL_RECORDS_KEY });
  void queryClient.invalidateQueries({ queryKey: HORSES_KEY, refetchType: 'none' });
}
