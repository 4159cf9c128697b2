import { describe, expect, it } from 'vitest';
import { RING_COLORS } from '../hold-colors';
import type { SvgNode } from '../svg-node';
import type { MarkedHold } from '../types';
import { climbLayerSvg, climbRings } from './climb-layer-geometry';
import { BADGE_PX, RING_PX } from './ring-geometry';
import { FIXTURE_VIEW, square } from '../climb-layer-fixtures';

const view = FIXTURE_VIEW;
const holds: MarkedHold[] = [
  { id: 'start', polygon: square(0.1, 0.8, 0.1), mark: 'start' },
  { id: 'tiny', polygon: square(0.5, 0.3, 0.01), mark: 'foot' },
  { id: 'other', polygon: square(0.7, 0.7, 0.1), mark: 'unselected' },
  { id: 'line', polygon: square(0.2, 0.2, 0.1).slice(0, 2), mark: 'top' },
];

/** Every node of the tree, depth first, in document order. */
const nodes = (node: SvgNode): SvgNode[] => [node, ...(node.children ?? []).flatMap(nodes)];

describe('climbRings', () => {
  it("rings the climb's outlined holds only, in viewBox units", () => {
    const rings = climbRings(holds, view);
    expect(rings.map((r) => r.hold.id)).toEqual(['start', 'tiny']);
    expect(rings[0]).toMatchObject({
      points: '100,400 200,400 200,450 100,450',
      centre: { x: 150, y: 425 },
      corner: { x: 200, y: 400 },
      color: RING_COLORS.start,
      shape: { kind: 'outline' },
    });
  });
  it('circles a hold smaller on screen than a finger', () => {
    expect(climbRings(holds, view)[1]!.shape.kind).toBe('circle');
  });
});

describe('climbLayerSvg', () => {
  it('draws masks, the dimming, the rings, then the badges, with the spotlight on', () => {
    const layer = climbLayerSvg(holds, view, { spotlight: 0.5, idPrefix: 'p' });
    expect(layer.children!.map((n) => n.tag)).toEqual(['defs', 'rect', 'g', 'g']);
    expect(layer.children![0]!.children!.map((m) => m.attributes.id)).toEqual(['p-outside', 'p-dimmed']);
    expect(layer.children![1]!.attributes).toMatchObject({ 'fill-opacity': 0.5, mask: 'url(#p-dimmed)' });
  });
  it('draws no dimming and its mask not at all with the spotlight off', () => {
    const layer = climbLayerSvg(holds, view, { spotlight: null, idPrefix: 'p' });
    expect(layer.children!.map((n) => n.tag)).toEqual(['defs', 'g', 'g']);
    expect(layer.attributes['data-spotlight']).toBe('off');
  });
  it('halos every ring beneath all the rings, each ring RING_PX on screen', () => {
    const [, rings] = climbLayerSvg(holds, view, { idPrefix: 'p' }).children!;
    const drawn = rings!.children!.map((n) => n.attributes['data-ring-hold'] ?? 'halo');
    expect(drawn).toEqual(['halo', 'halo', 'start', 'tiny']);
    expect(rings!.children![3]!.attributes['stroke-width']).toBe(RING_PX / view.scale);
  });
  it("puts a badge's lower-left corner just over its ring's top-right point", () => {
    const layer = climbLayerSvg(holds, view, { letters: true, idPrefix: 'p' });
    const badge = nodes(layer).find((n) => n.attributes['data-badge-hold'] === 'start')!;
    const [rect, text] = badge.children!;
    const px = 1 / view.scale;
    const height = BADGE_PX * px;
    expect(rect!.attributes.x).toBeCloseTo(200 + RING_PX * 0.7 * px - height * 0.2);
    expect(rect!.attributes.y).toBeCloseTo(400 - RING_PX * 0.7 * px - height * 0.8);
    expect(text!.text).toBe('S');
  });
});
