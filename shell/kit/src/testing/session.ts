import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { SESSION_KEY } from '../session/session';

/** Waits until the page knows who is signed in, so what a role must not see can be checked for absence. */
export async function sessionKnown(queryClient: QueryClient): Promise<void> {
  await waitFor(() => expect(queryClient.getQueryState(SESSION_KEY)?.status).toBe('success'));
}
