import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/data/api-client';
import { answerApi } from '../../../test/answer-api';
import { renderInApp } from '../../../test/render-in-app';
import { NotificationSettingsSection } from './notification-settings-section';

vi.mock('../../../shared/data/api-client', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/overlays', () => ({ showToast: vi.fn() }));

const DEFAULTS = {
  reply: 'push',
  comment: 'app',
  tick: 'push',
  follow: 'push',
  new_climb: 'app',
  grade: 'app',
  session_invite: 'push',
};

describe('NotificationSettingsSection', () => {
  it('shows each kind with In the app / Push / Off and saves one kind as it is chosen', async () => {
    answerApi({
      getNotificationSettings: DEFAULTS,
      updateNotificationSettings: { ...DEFAULTS, tick: 'off' },
    });
    renderInApp(<NotificationSettingsSection />);
    const ticks = await screen.findByRole('group', { name: 'Ticks of your climbs' });
    expect((within(ticks).getByRole('radio', { name: 'Push' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('group')).toHaveLength(7);
    // A session invitation: push by default, a friend asks to climb now.
    const invites = screen.getByRole('group', { name: 'Invitations to climb together' });
    expect((within(invites).getByRole('radio', { name: 'Push' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(ticks).getByRole('radio', { name: 'Off' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('updateNotificationSettings', { body: { tick: 'off' } }),
    );
  });
});
