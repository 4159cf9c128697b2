import { lazy, Suspense, useState } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from './cookie-banner';
import { DebugPanel } from './debug-panel';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import { UpdateBanner } from './update-banner';

// The narrow-screen navigation downloads when it is first opened.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export function AppLayout() {
  const [drawerOpen, drawer] = useDisclosure(false);
  // Stays mounted once opened, so closing plays the navbar's transition as before.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { desktop: true, mobile: !drawerOpen } }}
      padding={0}
    >
      <AppShell.Header>
        <TopBar drawerOpen={drawerOpen} onToggleDrawer={drawer.toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        {drawerWanted && (
          <Suspense fallback={null}>
            <MobileDrawer onNavigate={drawer.close} />
          </Suspense>
        )}
      </AppShell.Navbar>
      <AppShell.Main style={{ minHeight: 'calc(100vh - 160px)' }}>
        <Outlet />
      </AppShell.Main>
      <Footer />
      <CookieBanner />
      <UpdateBanner />
      <DebugPanel />
      <ScrollRestoration />
    </AppShell>
  );
}
