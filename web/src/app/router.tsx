import { lazy, Suspense, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { preloadHomePage } from '../features/home/public';
import { useMe } from '../features/users/public';
import { preloadWallPage } from '../features/walls/public';
import { AppLayout } from './shell/app-layout';

/**
 * Every page loads on demand, so the first download is the shell and the one page opened;
 * the service worker still precaches every chunk for offline use.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}
// Shown only after something broke, so its components are not part of the first download.
const RouteErrorFallback = lazy(() =>
  import('../components/error-fallback').then((m) => ({ default: m.RouteErrorFallback })),
);

const homePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
const findWallPage = lazyPage(() => import('../features/walls/pages/find-wall-page'), 'FindWallPage');
const wallHomePage = lazyPage(() => import('../features/walls/pages/wall-home-page'), 'WallHomePage');
const authCallbackPage = lazyPage(
  () => import('../features/auth/pages/auth-callback-page'),
  'AuthCallbackPage',
);
const settingsPage = lazyPage(() => import('../features/users/pages/settings-page'), 'SettingsPage');
const mapPage = lazyPage(() => import('../features/walls/pages/map-page'), 'MapPage');
const wallFormPage = lazyPage(() => import('../features/walls/pages/wall-form-page'), 'WallFormPage');
const holdEditorPage = lazyPage(() => import('../features/holds/pages/hold-editor-page'), 'HoldEditorPage');
const termsPage = lazyPage(() => import('../features/legal/pages/terms-page'), 'TermsPage');
const privacyPage = lazyPage(() => import('../features/legal/pages/privacy-page'), 'PrivacyPage');

/** /user/{id}: the feed for yourself, the ticks for anyone else. */
function ProfileRedirect() {
  const { userId } = useParams();
  const me = useMe();
  if (me.isLoading) return null;
  return <Navigate replace to={`/user/${userId}/${me.data?.id === userId ? 'feed' : 'ticks'}`} />;
}

/**
 * The spec's route table (2.1), in its order; anything else is the home screen. The loaders only
 * start a page's downloads alongside its code, and never wait for them.
 */
export const routes = (queryClient: QueryClient) => [
  {
    element: <AppLayout />,
    errorElement: (
      <Suspense fallback={null}>
        <RouteErrorFallback />
      </Suspense>
    ),
    children: [
      { path: '/settings', lazy: settingsPage },
      { path: '/walls', lazy: findWallPage },
      { path: '/map', lazy: mapPage },
      {
        path: '/walls/:wallId',
        lazy: wallHomePage,
        loader: ({ params }: LoaderFunctionArgs) => {
          preloadWallPage(queryClient, params.wallId!);
          return null;
        },
      },
      { path: '/walls/:wallId/list', element: <ComingSoon title="Climbs" /> },
      { path: '/user/:userId/feed', element: <ComingSoon title="Feed" /> },
      { path: '/user/:userId/ticks', element: <ComingSoon title="Ticks" /> },
      { path: '/user/:userId/todo-list', element: <ComingSoon title="To-do list" /> },
      { path: '/user/:userId', element: <ProfileRedirect /> },
      { path: '/add-wall', lazy: wallFormPage },
      { path: '/walls/:wallId/edit', lazy: wallFormPage },
      { path: '/walls/:wallId/edit-holds', lazy: holdEditorPage },
      { path: '/walls/:wallId/add-climb', element: <ComingSoon title="Add climb" /> },
      { path: '/walls/:wallId/climbs/:climbId', element: <ComingSoon title="Climb" /> },
      { path: '/walls/:wallId/climbs/:climbId/edit-holds', element: <ComingSoon title="Edit climb" /> },
      { path: '/walls/:wallId/climbs/:climbId/vote-grade', element: <ComingSoon title="Vote grade" /> },
      { path: '/walls/:wallId/climbs/:climbId/vote-rating', element: <ComingSoon title="Vote rating" /> },
      { path: '/walls/:wallId/climbs/:climbId/vote-broken', element: <ComingSoon title="Vote broken" /> },
      {
        path: '/walls/:wallId/climbs/:climbId/add-beta-video',
        element: <ComingSoon title="Add beta video" />,
      },
      { path: '/walls/:wallId/climbs/:climbId/add-ascent', element: <ComingSoon title="Add ascent" /> },
      { path: '/walls/:wallId/lists/:listId/rankings', element: <ComingSoon title="Rankings" /> },
      { path: '/crags/:cragId/sectors/:sectorId/climbs/:climbId', element: <ComingSoon title="Climb" /> },
      { path: '/terms-of-use', lazy: termsPage },
      { path: '/privacy-data-protection', lazy: privacyPage },
      { path: '/auth/callback', lazy: authCallbackPage },
      {
        path: '*',
        lazy: homePage,
        loader: () => {
          preloadHomePage(queryClient);
          return null;
        },
      },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(routes(queryClient));
}
