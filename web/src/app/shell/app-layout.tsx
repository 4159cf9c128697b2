import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from './cookie-banner';
import { DebugPanel } from './debug-panel';
import { Footer } from './footer';
import { MobileDrawer } from './mobile-drawer';
import { TopBar } from './top-bar';
import { UpdateBanner } from './update-banner';

export function AppLayout() {
  const [drawerOpen, drawer] = useDisclosure(false);
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
        <MobileDrawer onNavigate={drawer.close} />
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
