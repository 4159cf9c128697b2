import './app/mantine-styles';
import './app/global.css';
import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { loadOpenedPage } from './app/opened-page';
import { configureSignIn } from './lib/auth';
import { loadPublicConfig } from './lib/public-config';
import { createQueryClient } from './lib/query-client';
import { hasFirstScreen, releaseFirstScreen, releaseFirstScreenEventually } from './lib/first-screen';
import { SOMETHING_WENT_WRONG } from './lib/texts';
import { listenForRefreshedCopies } from './shared/offline/kept-copies';

const root = createRoot(document.getElementById('root')!);

loadPublicConfig()
  .then((config) => {
    configureSignIn(config.oidc);
    const queryClient = createQueryClient();
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
    else root.render(app);
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
        <h1>{SOMETHING_WENT_WRONG}</h1>
        <p>Spraybook could not reach its server. Check your connection and reload the page.</p>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{String(err)}</pre>
      </div>,
    );
  });
