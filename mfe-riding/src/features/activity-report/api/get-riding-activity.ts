import { useQuery } from '@tanstack/react-query';
import type { RidingActivity } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';

/** How many weeks the report covers, the current one last. */
export const REPORT_WEEKS = 12;

/** Rides per living horse per week over the last REPORT_WEEKS weeks, and each horse's last ride (staff only). */
export const useRidingActivity = () =>
  useQuery({
    queryKey: ['riding-logs', 'activity', REPORT_WEEKS],
    queryFn: ({ signal }) =>
      apiFetch<RidingActivity>(`/api/reports/riding-activity?weeks=${REPORT_WEEKS}`, { fallbackMessage: 'Failed to fetch riding activity', signal }),
  });
