import { lazy, Suspense, useState } from 'react';
import { useHotkeys } from '@mantine/hooks';

// Almost nobody opens it: its drawer and table load on first use.
const DebugDrawer = lazy(() => import('./debug-drawer').then((m) => ({ default: m.DebugDrawer })));

/** Facts for bug reports, opened with Ctrl+Shift+D. */
export function DebugPanel() {
  const [open, setOpen] = useState(false);
  useHotkeys([['ctrl+shift+D', () => setOpen((o) => !o)]], []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DebugDrawer onClose={() => setOpen(false)} />
    </Suspense>
  );
}
