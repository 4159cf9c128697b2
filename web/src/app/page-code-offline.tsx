import { useEffect, useState, type ComponentType } from 'react';
import { isReachable, onReachabilityChange } from '../shared/data/reachability';
import { NotSavedOffline } from '../shared/ui/page-states';
import { reloadForKeptImportFailure } from './stale-build-reload';

/**
 * A page whose code could not be fetched because the phone is offline (the worker had not kept it yet):
 * the offline page, with the pages that are kept, until the server can be reached again (the 'online'
 * event, or on a Wi-Fi without internet a probe answering: shared/data/reachability.ts); then the code is
 * fetched and the page shows where the climber already is, without a reload. Chromium keeps a failed
 * import's failure for the document's life (whatwg/html#6768), so where the import fails again with the
 * server reachable, the page reloads (guarded as a stale build's reload is), which fetches it afresh.
 */
export function pageCodeOffline<P extends object>(
  load: () => Promise<ComponentType<P>>,
  reload: () => boolean = reloadForKeptImportFailure,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function PageCodeOffline(props: P) {
    const [Page, setPage] = useState(() => loaded);
    useEffect(() => {
      if (Page) return;
      let current = true;
      const retry = () => {
        if (!isReachable()) return;
        void load().then(
          (page) => {
            loaded = page;
            if (current) setPage(() => page);
          },
          () => {
            if (current && isReachable()) reload();
          },
        );
      };
      const stop = onReachabilityChange(retry);
      return () => {
        current = false;
        stop();
      };
    }, [Page]);
    return Page ? <Page {...props} /> : <NotSavedOffline />;
  };
}
