import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../shared/data/auth-context';
import { overlayHosts, type OverlayHost } from '../shared/ui/overlays';
import { OverlayBoundary } from './overlay-boundary';
import { theme } from './theme';

// Toasts and dialogs load with the first one (lib/overlays); toasts shown before the container
// mounts wait in Mantine's store.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);
const ModalsHost = lazy(() => import('./modals-host').then((m) => ({ default: m.ModalsHost })));

/**
 * Fetched once the app has started, with the network it started with: a toast or a dialog asked for
 * later, offline ('Saved on this phone'), finds its code here (a dynamic import that failed offline
 * stays failed for the document, in Chromium).
 */
function useOverlaysFetchedEarly() {
  useEffect(() => {
    const early = window.setTimeout(() => {
      import('@mantine/notifications').catch(() => undefined);
      import('./modals-host').catch(() => undefined);
    }, 0);
    return () => window.clearTimeout(early);
  }, []);
}

const colorSchemeManager = localStorageColorSchemeManager({ key: 'spraybook-color-scheme' });

function useWanted(host: OverlayHost) {
  return useSyncExternalStore(overlayHosts.subscribe, () => overlayHosts.wanted(host));
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const toasts = useWanted('notifications');
  const dialogs = useWanted('modals');
  useOverlaysFetchedEarly();
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
      {/* At the bottom, one at a time (showToast replaces), lifted above a page's bottom bar (toasts-above). */}
      <OverlayBoundary>
        <Suspense fallback={null}>{toasts && <Notifications position="bottom-center" limit={1} />}</Suspense>
      </OverlayBoundary>
      <OverlayBoundary>
        <Suspense fallback={null}>{dialogs && <ModalsHost />}</Suspense>
      </OverlayBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
