import { describe, expect, it } from 'vitest';
import { invitedLine } from './session-invitation-texts.ts';
import { notificationText, notificationsBellLabel, type NotificationSubject } from './notification-texts.ts';

const ana = { display_name: 'Ana', deleted: false };
const bea = { display_name: 'Bea', deleted: false };
const line = (n: Partial<NotificationSubject>) =>
  notificationText({
    kind: 'tick',
    count: 1,
    actors: [ana],
    actor_count: 1,
    flashes: 0,
    wall_name: 'Spraywall of the Month',
    climb_name: 'Morning coffee',
    ...n,
  });

describe('notificationText', () => {
  it('names one, two, or the first and how many others', () => {
    expect(line({})).toBe('Ana ticked Morning coffee');
    expect(line({ count: 2, actors: [ana, bea], actor_count: 2 })).toBe('Ana and Bea ticked Morning coffee');
    expect(line({ count: 4, actors: [ana, bea], actor_count: 4 })).toBe(
      'Ana and 3 others ticked Morning coffee',
    );
    expect(line({ count: 3, actors: [ana, bea], actor_count: 2 })).toBe('Ana and Bea ticked Morning coffee');
  });

  it('calls out flashes', () => {
    expect(line({ flashes: 1 })).toBe('Ana flashed Morning coffee');
    expect(line({ count: 3, actor_count: 3, flashes: 2, actors: [ana, bea] })).toBe(
      'Ana and 2 others ticked Morning coffee (2 flashes)',
    );
  });

  it("batches a setter's new climbs on a wall, and says each other kind", () => {
    expect(line({ kind: 'new_climb', count: 3, climb_name: null })).toBe(
      'Ana set 3 climbs on Spraywall of the Month',
    );
    expect(line({ kind: 'new_climb' })).toBe('Ana set Morning coffee on Spraywall of the Month');
    expect(line({ kind: 'reply' })).toBe('Ana replied to your comment on Morning coffee');
    expect(line({ kind: 'comment', climb_name: null })).toBe('Ana commented on Spraywall of the Month');
    expect(line({ kind: 'follow', climb_name: null, wall_name: null })).toBe('Ana started following you');
    expect(line({ kind: 'grade', actors: [], actor_count: 0 })).toBe(
      'Grade votes moved Morning coffee by a full grade',
    );
    expect(line({ actors: [{ display_name: 'Gone', deleted: true }] })).toBe(
      'Deleted user ticked Morning coffee',
    );
  });

  it('says who invited one to climb together, and on which wall', () => {
    expect(line({ kind: 'session_invite', climb_name: null, wall_name: 'Demo Board' })).toBe(
      'Ana invited you to climb together on Demo Board',
    );
  });

  it('gives the bell a name that says its count', () => {
    expect(notificationsBellLabel(0)).toBe('Notifications');
    expect(notificationsBellLabel(2)).toBe('Notifications, 2 unread');
  });
});

describe('invitedLine', () => {
  it('names whom the invite reached: one, two, or the first and how many others', () => {
    expect(invitedLine(['Bea'])).toBe('Invited Bea');
    expect(invitedLine(['Bea', 'Cid'])).toBe('Invited Bea and Cid');
    expect(invitedLine(['Bea', 'Cid', 'Dan'])).toBe('Invited Bea and 2 others');
  });
});
