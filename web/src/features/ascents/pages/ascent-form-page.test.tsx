import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/data/api-client';
import { answerApi } from '../../../test/answer-api';
import { AscentFormPage } from './ascent-form-page';
import { renderInApp } from '../../../test/render-in-app';

vi.mock('../../../shared/data/api-client', async (original) => ({
  ...(await original<typeof import('../../../shared/data/api-client')>()),
  api: vi.fn(),
}));
vi.mock('../../../shared/data/auth-context', () => ({
  useAuth: () => ({ oidcUser: { profile: { sub: 'tick-form-sub' } }, loading: false }),
}));

const WALL = '00000000-0000-4000-8000-0000000000a1';
const CLIMB = '00000000-0000-4000-8000-0000000000c1';
const TICK = '00000000-0000-4000-8000-0000000000d1';
const loaded = {
  getMe: { id: '00000000-0000-4000-8000-000000000001', default_grade_system: null },
  getWall: { id: WALL, name: 'Board', grade_system: 'Font' },
  getClimb: { id: CLIMB, wall_id: WALL, name: 'Crimp line' },
};

const renderForm = (at: string | { pathname: string; state: unknown }) =>
  renderInApp(<AscentFormPage />, { at, path: '/walls/:wallId/climbs/:climbId/add-ascent' });
const renderEditForm = () => renderForm(`/walls/${WALL}/climbs/${CLIMB}/add-ascent?edit=${TICK}`);

describe('the tick form, editing a tick', () => {
  beforeEach(() => {
    vi.mocked(api).mockReset();
  });

  it("says 'Failed to load ascent.' when the ticks fail to load, not that the tick is gone", async () => {
    answerApi({ ...loaded, queryAscents: new ApiError(500, 'Database unavailable') });
    renderEditForm();
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Failed to load ascent.',
    );
    expect(screen.queryByText('Tick not found')).toBeNull();
  });

  it("says 'Tick not found' when the climber's ticks load without it", async () => {
    answerApi({ ...loaded, queryAscents: { ascents: [], total: 0 } });
    renderEditForm();
    expect(
      await screen.findByRole('heading', { name: 'Tick not found' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to load ascent.')).toBeNull();
  });
});

describe("the tick form opened with the tick sheet's 'More options'", () => {
  beforeEach(() => {
    vi.mocked(api).mockReset();
  });

  it('keeps the grade feel and stars chosen in the sheet, and casts them with the new tick', async () => {
    // Font 6B (id 6) and four stars, chosen in the sheet.
    answerApi({
      ...loaded,
      createAscent: { id: TICK },
      createGradeVote: { id: 'g' },
      createRatingVote: { id: 'r' },
    });
    renderForm({ pathname: `/walls/${WALL}/climbs/${CLIMB}/add-ascent`, state: { grade: 6, stars: 4 } });
    expect(
      await screen.findByText('With this tick: grade feel 6B, 4 stars.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add ascent' }));
    await vi.waitFor(() =>
      expect(vi.mocked(api).mock.calls.map(([route]) => route)).toEqual(
        expect.arrayContaining(['createAscent', 'createGradeVote', 'createRatingVote']),
      ),
    );
    const calls = vi.mocked(api).mock.calls;
    const routes = calls.map(([route]) => route).filter((route) => route.startsWith('create'));
    expect(routes).toEqual(['createAscent', 'createGradeVote', 'createRatingVote']);
    expect(calls.find(([route]) => route === 'createGradeVote')![1]).toMatchObject({
      params: { id: CLIMB },
      body: { value: 6, public: true },
    });
    expect(calls.find(([route]) => route === 'createRatingVote')![1]).toMatchObject({ body: { value: 4 } });
  });
});
