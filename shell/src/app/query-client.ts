import { createQueryClient } from '@remuda/shell-kit';

/** The one query cache of the page; the remotes use it through the shared React Query. */
export const queryClient = createQueryClient();
