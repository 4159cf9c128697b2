import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { showToast } from './overlays';

const shown = () => notificationsStore.getState().notifications.map((n) => n.title);

describe('showToast', () => {
  it('shows one toast at a time: a new one replaces the one on screen, none wait in a queue', async () => {
    showToast({ title: 'Ticked', message: 'Your ascent has been logged' });
    await expect.poll(shown).toEqual(['Ticked']);
    showToast({ title: 'Voted', message: 'Your vote has been cast' });
    await expect.poll(shown).toEqual(['Voted']);
    expect(notificationsStore.getState().queue).toEqual([]);
  });

  it('keeps a toast of the same id on screen with its new text', async () => {
    showToast({ id: 'hold-added', title: 'Hold added', message: 'first' });
    await expect.poll(shown).toEqual(['Hold added']);
    showToast({ id: 'hold-added', title: 'Hold added', message: 'second' });
    await expect
      .poll(() => notificationsStore.getState().notifications.map((n) => [n.id, n.message]))
      .toEqual([['hold-added', 'second']]);
  });
});
