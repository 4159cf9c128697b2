import { lazy, type ComponentType } from 'react';
import { Button, Container } from '@mantine/core';
import { LoadFailed } from '../shared/ui/page-states';
import { isStaleBuildError } from '../shared/util/stale-build';
import { FAILED_TO_LOAD_PAGE, GO_TO_HOME } from '../shared/util/texts';
import { pageCodeOffline } from './page-code-offline';
import { reloadKeepingTypedText } from './stale-build-reload';

/** A page whose code would not load online, after the reloads that might have fetched it (spec 8). */
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
 * network is back (`pageCodeOffline`); online, a chunk of a release no node has any more reloads the page
 * (guarded), and once the guard stops reloading the page says 'Failed to load page.' rather than the
 * crash screen. Any other error (the module threw) goes on to the error screen.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  reload: () => boolean = reloadKeepingTypedText,
) {
  return lazy(async () => {
    const page = await load().catch((error: unknown) => {
      // Offline, before the worker kept this page's code: the offline page, until the network is back.
      if (navigator.onLine === false)
        return { [name]: pageCodeOffline(() => load().then((module) => module[name])) } as Record<
          K,
          ComponentType
        >;
      if (!isStaleBuildError(error)) throw error;
      // A chunk of this release no node has any more (a deploy since): the page reloads, guarded.
      if (reload()) return undefined;
      return { [name]: PageCodeFailed as ComponentType } as Record<K, ComponentType>;
    });
    // No module: the page is reloading for it (here or on `vite:preloadError`); the page shown stays.
    if (!page) return new Promise<never>(() => {});
    return { default: page[name] };
  });
}
