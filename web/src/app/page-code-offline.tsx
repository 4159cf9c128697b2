import { useEffect, useState, type ComponentType } from 'react';
import { NotSavedOffline } from '../shared/ui/page-states';
import { reloadKeepingTypedText } from './stale-build-reload';

/**
 * A page whose code could not be fetched because the phone is offline (the worker had not kept it yet):
 * the offline page, with the pages that are kept, until the network is back; then the code is fetched
 * and the page shows where the climber already is, without a reload. Chromium keeps a failed import's
 * failure for the document's life (whatwg/html#6768), so where the import fails again online, the page
 * reloads once (guarded as a stale build's reload is), which fetches it afresh.
 */
export function pageCodeOffline<P extends object>(
  load: () => Promise<ComponentType<P>>,
  reload: () => boolean = reloadKeepingTypedText,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function PageCodeOffline(props: P) {
    const [Page, setPage] = useState(() => loaded);
    useEffect(() => {
      if (Page) return;
      let current = true;
      const retry = () =>
        void load().then(
          (page) => {
            loaded = page;
            if (current) setPage(() => page);
          },
          () => {
            if (current && navigator.onLine !== false) reload();
          },
        );
      window.addEventListener('online', retry);
      return () => {
        current = false;
        window.removeEventListener('online', retry);
      };
    }, [Page]);
    return Page ? <Page {...props} /> : <NotSavedOffline />;
  };
}
