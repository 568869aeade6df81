import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { OFFLINE_QUERY_ROOTS, type ReturnTo, SESSION_KEY, paths, setUnauthorizedHandler } from '@remuda/shell-kit';
import { queryClient } from './query-client';
import { router } from './router';

// A 401 from any call means the session is over: forget it, and the answers read under it (so none is kept on the
// device for whoever signs in next), and go to sign-in, remembering the page.
setUnauthorizedHandler(() => {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' && OFFLINE_QUERY_ROOTS.includes(String(q.queryKey[0])) });
  queryClient.setQueryData(SESSION_KEY, null);
  const { pathname, search, hash } = router.state.location;
  if (pathname !== paths.login) {
    const state: ReturnTo = { from: pathname + search + hash };
    void router.navigate(paths.login, { replace: true, state });
  }
});

/**
 * The whole site. No antd theme around it: the public layout draws plain HTML, and the screens and pages that draw
 * antd put the ranch theme around themselves, so a visitor's page that draws none does not load antd at all.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
