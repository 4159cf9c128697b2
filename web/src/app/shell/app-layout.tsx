import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import classes from './app-layout.module.css';
import { CookieBanner } from './cookie-banner';
import { DebugPanel } from './debug-panel';
import { Footer } from './footer';
import { OFFLINE_STRIP_PX, OfflineIndicator, useOfflinePlacement } from './offline-indicator';
import { InstallDialogHost } from './install/install-dialog-host';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';
import { TopBar } from './top-bar';
import { UpdateBanner } from './update-banner';
import { OfflineQueueSender } from '../../shared/offline/offline-queue-sender';
import { isSecureContext } from '../../shared/util/secure-context';

// The narrow-screen navigation downloads when it is first opened.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));
// Only a page on plain HTTP downloads its notice.
const InsecureAddressNotice = lazy(() =>
  import('./insecure-address-notice').then((m) => ({ default: m.InsecureAddressNotice })),
);

export function AppLayout() {
  const { pathname } = useLocation();
  const [drawerOpen, drawer] = useDisclosure(false);
  // Stays mounted once opened, so closing plays the slide transition.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);
  // Offline on a phone the header grows by the strip, and every page laid out under it follows.
  const strip = useOfflinePlacement() === 'strip';
  const grown = strip
    ? ({
        '--app-shell-header-height': `calc(var(--top-bar-height) + ${OFFLINE_STRIP_PX}px)`,
      } as CSSProperties)
    : undefined;
  return (
    <div className={classes.shell} style={grown}>
      <header className={classes.header}>
        <div className={classes.topBar}>
          <TopBar drawerOpen={drawerOpen} onToggleDrawer={drawer.toggle} />
        </div>
        <OfflineIndicator placement="strip" />
      </header>
      <nav className={classes.navbar} data-open={drawerOpen || undefined} aria-label="Main navigation">
        {drawerWanted && (
          <Suspense fallback={null}>
            <MobileDrawer onNavigate={drawer.close} />
          </Suspense>
        )}
      </nav>
      <main className={classes.main}>
        {!isSecureContext() && (
          <Suspense fallback={null}>
            <InsecureAddressNotice />
          </Suspense>
        )}
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Footer />
      <CookieBanner />
      <UpdateBanner />
      <InstallDialogHost />
      <DebugPanel />
      <ScrollRestoration />
      <OfflineQueueSender />
    </div>
  );
}
