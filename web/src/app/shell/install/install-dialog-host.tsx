import { lazy, Suspense, useState } from 'react';
import { useInstallDialogOpened } from './install-dialog-state';

// The dialog (and Modal with it) downloads when someone first opens it.
const InstallDialog = lazy(() => import('./install-dialog').then((m) => ({ default: m.InstallDialog })));

/** Mounts the install dialog once it has been opened, and keeps it, so closing plays its transition. */
export function InstallDialogHost() {
  const opened = useInstallDialogOpened();
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <InstallDialog />
    </Suspense>
  ) : null;
}
