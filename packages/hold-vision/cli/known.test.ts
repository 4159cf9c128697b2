import { describe, expect, it } from 'vitest';
import { parseKnown } from './known.ts';

const triangle = [
  { x: 0.1, y: 0.1 },
  { x: 0.2, y: 0.1 },
  { x: 0.15, y: 0.2 },
];

describe('KNOWN.json', () => {
  it('reads the confirmed holds as relative polygons, in order', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ];
    expect(parseKnown(JSON.stringify({ polygons: [triangle, square] }))).toEqual([triangle, square]);
  });

  it('reads an empty list as no known holds', () => {
    expect(parseKnown('{"polygons": []}')).toEqual([]);
  });

  it('keeps only x and y of each point', () => {
    const withExtra = triangle.map((p) => ({ ...p, label: 'crimp' }));
    expect(parseKnown(JSON.stringify({ polygons: [withExtra] }))).toEqual([triangle]);
  });

  it.each([
    ['{"polygons": [', /not JSON/],
    ['[]', /needs \{"polygons"/],
    ['null', /needs \{"polygons"/],
    ['{"holds": []}', /needs \{"polygons"/],
    ['{"polygons": [[{"x": 0.1, "y": 0.1}, {"x": 0.2, "y": 0.2}]]}', /polygons\[0\] needs at least 3 points/],
    ['{"polygons": [{"x": 0.1}]}', /polygons\[0\] needs at least 3 points/],
    [
      '{"polygons": [[{"x": 0.1, "y": 0.1}, {"x": 0.2, "y": "0.2"}, {"x": 0.3, "y": 0.3}]]}',
      /polygons\[0\]\[1\] needs numbers x and y/,
    ],
    [
      '{"polygons": [[{"x": 0.1, "y": 0.1}, {"x": 0.2, "y": 0.2}, null]]}',
      /polygons\[0\]\[2\] needs numbers x and y/,
    ],
    [
      '{"polygons": [[{"x": 0.1, "y": 0.1}, {"x": 120, "y": 0.2}, {"x": 0.3, "y": 0.3}]]}',
      /polygons\[0\]\[1\] is outside 0..1/,
    ],
  ])('refuses %s', (text, message) => {
    expect(() => parseKnown(text)).toThrow(message);
  });
});
