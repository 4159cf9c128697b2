import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfter, REFRESHES, type Change } from './invalidation';
import { ascentKeys } from './query-keys/ascent-keys';
import { climbKeys } from './query-keys/climb-keys';
import { commentKeys } from './query-keys/comment-keys';
import { listKeys } from './query-keys/list-keys';
import { pulseKeys } from './query-keys/pulse-keys';
import { userKeys } from './query-keys/user-keys';
import { wallKeys } from './query-keys/wall-keys';

// One cached answer of every kind the web keeps, by what a reader would call it.
const cached = {
  'the climb': climbKeys.detail('c1'),
  "the wall's climbs": climbKeys.wallList('w1', { limit: 10, skip: 0 }),
  'the grade histogram': climbKeys.histogram('w1', 'font'),
  'the ticks list': ascentKeys.query({ climb_id: 'c1' } as never, { limit: 10, offset: 0 }),
  'the list rankings': listKeys.rankings('l1'),
  'the list': listKeys.detail('l1'),
  'the wall pulse statistics': pulseKeys.statistics('w1'),
  'the wall pulse feed': pulseKeys.feed('w1', 10),
  'the comments': commentKeys.list('c1'),
  'the wall': wallKeys.detail('w1'),
  'the wall revision': wallKeys.revision('w1', 'latest'),
  'the signed-in user': userKeys.meOf('sub'),
  'a profile': userKeys.detail('u1'),
  "a profile's followers": userKeys.follows('u1', 'followers'),
  'the personal feed': userKeys.feed,
} satisfies Record<string, QueryKey>;
type Answer = keyof typeof cached;

/** The cached answers `change` marks stale, out of one of each kind. */
async function refreshedBy(change: Change, keep?: QueryKey) {
  const client = new QueryClient();
  for (const key of Object.values(cached)) client.setQueryData(key, {});
  await refreshAfter(client, change, keep);
  return (Object.keys(cached) as Answer[]).filter(
    (name) => client.getQueryState(cached[name])?.isInvalidated,
  );
}

describe('the invalidation map', () => {
  it('a new profile picture refreshes the profiles and the avatars on comments, ticks and the pulse', async () => {
    const refreshed = await refreshedBy('pictureChanged');
    expect(refreshed).toEqual(
      expect.arrayContaining([
        'the signed-in user',
        'a profile',
        'the comments',
        'the ticks list',
        'the wall pulse feed',
      ]),
    );
    expect(refreshed).not.toContain('the climb');
  });

  it('a deleted account refreshes everything', async () => {
    expect(await refreshedBy('accountDeleted')).toEqual(expect.arrayContaining(Object.keys(cached)));
  });

  it('a new tick refreshes the list rankings, the wall pulse, the climb and the ticks list', async () => {
    const refreshed = await refreshedBy('tickAdded');
    for (const answer of [
      'the list rankings',
      'the wall pulse statistics',
      'the wall pulse feed',
      'the climb',
      'the ticks list',
    ] as const)
      expect(refreshed).toContain(answer);
    expect(refreshed).not.toContain('the wall');
    expect(refreshed).not.toContain('the comments');
  });

  it('a changed or removed tick refreshes what a new one does', () => {
    expect(REFRESHES.tickChanged).toEqual(REFRESHES.tickAdded);
    expect(REFRESHES.tickRemoved).toEqual(REFRESHES.tickAdded);
  });

  it('a grade vote refreshes the climb, the rankings (grade increments) and the pulse, not the ticks', async () => {
    const refreshed = await refreshedBy('voteCast');
    expect(refreshed).toEqual(
      expect.arrayContaining([
        'the climb',
        'the list rankings',
        'the wall pulse statistics',
        'the wall pulse feed',
      ]),
    );
    expect(refreshed).not.toContain('the ticks list');
  });

  it('the pulse refreshes through the map, not because its keys start like climbs', async () => {
    expect(pulseKeys.all[0]).not.toBe(climbKeys.all[0]);
    expect(await refreshedBy('tagVoted')).not.toContain('the wall pulse feed');
  });

  it('a saved climb refreshes its lists and the pulse, but keeps the answer the editor just stored', async () => {
    const refreshed = await refreshedBy('climbSaved', climbKeys.detail('c1'));
    expect(refreshed).toEqual(
      expect.arrayContaining(["the wall's climbs", 'the grade histogram', 'the list', 'the wall pulse feed']),
    );
    expect(refreshed).not.toContain('the climb');
  });

  it("a beta video refreshes the climb (it carries them) and the wall's feed (it shows new ones)", async () => {
    expect(await refreshedBy('betaVideoChanged')).toEqual(
      expect.arrayContaining(['the climb', 'the wall pulse feed']),
    );
  });

  it('a list change refreshes the lists and the climbs (their list filter)', async () => {
    const refreshed = await refreshedBy('listChanged');
    expect(refreshed).toEqual(expect.arrayContaining(['the list', 'the list rankings', "the wall's climbs"]));
    expect(refreshed).not.toContain('the wall pulse feed');
  });

  it('a comment refreshes the comments only', async () => {
    expect(await refreshedBy('commentChanged')).toEqual(['the comments']);
  });

  it('a deleted hold refreshes the climbs that may have used it; an added one nothing (its revision is stored)', async () => {
    expect(await refreshedBy('holdDeleted')).toContain('the climb');
    expect(await refreshedBy('holdAdded')).toEqual([]);
  });

  it('a hold the offline queue sent refreshes the wall revision (no answer was stored)', async () => {
    expect(await refreshedBy('queuedHoldAdded')).toContain('the wall revision');
  });

  it("a wall change refreshes walls and users' favourites, not the climbs", async () => {
    const refreshed = await refreshedBy('wallChanged');
    expect(refreshed).toEqual(
      expect.arrayContaining(['the wall', 'the wall revision', 'the signed-in user', 'a profile']),
    );
    expect(refreshed).not.toContain('the climb');
  });

  it('a follow refreshes both profiles, the follow lists and the feed, nothing of walls or climbs', async () => {
    expect(await refreshedBy('followChanged')).toEqual([
      'the signed-in user',
      'a profile',
      "a profile's followers",
      'the personal feed',
    ]);
  });

  it('signing in refreshes everything', async () => {
    expect(await refreshedBy('signedIn')).toHaveLength(Object.keys(cached).length);
  });
});
