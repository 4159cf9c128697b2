import type { ComponentType } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteNetworkFailure } from '../shared/data/reachability';
import { PAGE_NOT_SAVED_OFFLINE } from '../shared/util/texts';
import { pageCodeOffline } from './page-code-offline';

/** The offline page's stand-in for a route page, in the app's providers. */
const renderPage = (Page: ComponentType) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </MantineProvider>,
  );

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a page whose code the phone had not kept, opened offline', () => {
  it('shows the offline page, then the page itself once the network is back, without a reload', async () => {
    setOnline(false);
    const ClimbPage = ({ name }: { name: string }) => <h1>{name}</h1>;
    let network = false;
    const load = vi.fn(async () => {
      if (!network) throw new TypeError('Failed to fetch dynamically imported module');
      return ClimbPage;
    });
    const Page = pageCodeOffline(load);
    render(
      <MantineProvider>
        <MemoryRouter>
          <Page name="Crimp city" />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toBeVisible();
    expect(load).not.toHaveBeenCalled();

    network = true;
    await act(async () => setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Crimp city' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toBeNull();
  });

  it('reloads once the network is back when the browser still refuses the code it failed to fetch', async () => {
    setOnline(false);
    // Chromium keeps a failed dynamic import's failure: the same import fails online too.
    const load = vi.fn(async (): Promise<() => null> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const reload = vi.fn(() => true);
    const Page = pageCodeOffline(load, reload);
    renderPage(Page);
    expect(await screen.findByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toBeVisible();

    await act(async () => setOnline(true));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toBeVisible();
  });

  it('on a Wi-Fi without internet (the browser says online), shows the page once /healthz answers', async () => {
    setOnline(true);
    // A request to the server got no answer; the probes fail until the uplink is back.
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    noteNetworkFailure();
    let network = false;
    const load = vi.fn(async () => {
      if (!network) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <h1>Crimp city</h1>;
    });
    const Page = pageCodeOffline(load);
    renderPage(Page);
    expect(await screen.findByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE })).toBeVisible();

    network = true;
    const healthz = vi.fn(async () => Response.json({ status: 'ok' }));
    vi.stubGlobal('fetch', healthz);
    // The app back on screen asks at once, rather than at the next probe.
    await act(async () => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('heading', { name: 'Crimp city' })).toBeVisible();
    expect(healthz).toHaveBeenCalledWith('/healthz', expect.objectContaining({ cache: 'no-store' }));
  });
});
