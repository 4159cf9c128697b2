import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { noteNetworkFailure } from './reachability';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('an app started without a network', () => {
  it('asks again for what failed once the network is back', async () => {
    setOnline(false);
    const client = createQueryClient({ onWriteError: () => {} });
    // As QueryClientProvider does: the client listens to the online and offline events.
    client.mount();
    let network = false;
    const read = vi.fn(async () => {
      if (!network) throw new TypeError('Failed to fetch');
      return 'Crimp city';
    });
    const observer = new QueryObserver(client, { queryKey: ['climb'], queryFn: read });
    const seen: string[] = [];
    const stop = observer.subscribe((result) => seen.push(result.status));
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));

    network = true;
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('Crimp city'));
    expect(seen).toContain('error');
    stop();
    client.unmount();
  });
});

describe('an app on a Wi-Fi without internet (the browser says online)', () => {
  it('asks again for what failed, without retrying meanwhile, once /healthz answers', async () => {
    setOnline(true);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const client = createQueryClient({ onWriteError: () => {} });
    client.mount();
    let network = false;
    const read = vi.fn(async () => {
      if (network) return 'Crimp city';
      // As the API client does with a request that got no answer.
      noteNetworkFailure();
      throw new TypeError('Failed to fetch');
    });
    const observer = new QueryObserver(client, { queryKey: ['climb'], queryFn: read });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    expect(read).toHaveBeenCalledOnce();
    expect(onlineManager.isOnline()).toBe(false);

    network = true;
    vi.stubGlobal('fetch', async () => Response.json({ status: 'ok' }));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('Crimp city'));
    stop();
    client.unmount();
  });
});
