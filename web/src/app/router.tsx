import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import { preloadHomePage } from '../features/home/public';
import { useMe } from '../shared/data/users/get-me';
import { preloadWallPage } from '../features/walls/public';
import { preloadClimbPage } from '../features/climbs/public';
import { MY_TICKS_PATH, MyTicksRedirect } from '../pages/user/my-ticks-redirect';
import { AppLayout } from './shell/app-layout';
import { lazyPage } from './lazy-page';

/**
 * Every page loads on demand, so the first download is the shell and the one page opened; the
 * service worker keeps every chunk for offline use soon after (shared/offline/app-files.ts). Declarative routes rather than a
 * data router: the app loads its data with TanStack Query, and the data router cost 18 kB gzip
 * of first load.
 */

const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
const FindWallPage = lazyPage(() => import('../features/walls/pages/find-wall-page'), 'FindWallPage');
const WallHomePage = lazyPage(() => import('../pages/wall-home/wall-home-page'), 'WallHomePage');
const AuthCallbackPage = lazyPage(
  () => import('../features/auth/pages/auth-callback-page'),
  'AuthCallbackPage',
);
const SettingsPage = lazyPage(() => import('../pages/settings/settings-page'), 'SettingsPage');
const NotificationsPage = lazyPage(
  () => import('../features/notifications/pages/notifications-page'),
  'NotificationsPage',
);
const MapPage = lazyPage(() => import('../features/walls/pages/map-page'), 'MapPage');
const WallFormPage = lazyPage(() => import('../features/walls/pages/wall-form-page'), 'WallFormPage');
const HoldEditorPage = lazyPage(() => import('../features/holds/pages/hold-editor-page'), 'HoldEditorPage');
const ClimbEditorPage = lazyPage(
  () => import('../features/climbs/pages/climb-editor-page'),
  'ClimbEditorPage',
);
const ClimbsListPage = lazyPage(() => import('../pages/climbs-list/climbs-list-page'), 'ClimbsListPage');
export const CLIMB_PAGE_PATH = '/walls/:wallId/climbs/:climbId';
/** The climb page's code, also loaded before the first render under a shared link's first screen. */
export const loadClimbPage = () => import('../pages/climb/climb-page');
const ClimbPage = lazyPage(loadClimbPage, 'ClimbPage');
const AscentFormPage = lazyPage(() => import('../features/ascents/pages/ascent-form-page'), 'AscentFormPage');
const UserTicksPage = lazyPage(() => import('../features/ascents/pages/user-ticks-page'), 'UserTicksPage');
const VoteGradePage = lazyPage(() => import('../features/votes/pages/vote-grade-page'), 'VoteGradePage');
const VoteRatingPage = lazyPage(() => import('../features/votes/pages/vote-rating-page'), 'VoteRatingPage');
const VoteBrokenPage = lazyPage(() => import('../features/votes/pages/vote-broken-page'), 'VoteBrokenPage');
const AddBetaVideoPage = lazyPage(
  () => import('../features/beta-videos/pages/add-beta-video-page'),
  'AddBetaVideoPage',
);
const RankingsPage = lazyPage(() => import('../features/lists/pages/rankings-page'), 'RankingsPage');
const UserLayout = lazyPage(() => import('../pages/user/user-layout'), 'UserLayout');
const FeedPage = lazyPage(() => import('../features/feed/pages/feed-page'), 'FeedPage');
const TodoListPage = lazyPage(() => import('../features/todo/pages/todo-list-page'), 'TodoListPage');
const OlderClimbLinkPage = lazyPage(
  () => import('../pages/older-climb-link/older-climb-link-page'),
  'OlderClimbLinkPage',
);
const SessionPage = lazyPage(() => import('../pages/session/session-page'), 'SessionPage');
const TermsPage = lazyPage(() => import('../features/legal/pages/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../features/legal/pages/privacy-page'), 'PrivacyPage');

/** Starts the home page's downloads alongside its code, without waiting for either. */
function HomeRoute() {
  const queryClient = useQueryClient();
  useMemo(() => preloadHomePage(queryClient), [queryClient]);
  return <HomePage />;
}

/** Starts the wall's downloads alongside the wall page's code, without waiting for either. */
function WallHomeRoute() {
  const { wallId } = useParams();
  const queryClient = useQueryClient();
  useMemo(() => preloadWallPage(queryClient, wallId!), [queryClient, wallId]);
  return <WallHomePage />;
}

/** Starts the climb's downloads alongside the climb page's code, without waiting for either. */
function ClimbRoute() {
  const { wallId, climbId } = useParams();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  // Again for another list's query (its neighbours); what is cached and fresh is not fetched again.
  useMemo(
    () => void preloadClimbPage(queryClient, wallId!, climbId!, search),
    [queryClient, wallId, climbId, search],
  );
  return <ClimbPage />;
}

/** /user/{id}: the feed for yourself, the ticks for anyone else. */
function ProfileRedirect() {
  const { userId } = useParams();
  const me = useMe();
  if (me.isLoading) return null;
  return <Navigate replace to={`/user/${userId}/${me.data?.id === userId ? 'feed' : 'ticks'}`} />;
}

/** The spec's route table (2.1); anything else is the home screen. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/walls" element={<FindWallPage />} />
        <Route path="/map" element={<MapPage />} />
        <Route path="/walls/:wallId" element={<WallHomeRoute />} />
        <Route path="/walls/:wallId/list" element={<ClimbsListPage />} />
        <Route path="/user/:userId" element={<UserLayout />}>
          <Route index element={<ProfileRedirect />} />
          <Route path="feed" element={<FeedPage />} />
          <Route path="ticks" element={<UserTicksPage />} />
          <Route path="todo-list" element={<TodoListPage />} />
        </Route>
        <Route path={MY_TICKS_PATH} element={<MyTicksRedirect />} />
        <Route path="/add-wall" element={<WallFormPage />} />
        <Route path="/walls/:wallId/edit" element={<WallFormPage />} />
        <Route path="/walls/:wallId/edit-holds" element={<HoldEditorPage />} />
        <Route path="/walls/:wallId/add-climb" element={<ClimbEditorPage />} />
        <Route path={CLIMB_PAGE_PATH} element={<ClimbRoute />} />
        <Route path="/walls/:wallId/climbs/:climbId/edit-holds" element={<ClimbEditorPage />} />
        <Route path="/walls/:wallId/climbs/:climbId/vote-grade" element={<VoteGradePage />} />
        <Route path="/walls/:wallId/climbs/:climbId/vote-rating" element={<VoteRatingPage />} />
        <Route path="/walls/:wallId/climbs/:climbId/vote-broken" element={<VoteBrokenPage />} />
        <Route path="/walls/:wallId/climbs/:climbId/add-ascent" element={<AscentFormPage />} />
        <Route path="/walls/:wallId/climbs/:climbId/add-beta-video" element={<AddBetaVideoPage />} />
        <Route path="/walls/:wallId/lists/:listId/rankings" element={<RankingsPage />} />
        <Route path="/crags/:cragId/sectors/:sectorId/climbs/:climbId" element={<OlderClimbLinkPage />} />
        <Route path="/sessions/:sessionId" element={<SessionPage />} />
        <Route path="/terms-of-use" element={<TermsPage />} />
        <Route path="/privacy-data-protection" element={<PrivacyPage />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="*" element={<HomeRoute />} />
      </Route>
    </Routes>
  );
}
