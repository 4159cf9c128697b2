import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The service worker's registration, as vite-plugin-pwa's hook gives it: the test says when an update waits.
const registration = { update: vi.fn(() => Promise.resolve()) };
let offerUpdate: (waiting: boolean) => void = () => {};
const updateServiceWorker = vi.fn(() => Promise.resolve());
const registers = vi.fn();
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: (options: { onRegisteredSW?: (url: string, r: unknown) => void }) => {
    registers();
    const [needRefresh, setNeedRefresh] = useState(false);
    const [registered, setRegistered] = useState(false);
    if (!registered) {
      setRegistered(true);
      options.onRegisteredSW?.('/sw.js', registration);
    }
    offerUpdate = setNeedRefresh;
    return { needRefresh: [needRefresh, setNeedRefresh], updateServiceWorker };
  },
}));

const reload = vi.fn();
vi.mock('../../shared/util/reload-page', () => ({ reloadPage: () => reload() }));

const { UpdateBanner } = await import('./update-banner');

function renderBanner() {
  render(
    <MantineProvider>
      <UpdateBanner />
    </MantineProvider>,
  );
}

describe('UpdateBanner (spec 4, App update)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it('looks for a new version every 30 s, only while the app is on screen', () => {
    renderBanner();
    expect(registration.update).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(registration.update).toHaveBeenCalledTimes(1);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => vi.advanceTimersByTime(60_000));
    expect(registration.update).toHaveBeenCalledTimes(1);
    hidden.mockRestore();
  });

  it('offers the waiting version, and takes the offer back after 30 s', async () => {
    renderBanner();
    act(() => offerUpdate(true));
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByText('A new version of Spraybook is ready')).toBeTruthy();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByText('A new version of Spraybook is ready')).toBeNull();
  });

  it("Update Now shows 'Updating app...', hands over to the new version and reloads after 3 s at the latest", async () => {
    reload.mockClear();
    renderBanner();
    act(() => offerUpdate(true));
    await act(() => vi.dynamicImportSettled());
    act(() => screen.getByRole('button', { name: 'Update Now' }).click());
    expect(screen.getByText('Updating app...')).toBeTruthy();
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3_000));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('registers no service worker on a page that is not a secure context (plain HTTP)', () => {
    vi.stubGlobal('isSecureContext', false);
    renderBanner();
    act(() => vi.advanceTimersByTime(60_000));
    expect(registers).not.toHaveBeenCalled();
    expect(registration.update).not.toHaveBeenCalled();
  });

  it('registers it on a secure page', () => {
    vi.stubGlobal('isSecureContext', true);
    renderBanner();
    expect(registers).toHaveBeenCalled();
  });
});
