import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link';

const WALL = '11111111-1111-4111-8111-111111111111';
const CLIMB = '22222222-2222-4222-8222-222222222222';
const ANA = { id: '33333333-3333-4333-8333-333333333333', display_name: 'Ana', deleted: false };

describe('notificationLink', () => {
  it('leads to the climb a tick, reply or grade change is about', () => {
    for (const kind of ['tick', 'reply', 'comment', 'grade', 'new_climb'] as const)
      expect(notificationLink({ kind, count: 1, wall_id: WALL, climb_id: CLIMB, actors: [ANA] })).toBe(
        `/walls/${WALL}/climbs/${CLIMB}`,
      );
  });

  it('leads to the wall for a wall comment and for several new climbs', () => {
    expect(
      notificationLink({ kind: 'comment', count: 1, wall_id: WALL, climb_id: null, actors: [ANA] }),
    ).toBe(`/walls/${WALL}`);
    expect(
      notificationLink({ kind: 'new_climb', count: 3, wall_id: WALL, climb_id: CLIMB, actors: [ANA] }),
    ).toBe(`/walls/${WALL}`);
  });

  it('leads to the session a climber was invited to, where joining is one tap', () => {
    const SESSION = '44444444-4444-4444-8444-444444444444';
    expect(
      notificationLink({
        kind: 'session_invite',
        count: 1,
        wall_id: WALL,
        climb_id: null,
        session_id: SESSION,
        actors: [ANA],
      }),
    ).toBe(`/sessions/${SESSION}`);
  });

  it("leads to the newest follower's profile", () => {
    expect(notificationLink({ kind: 'follow', count: 2, wall_id: null, climb_id: null, actors: [ANA] })).toBe(
      `/user/${ANA.id}`,
    );
  });
});
