import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/answer-api';
import { renderInApp } from '../../../test/render-in-app';
import { NotificationBell } from './notification-bell';

vi.mock('../../../shared/data/api-client', () => ({ api: vi.fn() }));
vi.mock('../../../shared/data/users/get-me', () => ({ useMe: () => ({ data: { id: 'me' } }) }));

describe('NotificationBell', () => {
  it('links to the notifications, its unread count in its name and on it', async () => {
    answerApi({ getUnreadNotifications: { unread: 2 } });
    renderInApp(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(screen.getByText('2')).toBeTruthy();
  });

  it('is named plainly with nothing unread', async () => {
    answerApi({ getUnreadNotifications: { unread: 0 } });
    renderInApp(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  describe('on a desktop', () => {
    const phoneMatchMedia = window.matchMedia;
    afterEach(() => {
      window.matchMedia = phoneMatchMedia;
    });

    it('opens the notifications in a drawer beside the page, which a tap on a line closes', async () => {
      window.matchMedia = ((query: string) => ({
        ...phoneMatchMedia(query),
        matches: query.startsWith('(min-width'),
      })) as typeof window.matchMedia;
      answerApi({
        getUnreadNotifications: { unread: 1 },
        listNotifications: {
          items: [
            {
              id: '0b6c3c1e-5d7a-4f1e-8a2b-9c8d7e6f5a4b',
              kind: 'follow',
              actors: [{ id: '6f1c2b9e-0c1d-4a8e-9b7a-3d2e1f0a9b8c', display_name: 'Ana', deleted: false }],
              actor_count: 1,
              flashes: 0,
              count: 1,
              wall_id: null,
              wall_name: null,
              climb_id: null,
              climb_name: null,
              comment_id: null,
              created: '2026-11-29T21:00:00.000Z',
              read: true,
            },
          ],
          next_before: null,
        },
      });
      renderInApp(<NotificationBell />);
      fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
      const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
      const line = await within(drawer).findByRole('link', { name: /Ana/ });
      fireEvent.click(line);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
