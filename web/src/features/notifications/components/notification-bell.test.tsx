import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/answer-api';
import { renderInApp } from '../../../test/render-in-app';
import { NotificationBell } from './notification-bell';

vi.mock('../../../lib/api-client', () => ({ api: vi.fn() }));
vi.mock('../../../shared/users/get-me', () => ({ useMe: () => ({ data: { id: 'me' } }) }));

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
});
