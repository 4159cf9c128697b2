import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wallKeys } from '../../../shared/data/query-keys/wall-keys';
import { preloadClimbPage } from './preload-climb-page';

afterEach(() => vi.unstubAllGlobals());

/** A server whose answers the test lets out one by one, by the path asked. */
function heldAnswers() {
  const asked: string[] = [];
  const release = new Map<string, (body: unknown) => void>();
  vi.stubGlobal('fetch', (url: string) => {
    const { pathname, search } = new URL(url, 'http://app.test');
    const path = pathname + search;
    asked.push(path);
    return new Promise<Response>((resolve) => release.set(path, (body) => resolve(Response.json(body))));
  });
  const answer = (path: string, body: unknown) => release.get(path)!(body);
  return { asked, answer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const FIXED_WALL = { id: 'w1', adjustable_angle: false, default_angle: null };

describe("a climb page's downloads started before its code is in", () => {
  it("asks for the wall's current photo beside the climb, and no more when the climb is on it", async () => {
    const server = heldAnswers();
    const queryClient = new QueryClient();
    const done = preloadClimbPage(queryClient, 'w1', 'c1', new URLSearchParams());
    await settle();
    expect([...server.asked].sort()).toEqual([
      '/api/climbs/c1',
      '/api/walls/w1',
      '/api/walls/w1/revisions/latest',
    ]);

    server.answer('/api/walls/w1/revisions/latest', { id: 'r7' });
    server.answer('/api/climbs/c1', { id: 'c1', wall_id: 'w1', wall_revision: 'r7' });
    server.answer('/api/walls/w1', FIXED_WALL);
    await settle();
    server.answer('/api/walls/w1/climbs/c1/neighbours', { previous_id: null, next_id: null });
    await done;
    expect(server.asked).not.toContain('/api/walls/w1/revisions/r7');
    expect(queryClient.getQueryData(wallKeys.revision('w1', 'r7'))).toEqual({ id: 'r7' });
  });

  it('asks for the revision of a climb on an older photo as soon as the climb names it', async () => {
    const server = heldAnswers();
    const queryClient = new QueryClient();
    const done = preloadClimbPage(queryClient, 'w1', 'c1', new URLSearchParams());
    await settle();
    server.answer('/api/walls/w1/revisions/latest', { id: 'r8' });
    server.answer('/api/climbs/c1', { id: 'c1', wall_id: 'w1', wall_revision: 'r7' });
    await settle();
    expect(server.asked).toContain('/api/walls/w1/revisions/r7');

    server.answer('/api/walls/w1/revisions/r7', { id: 'r7' });
    server.answer('/api/walls/w1', FIXED_WALL);
    await settle();
    server.answer('/api/walls/w1/climbs/c1/neighbours', { previous_id: null, next_id: null });
    await done;
    expect(queryClient.getQueryData(wallKeys.revision('w1', 'r7'))).toEqual({ id: 'r7' });
  });

  it("asks for the neighbours at the reader's angle on an adjustable wall, as the page does", async () => {
    const server = heldAnswers();
    const done = preloadClimbPage(new QueryClient(), 'w1', 'c1', new URLSearchParams());
    await settle();
    server.answer('/api/walls/w1/revisions/latest', { id: 'r7' });
    server.answer('/api/climbs/c1', { id: 'c1', wall_id: 'w1', wall_revision: 'r7' });
    server.answer('/api/walls/w1', { id: 'w1', adjustable_angle: true, default_angle: 40 });
    await settle();
    expect(server.asked).toContain('/api/walls/w1/climbs/c1/neighbours?angle=40');
    server.answer('/api/walls/w1/climbs/c1/neighbours?angle=40', { previous_id: null, next_id: null });
    await done;
  });

  it('resolves without a revision by id when the climb cannot be read: the page shows its own error', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(new URL(url, 'http://app.test').pathname);
      return Response.json({ detail: 'Climb not found' }, { status: 404 });
    });
    await expect(
      preloadClimbPage(new QueryClient(), 'w1', 'c1', new URLSearchParams()),
    ).resolves.toBeUndefined();
    expect(asked.filter((path) => path.includes('/revisions/') && !path.endsWith('/latest'))).toEqual([]);
  });
});
