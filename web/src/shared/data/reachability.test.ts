import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReachability,
  FIRST_PROBE_MS,
  isGatewayFailure,
  LONGEST_PROBE_MS,
  probeHealthz,
  type Reachability,
} from './reachability';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

let model: Reachability;
/** Whether the server answers the probes now. */
let answers: boolean;
let probe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;

beforeEach(() => {
  vi.useFakeTimers();
  setOnline(true);
  answers = false;
  probe = vi.fn(async () => answers);
  model = createReachability(probe);
});
afterEach(() => {
  model.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reachability of the server', () => {
  it('is unreachable after a request got no answer though the browser says online, and tells its listeners', () => {
    const heard = vi.fn();
    model.subscribe(heard);
    expect(model.reachable()).toBe(true);
    model.noteNetworkFailure();
    expect(navigator.onLine).toBe(true);
    expect(model.reachable()).toBe(false);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('probes after 3 s, doubling the wait after each failed probe, up to 30 s', async () => {
    model.noteNetworkFailure();
    const probedAt: number[] = [];
    probe.mockImplementation(async () => {
      probedAt.push(Date.now());
      return false;
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(3_000 + 6_000 + 12_000 + 24_000 + 30_000 + 30_000);
    expect(probedAt.map((at) => at - start)).toEqual([3_000, 9_000, 21_000, 45_000, 75_000, 105_000]);
    expect(FIRST_PROBE_MS).toBe(3_000);
    expect(LONGEST_PROBE_MS).toBe(30_000);
    expect(model.reachable()).toBe(false);
  });

  it('is reachable again when a probe answers, tells its listeners and stops probing', async () => {
    model.noteNetworkFailure();
    const heard = vi.fn(() => model.reachable());
    model.subscribe(heard);
    await vi.advanceTimersByTimeAsync(FIRST_PROBE_MS);
    expect(model.reachable()).toBe(false);
    answers = true;
    await vi.advanceTimersByTimeAsync(2 * FIRST_PROBE_MS);
    expect(model.reachable()).toBe(true);
    expect(heard).toHaveLastReturnedWith(true);
    const probes = probe.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5 * LONGEST_PROBE_MS);
    expect(probe).toHaveBeenCalledTimes(probes);
  });

  it('is reachable again at once when our server answers a request, and stops probing', async () => {
    model.noteNetworkFailure();
    model.noteServerAnswered();
    expect(model.reachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(LONGEST_PROBE_MS);
    expect(probe).not.toHaveBeenCalled();
  });

  it('probes at once when the browser says online, or the app comes back to the screen', async () => {
    model.noteNetworkFailure();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    // One probe at a time: the second waits on the first.
    expect(probe).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    answers = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(model.reachable()).toBe(true);
  });

  it("follows the browser's offline and online events as before", () => {
    const heard = vi.fn(() => model.reachable());
    model.subscribe(heard);
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(heard).toHaveLastReturnedWith(false);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(heard).toHaveLastReturnedWith(true);
    // Nothing failed: no probe was needed.
    expect(probe).not.toHaveBeenCalled();
  });

  it('does not probe while the browser says offline: its online event will', async () => {
    model.noteNetworkFailure();
    setOnline(false);
    await vi.advanceTimersByTimeAsync(LONGEST_PROBE_MS);
    expect(probe).not.toHaveBeenCalled();
    answers = true;
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(model.reachable()).toBe(true);
  });

  it('check() asks at once: a probe that fails makes the server unreachable', async () => {
    await expect(model.check()).resolves.toBe(false);
    expect(model.reachable()).toBe(false);
    answers = true;
    await expect(model.check()).resolves.toBe(true);
    expect(model.reachable()).toBe(true);
  });
});

describe('what counts as no answer from our server', () => {
  it("a proxy's 502, 503 or 504 (no node answered it), not our server's own 503 with its detail", () => {
    expect(isGatewayFailure(502, undefined)).toBe(true);
    expect(isGatewayFailure(503, undefined)).toBe(true);
    expect(isGatewayFailure(504, undefined)).toBe(true);
    expect(isGatewayFailure(503, 'The database is not available right now.')).toBe(false);
    expect(isGatewayFailure(500, undefined)).toBe(false);
    expect(isGatewayFailure(404, undefined)).toBe(false);
  });

  it('the probe asks /healthz past every cache, and a failed or refused answer is no answer', async () => {
    const fetchOk = vi.fn(async () => Response.json({ status: 'ok' }));
    await expect(probeHealthz(fetchOk)).resolves.toBe(true);
    expect(fetchOk).toHaveBeenCalledWith('/healthz', expect.objectContaining({ cache: 'no-store' }));
    await expect(probeHealthz(async () => new Response('', { status: 502 }))).resolves.toBe(false);
    await expect(probeHealthz(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBe(false);
  });
});
