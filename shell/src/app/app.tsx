import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import { RouterProvider } from 'react-router-dom';
import { type ReturnTo, SESSION_KEY, paths, ranchTheme, setUnauthorizedHandler } from '@remuda/shell-kit';
import { queryClient } from './query-client';
import { router } from './router';

// A 401 from any call means the session is over: forget it and go to sign-in, remembering the page.
setUnauthorizedHandler(() => {
  queryClient.setQueryData(SESSION_KEY, null);
  const { pathname, search, hash } = router.state.location;
  if (pathname !== paths.login) {
    const state: ReturnTo = { from: pathname + search + hash };
    void router.navigate(paths.login, { replace: true, state });
  }
});

export function App() {
  return (
    <ConfigProvider theme={ranchTheme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
