import './app/mantine-styles';
import './app/global.css';
import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { loadOpenedPage, startOpenedPage } from './app/opened-page';
import {
  configureSignIn,
  getAccessToken,
  onSessionForgotten,
  onSignInElsewhere,
  onSigningOut,
} from './shared/data/auth';
import { loadPublicConfig } from './shared/util/public-config';
import { createQueryClient } from './shared/data/query-client';
import { showErrorDialog } from './shared/ui/error-dialog';
import { noteApiAnswers } from './shared/offline/note-api-answers';
import { clearOfflineData } from './shared/offline/clear-offline-data';
import { seedFirstScreenAnswers } from './shared/data/first-screen-answers';
import {
  hasFirstScreen,
  releaseFirstScreen,
  releaseFirstScreenEventually,
} from './shared/ui/first-screen-release';
import { PAGE_NOT_SAVED_HINT, PAGE_NOT_SAVED_OFFLINE, SOMETHING_WENT_WRONG } from './shared/util/texts';
import { listenForRefreshedCopies } from './shared/offline/kept-copies';
import { listenForUnansweredRequests } from './shared/offline/unanswered-requests';
import { keepFirstVisitForOffline } from './shared/offline/keep-first-visit';
import { reloadOnStaleBuild } from './app/stale-build-reload';

// Before anything loads a chunk: a chunk the node asked does not have (another release's node, in a
// rolling deploy) reloads the page.
reloadOnStaleBuild();
noteApiAnswers();
// Signing out ends this phone's pushes for the account (loaded then only: few sign out) and deletes what
// the phone kept for it.
onSigningOut(() => import('./shared/data/push/push-device').then((push) => push.stopPushOnThisDevice()));
onSessionForgotten(clearOfflineData);
// On another address than the public one, sign-in says where it works (loaded then only).
onSignInElsewhere((origin, address) =>
  import('./shared/ui/sign-in-elsewhere-notice').then((notice) =>
    notice.showSignInElsewhere(origin, address),
  ),
);
const root = createRoot(document.getElementById('root')!);
const signInReady = loadPublicConfig().then((config) => configureSignIn(config.oidc));
// Before the config's answer: the worker installs while the app starts, and keeps what it loaded.
keepFirstVisitForOffline(() => signInReady.then(getAccessToken));
listenForUnansweredRequests();

signInReady
  .then(() => {
    const queryClient = createQueryClient({ onWriteError: showErrorDialog });
    seedFirstScreenAnswers(queryClient);
    listenForRefreshedCopies(queryClient);
    releaseFirstScreenEventually();
    const app = (
      <StrictMode>
        <Providers queryClient={queryClient}>
          <BrowserRouter>
            {/* Nothing until the opened page's code is here, as before the first paint; later
                navigations are transitions, so the page shown stays until the next one is ready. */}
            <Suspense fallback={null}>
              <AppRoutes />
            </Suspense>
          </BrowserRouter>
        </Providers>
      </StrictMode>
    );
    // Under a first screen the app renders hidden and in no hurry: as a transition, React yields
    // to the browser between pieces of work, so a tap or a paint never waits on one long task;
    // and with the opened page's code and answers in, so none re-renders it in one block later.
    if (hasFirstScreen())
      void loadOpenedPage(queryClient).then(() => startTransition(() => root.render(app)));
    else {
      void startOpenedPage(queryClient);
      root.render(app);
    }
  })
  .catch((err: unknown) => {
    releaseFirstScreen();
    root.render(
      <div
        style={{
          fontFamily: 'system-ui',
          padding: 32,
          color: '#e9ecef',
          background: '#1a1b1e',
          minHeight: '100vh',
        }}
      >
        {navigator.onLine === false ? (
          // Offline before the worker kept the app's settings: the offline page's words, not an error.
          <>
            <h1>{PAGE_NOT_SAVED_OFFLINE}</h1>
            <p>{PAGE_NOT_SAVED_HINT}</p>
          </>
        ) : (
          <>
            <h1>{SOMETHING_WENT_WRONG}</h1>
            <p>Spraybook could not reach its server. Check your connection and reload the page.</p>
            <pre style={{ whiteSpace: 'pre-wrap' }}>{String(err)}</pre>
          </>
        )}
      </div>,
    );
  });
