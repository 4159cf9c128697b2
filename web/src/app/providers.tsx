import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth-context';
import { overlayHosts, type OverlayHost } from '../lib/overlays';
import { theme } from './theme';

// Toasts and dialogs load with the first one (lib/overlays); toasts shown before the container
// mounts wait in Mantine's store.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);
const ModalsHost = lazy(() => import('./modals-host').then((m) => ({ default: m.ModalsHost })));

const colorSchemeManager = localStorageColorSchemeManager({ key: 'spraybook-color-scheme' });

function useWanted(host: OverlayHost) {
  return useSyncExternalStore(overlayHosts.subscribe, () => overlayHosts.wanted(host));
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const toasts = useWanted('notifications');
  const dialogs = useWanted('modals');
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
      {/* At the bottom, one at a time (showToast replaces), lifted above a page's bottom bar (toasts-above). */}
      <Suspense fallback={null}>{toasts && <Notifications position="bottom-center" limit={1} />}</Suspense>
      <Suspense fallback={null}>{dialogs && <ModalsHost />}</Suspense>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
