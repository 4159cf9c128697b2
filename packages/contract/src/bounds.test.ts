import { describe, expect, it } from 'vitest';
import { AscentBody } from './ascents.ts';
import {
  ASCENT_ATTEMPTS_RANGE,
  isAscentAttempts,
  isPosition,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
} from './bounds.ts';
import { Coordinates } from './walls.ts';

const tick = (attempts: number) =>
  AscentBody.safeParse({
    climb_id: '00000000-0000-4000-8000-000000000000',
    ascent_date: '2026-11-25',
    ascent_type: 'redpoint',
    attempts,
  }).success;

describe("the web's plain bounds agree with the schemas", () => {
  it('attempts: the schema takes exactly what isAscentAttempts takes', () => {
    const { min, max } = ASCENT_ATTEMPTS_RANGE;
    for (const n of [min - 1, min, 2.5, max, max + 1]) expect(tick(n), String(n)).toBe(isAscentAttempts(n));
  });

  it('coordinates: the schema takes exactly what isPosition takes', () => {
    const lat = LATITUDE_RANGE;
    const lon = LONGITUDE_RANGE;
    const positions: [number, number][] = [
      [lat.min, lon.min],
      [lat.max, lon.max],
      [lat.min - 0.001, 0],
      [lat.max + 0.001, 0],
      [0, lon.min - 0.001],
      [0, lon.max + 0.001],
    ];
    for (const [a, b] of positions)
      expect(Coordinates.safeParse([a, b]).success, `${a}, ${b}`).toBe(isPosition(a, b));
  });
});
