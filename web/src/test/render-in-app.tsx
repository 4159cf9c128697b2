import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';

/**
 * Renders `ui` as the app would hold it: Mantine, a query client that does not retry (a test's failure
 * shows at once), and a router at `at`; with `path`, `ui` is that route's page, so it reads its params.
 */
export function renderInApp(
  ui: ReactNode,
  {
    at = '/',
    path,
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { at?: string | { pathname: string; state: unknown }; path?: string; client?: QueryClient } = {},
) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
          ) : (
            ui
          )}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
