import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/data/api-client';
import { saveWallOffline } from './save-wall-offline';

vi.mock('../../../shared/data/api-client', async (original) => ({
  ...(await original<typeof import('../../../shared/data/api-client')>()),
  api: vi.fn(),
}));

const SETTERS = ['setter-a', 'setter-b'];
const climbs = [
  { id: 'c1', user_id: SETTERS[0] },
  { id: 'c2', user_id: SETTERS[1] },
  { id: 'c3', user_id: SETTERS[0] },
];

describe("'Save this wall for offline'", () => {
  beforeEach(() => {
    vi.mocked(api).mockReset();
    vi.mocked(api).mockImplementation((async (name: string, options: { params: { id: string } }) => {
      if (name === 'listWallClimbs') return { climbs, total: climbs.length };
      if (name === 'getClimb') return { id: options.params.id, wall_revision: 'r1' };
      if (name === 'getRevision')
        return {
          image_url: '/images/r1/full',
          image_width: 800,
          image_variants: [{ width: 800, url: '/images/r1/w8' }],
        };
      if (name === 'getUser') return { id: options.params.id, display_name: 'Lena', deleted: false };
      throw new Error(`unexpected ${name}`);
    }) as never);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('photo')),
    );
  });

  it("asks for each setter's profile once, so the list's Setter column reads offline", async () => {
    const saved = await saveWallOffline('w1', { width: 390, pixelRatio: 1 }, () => undefined);
    const usersAsked = vi
      .mocked(api)
      .mock.calls.filter(([name]) => name === 'getUser')
      .map(([, options]) => (options as unknown as { params: { id: string } }).params.id);
    expect(usersAsked.sort()).toEqual(SETTERS);
    expect(saved.climbs).toBe(3);
  });

  it('counts the setters in its progress, which ends at its total', async () => {
    const progress: { done: number; total: number }[] = [];
    await saveWallOffline('w1', { width: 390, pixelRatio: 1 }, (step) => progress.push(step));
    const last = progress.at(-1)!;
    // 1 list page, 2 setters, 3 climbs, 1 revision, 1 photo.
    expect(last).toEqual({ done: 8, total: 8 });
  });
});
