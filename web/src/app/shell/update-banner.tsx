import { lazy, Suspense, useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { reloadPage } from '../../shared/util/reload-page';
import { isSecureContext } from '../../shared/util/secure-context';

// The notice's components download only when there is an update to offer.
const UpdateNotice = lazy(() => import('./update-notice').then((m) => ({ default: m.UpdateNotice })));

const CHECK_EVERY_MS = 30_000;
const AUTO_DISMISS_MS = 30_000;
const FORCED_RELOAD_MS = 3_000;

/**
 * Offers a newly installed app version: Update Now or Later (spec 4, App update). A page that is not a
 * secure context (plain HTTP) has no service worker to register, so no versions to offer: nothing runs.
 */
export function UpdateBanner() {
  return isSecureContext() ? <WorkerUpdates /> : null;
}

/** Registers the service worker, looks for new versions and offers one when it waits. */
function WorkerUpdates() {
  const [updating, setUpdating] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // Look for a new version every 30 s, but only while the app is on screen.
      setInterval(() => {
        if (document.visibilityState === 'visible') void registration.update();
      }, CHECK_EVERY_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    const timer = setTimeout(() => setNeedRefresh(false), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [needRefresh, setNeedRefresh]);

  const update = () => {
    setUpdating(true);
    void updateServiceWorker(true);
    setTimeout(reloadPage, FORCED_RELOAD_MS);
  };

  if (!updating && !needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice updating={updating} onUpdate={update} onLater={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
