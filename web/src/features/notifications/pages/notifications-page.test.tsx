import type { Notification } from '@spraybook/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/data/api-client';
import { answerApi } from '../../../test/answer-api';
import { renderInApp } from '../../../test/render-in-app';
import { NotificationsPage } from './notifications-page';

vi.mock('../../../shared/data/api-client', () => ({ api: vi.fn() }));
vi.mock('../../../shared/data/auth-context', () => ({
  useAuth: () => ({ oidcUser: { profile: { sub: 'notifications-sub' } }, loading: false }),
}));

const WALL = '00000000-0000-4000-8000-0000000000a1';
const CLIMB = '00000000-0000-4000-8000-0000000000c1';
const person = (n: number, name: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  display_name: name,
  deleted: false,
});
const base = {
  created: '2026-11-29T10:00:00.000Z',
  read: false,
  flashes: 0,
  wall_id: WALL,
  wall_name: 'Spraywall of the Month',
  climb_id: CLIMB,
  climb_name: 'Morning coffee',
  comment_id: null,
  session_id: null,
};
const ticks: Notification = {
  ...base,
  id: '00000000-0000-4000-8000-0000000000e1',
  kind: 'tick',
  count: 4,
  actors: [person(1, 'Ana'), person(2, 'Bea')],
  actor_count: 4,
  flashes: 1,
};
const reply: Notification = {
  ...base,
  id: '00000000-0000-4000-8000-0000000000e2',
  kind: 'reply',
  count: 1,
  read: true,
  actors: [person(3, 'Cid')],
  actor_count: 1,
};

const SESSION = '00000000-0000-4000-8000-0000000000f1';
const invitation: Notification = {
  ...base,
  id: '00000000-0000-4000-8000-0000000000e3',
  kind: 'session_invite',
  count: 1,
  actors: [person(4, 'Dee')],
  actor_count: 1,
  wall_name: 'Demo Board',
  climb_id: null,
  climb_name: null,
  session_id: SESSION,
};

beforeEach(() => {
  answerApi({
    listNotifications: { items: [invitation, ticks, reply], next_before: null },
    markNotificationRead: { unread: 0 },
    markAllNotificationsRead: { unread: 0 },
  });
});

describe('NotificationsPage', () => {
  it('shows each group in one line, linking to its place', async () => {
    renderInApp(<NotificationsPage />);
    const tick = await screen.findByRole('link', {
      name: /Ana and 3 others ticked Morning coffee \(1 flash\)/,
    });
    expect(tick.getAttribute('href')).toBe(`/walls/${WALL}/climbs/${CLIMB}`);
    expect(tick.textContent).toContain('unread');
    const answer = screen.getByRole('link', { name: /Cid replied to your comment on Morning coffee/ });
    expect(answer.textContent).not.toContain('unread');
  });

  it('shows a session invitation, leading to the session where joining is one tap', async () => {
    renderInApp(<NotificationsPage />);
    const line = await screen.findByRole('link', { name: /Dee invited you to climb together on Demo Board/ });
    expect(line.getAttribute('href')).toBe(`/sessions/${SESSION}`);
    fireEvent.click(line);
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('markNotificationRead', { params: { id: invitation.id } }),
    );
  });

  it('reads a group when it is opened, and all with Mark all read', async () => {
    renderInApp(<NotificationsPage />);
    fireEvent.click(await screen.findByRole('link', { name: /Ana and 3 others/ }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('markNotificationRead', { params: { id: ticks.id } }),
    );
    // An already read one is not sent again.
    fireEvent.click(screen.getByRole('link', { name: /Cid replied/ }));
    expect(vi.mocked(api).mock.calls.filter(([name]) => name === 'markNotificationRead')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith('markAllNotificationsRead'));
  });

  it('says so when there is nothing yet', async () => {
    answerApi({ listNotifications: { items: [], next_before: null } });
    renderInApp(<NotificationsPage />);
    expect(await screen.findByText(/Nothing yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });
});
