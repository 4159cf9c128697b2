import { lazy, Suspense, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import classes from './app-layout.module.css';
import { CookieBanner } from './cookie-banner';
import { DebugPanel } from './debug-panel';
import { Footer } from './footer';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';
import { TopBar } from './top-bar';
import { UpdateBanner } from './update-banner';

// The narrow-screen navigation downloads when it is first opened.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export function AppLayout() {
  const { pathname } = useLocation();
  const [drawerOpen, drawer] = useDisclosure(false);
  // Stays mounted once opened, so closing plays the slide transition.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <TopBar drawerOpen={drawerOpen} onToggleDrawer={drawer.toggle} />
      </header>
      <nav className={classes.navbar} data-open={drawerOpen || undefined} aria-label="Main navigation">
        {drawerWanted && (
          <Suspense fallback={null}>
            <MobileDrawer onNavigate={drawer.close} />
          </Suspense>
        )}
      </nav>
      <main className={classes.main}>
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Footer />
      <CookieBanner />
      <UpdateBanner />
      <DebugPanel />
      <ScrollRestoration />
    </div>
  );
}
