import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UpdateNotice } from './update-notice';

function renderNotice(updating = false) {
  const onUpdate = vi.fn();
  const onLater = vi.fn();
  render(
    <MantineProvider>
      <UpdateNotice updating={updating} onUpdate={onUpdate} onLater={onLater} />
    </MantineProvider>,
  );
  return { onUpdate, onLater };
}

describe('UpdateNotice', () => {
  it('takes taps, though global.css lets taps pass through notifications (toasts)', () => {
    renderNotice();
    const notice = screen
      .getByText('A new version of Spraybook is ready')
      .closest<HTMLElement>('.mantine-Notification-root');
    // Set on the element itself, where it outweighs the stylesheet's rule for every notification.
    expect(notice?.style.pointerEvents).toBe('auto');
  });

  it('offers Update Now and Later', () => {
    const { onUpdate, onLater } = renderNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(onUpdate).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledOnce();
  });

  it("shows 'Updating app...' while the new version loads", () => {
    renderNotice(true);
    expect(screen.getByText('Updating app...')).toBeInTheDocument();
  });
});
