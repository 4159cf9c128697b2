import { lazy, type ComponentType } from 'react';
import { Button, Container } from '@mantine/core';
import { LoadFailed } from '../shared/ui/page-states';
import { isStaleBuildError, reloadGoesAhead as staleBuildReloadGoesAhead } from '../shared/util/stale-build';
import { FAILED_TO_LOAD_PAGE, GO_TO_HOME } from '../shared/util/texts';
import { checkReachable, isReachable } from '../shared/data/reachability';
import { pageCodeOffline } from './page-code-offline';
import { reloadKeepingTypedText } from '../shared/util/typed-text';

/** A page whose code would not load though the server answers, after the reloads that might have fetched it (spec 8). */
function PageCodeFailed() {
  return (
    <>
      <LoadFailed title={FAILED_TO_LOAD_PAGE} />
      {/* A full load of home: the app's own files may be what failed. */}
      <Container size="sm">
        <Button component="a" href="/">
          {GO_TO_HOME}
        </Button>
      </Container>
    </>
  );
}

/**
 * A route's page, loaded on demand. Its code failing to load offline shows the offline page until the
 * server can be reached (`pageCodeOffline`); online, a chunk of a release no node has any more reloads the
 * page (guarded: decision 0229). Where nothing is reloading for it (no node refused the chunk, or the guard
 * stopped reloading), `/healthz` decides (decision 0230): unanswered, the phone is offline though the
 * browser says online (a Wi-Fi without internet), and the offline page shows; answered, the chunk was lost
 * on the way and the page says 'Failed to load page.' rather than the crash screen. Any other error (the
 * module threw) goes on to the error screen.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  reload: () => boolean = reloadKeepingTypedText,
  reloadGoesAhead: () => Promise<boolean> = staleBuildReloadGoesAhead,
  serverAnswers: () => Promise<boolean> = checkReachable,
) {
  const offline = () => pageCodeOffline(() => load().then((module) => module[name]));
  const lost = async () => ((await serverAnswers()) ? PageCodeFailed : offline());
  return lazy(async (): Promise<{ default: ComponentType }> => {
    const page = await load().catch(async (error: unknown) => {
      // Offline, before the worker kept this page's code: the offline page, until the server is back.
      if (!isReachable()) return { [name]: offline() } as Record<K, ComponentType>;
      if (!isStaleBuildError(error)) throw error;
      // A chunk of this release no node has any more (a deploy since): the page reloads, guarded.
      if (reload()) return undefined;
      return { [name]: await lost() } as Record<K, ComponentType>;
    });
    // No module: the page is reloading for it (here or on `vite:preloadError`); the page shown stays, unless
    // the reload lets the page be (no node refused the chunk).
    if (!page)
      return { default: (await reloadGoesAhead()) ? await new Promise<never>(() => {}) : await lost() };
    return { default: page[name] };
  });
}
