import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOpenedPage } from './opened-page';

// The climb page's code, held: its answers must not wait for it.
const loadClimbPage = vi.fn(() => new Promise(() => {}));
vi.mock('./router', () => ({
  CLIMB_PAGE_PATH: '/walls/:wallId/climbs/:climbId',
  loadClimbPage: () => loadClimbPage(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  loadClimbPage.mockClear();
});

function askedPaths() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(new URL(url, 'http://app.test').pathname);
    return new Promise(() => {});
  });
  return asked;
}

describe('the opened page, started before the first render', () => {
  it("asks a climb page's code and its climb at once, not the climb after the code", async () => {
    const asked = askedPaths();
    window.history.replaceState(null, '', '/walls/w1/climbs/c1');
    void startOpenedPage(new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadClimbPage).toHaveBeenCalledOnce();
    expect(asked).toContain('/api/climbs/c1');
  });

  it('starts nothing for a page that is not a climb', async () => {
    const asked = askedPaths();
    window.history.replaceState(null, '', '/walls/w1');
    await startOpenedPage(new QueryClient());
    expect(loadClimbPage).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });
});
