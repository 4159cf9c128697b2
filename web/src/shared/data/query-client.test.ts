import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
afterEach(() => {
  vi.restoreAllMocks();
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
