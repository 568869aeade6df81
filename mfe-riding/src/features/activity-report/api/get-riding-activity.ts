import { useQuery } from '@tanstack/react-query';
import { RIDING_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '@remuda/shell-kit';

/** How many weeks the report covers, the current one last. */
export const REPORT_WEEKS = 12;

/** Rides per living horse per week over the last REPORT_WEEKS weeks, and each horse's last ride (staff only). */
export const useRidingActivity = () =>
  useQuery({
    queryKey: ['riding-activity', REPORT_WEEKS],
    queryFn: ({ signal }) => callApi(RIDING_ROUTES.activity, { weeks: REPORT_WEEKS }, { fallbackMessage: 'Failed to fetch riding activity', signal }),
  });
