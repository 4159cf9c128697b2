import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/data/api-client';
import { answerApi } from '../../../test/answer-api';
import { RankingsPage } from './rankings-page';
import { renderInApp } from '../../../test/render-in-app';

vi.mock('../../../shared/data/api-client', async (original) => ({
  ...(await original<typeof import('../../../shared/data/api-client')>()),
  api: vi.fn(),
}));
vi.mock('../../../shared/data/auth-context', () => ({ useAuth: () => ({ oidcUser: null, loading: false }) }));

const WALL = '00000000-0000-4000-8000-0000000000a1';
const LIST = '00000000-0000-4000-8000-0000000000b1';
const list = { id: LIST, name: 'Benchmarks', wall_id: WALL, public: true, climbs: [] };
const rankings = { entries: [], climbs: 0 };

const renderRankings = () =>
  renderInApp(<RankingsPage />, {
    at: `/walls/${WALL}/lists/${LIST}/rankings`,
    path: '/walls/:wallId/lists/:listId/rankings',
  });

describe('a list’s rankings', () => {
  beforeEach(() => {
    vi.mocked(api).mockReset();
  });

  it("say 'Error loading wall' when the rankings came but their wall did not", async () => {
    answerApi({
      getWall: new ApiError(503, 'Service unavailable'),
      getClimbList: list,
      getListRankings: rankings,
    });
    renderRankings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading wall');
    expect(screen.queryByText('Failed to load rankings data.')).toBeNull();
  });

  it("say 'Failed to load rankings data.' when the rankings themselves fail", async () => {
    answerApi({
      getWall: { id: WALL, name: 'Board' },
      getClimbList: list,
      getListRankings: new ApiError(503, 'Service unavailable'),
    });
    renderRankings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load rankings data.');
  });
});
