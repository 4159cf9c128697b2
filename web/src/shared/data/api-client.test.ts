import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@spraybook/contract/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorText, requestHeaders } from './api-client';
import { isReachable } from './reachability';
import { KEPT_COPY_HEADER } from '../util/kept-copy-header';

afterEach(() => vi.unstubAllGlobals());

describe('a call that gets no answer from our server', () => {
  const wall = () => api('getWall', { params: { id: 'w' } });

  it('makes the server unreachable when the request failed on the way, though the browser says online', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(wall()).rejects.toThrow('Failed to fetch');
    expect(navigator.onLine).toBe(true);
    expect(isReachable()).toBe(false);
  });

  it("makes it unreachable on a proxy's 502, not on our server's own 503 or a 404", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ detail: 'The database is not available right now.' }, { status: 503 }),
    );
    await expect(wall()).rejects.toMatchObject({ status: 503 });
    vi.stubGlobal('fetch', async () => Response.json({ detail: 'Wall not found' }, { status: 404 }));
    await expect(wall()).rejects.toMatchObject({ status: 404 });
    expect(isReachable()).toBe(true);
    vi.stubGlobal('fetch', async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(wall()).rejects.toMatchObject({ status: 502 });
    expect(isReachable()).toBe(false);
  });

  it("is reachable again at the server's next answer, but not at a copy the service worker kept", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(wall()).rejects.toThrow();
    vi.stubGlobal('fetch', async () => Response.json({}, { headers: { [KEPT_COPY_HEADER]: '1' } }));
    await wall();
    expect(isReachable()).toBe(false);
    vi.stubGlobal('fetch', async () => Response.json({ detail: 'Wall not found' }, { status: 404 }));
    await expect(wall()).rejects.toMatchObject({ status: 404 });
    expect(isReachable()).toBe(true);
  });
});

describe('errorText', () => {
  it("prefers the server's detail, then the message, then 'An error occurred'", () => {
    expect(errorText(new ApiError(400, "Wall name can't be empty"))).toBe("Wall name can't be empty");
    expect(errorText(new Error('Network error'))).toBe('Network error');
    expect(errorText(undefined)).toBe('An error occurred');
  });
});

describe('requestHeaders', () => {
  it('sends a new Idempotency-Key on every write, and none on a read', () => {
    const keys = ['POST', 'PUT', 'DELETE', 'POST'].map(
      (method) => requestHeaders(method, { token: 't', hasBody: false })[IDEMPOTENCY_KEY_HEADER],
    );
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(4);
    expect(requestHeaders('GET', { token: 't', hasBody: false })).not.toHaveProperty(IDEMPOTENCY_KEY_HEADER);
  });

  it("sends the caller's own key when it passes one (a queued write sent again)", () => {
    const headers = requestHeaders('POST', { token: null, hasBody: true, idempotencyKey: 'queued-1' });
    expect(headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: 'queued-1',
    });
  });
});
