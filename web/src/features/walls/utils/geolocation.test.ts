import { describe, expect, it, vi } from 'vitest';
import { LocationError, locateDevice } from './geolocation';

type Outcome = { lat: number; lon: number } | { code: number };

/** A fake Geolocation answering each call with the next outcome, recording the options used. */
function fakeGeolocation(...outcomes: Outcome[]) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
      const next = outcomes.shift()!;
      if ('code' in next) fail?.({ code: next.code, message: '' } as GeolocationPositionError);
      else ok({ coords: { latitude: next.lat, longitude: next.lon } } as GeolocationPosition);
    },
  );
  return { geo: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition };
}

const accuracyOf = (call: unknown[]) => (call[2] as PositionOptions).enableHighAccuracy;

describe('locateDevice', () => {
  it('answers [latitude, longitude] from a high-accuracy fix', async () => {
    const { geo, getCurrentPosition } = fakeGeolocation({ lat: 59.3, lon: 18.1 });
    await expect(locateDevice(geo)).resolves.toEqual([59.3, 18.1]);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]![2]).toMatchObject({ enableHighAccuracy: true, timeout: 10_000 });
  });

  it('retries with low accuracy when the high-accuracy fix times out', async () => {
    const { geo, getCurrentPosition } = fakeGeolocation({ code: 3 }, { lat: 1, lon: 2 });
    await expect(locateDevice(geo)).resolves.toEqual([1, 2]);
    expect(getCurrentPosition.mock.calls.map(accuracyOf)).toEqual([true, false]);
  });

  it('reports Timeout when the low-accuracy retry times out too', async () => {
    const { geo } = fakeGeolocation({ code: 3 }, { code: 3 });
    await expect(locateDevice(geo)).rejects.toThrow('Timeout');
  });

  it('does not retry when permission is denied', async () => {
    const { geo, getCurrentPosition } = fakeGeolocation({ code: 1 });
    await expect(locateDevice(geo)).rejects.toThrow('Permission denied');
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it.each([
    [2, 'Position unavailable'],
    [99, 'Unknown error'],
  ])('turns error code %i into %s', async (code, text) => {
    const { geo } = fakeGeolocation({ code });
    await expect(locateDevice(geo)).rejects.toThrow(text);
  });

  it('says Geolocation not supported without a geolocation API', async () => {
    const error = await locateDevice(undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocationError);
    expect((error as LocationError).message).toBe('Geolocation not supported');
  });
});
