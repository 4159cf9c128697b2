import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RING_COLORS } from '../hold-colors';
import { RING_PX } from '../math/ring-geometry';
import { ClimbLayer, type ClimbLayerProps } from './climb-layer';
import { FIXTURE_HOLDS, FIXTURE_VIEW } from '../climb-layer-fixtures';

const holds = FIXTURE_HOLDS;
const view = FIXTURE_VIEW;

function draw(props: Partial<ClimbLayerProps> = {}) {
  const { container } = render(
    <svg>
      <ClimbLayer holds={holds} view={view} {...props} />
    </svg>,
  );
  const ring = (id: string) => container.querySelector(`[data-ring-hold="${id}"]`);
  const badges = () =>
    [...container.querySelectorAll('[data-badge-hold]')].map((b) => [
      b.getAttribute('data-badge-hold'),
      b.textContent,
    ]);
  return { container, ring, badges };
}

describe('ClimbLayer', () => {
  it('rings every hold of the climb in its role colour, and nothing else', () => {
    const { ring } = draw();
    expect(ring('start')!.getAttribute('stroke')).toBe(RING_COLORS.start);
    expect(ring('hand')!.getAttribute('stroke')).toBe(RING_COLORS.intermediate);
    expect(ring('top')!.getAttribute('stroke')).toBe(RING_COLORS.top);
    expect(ring('other')).toBeNull();
  });
  it('keeps the ring RING_PX wide outside the hold at any zoom (twice that, half hidden inside)', () => {
    expect(draw().ring('start')!.getAttribute('stroke-width')).toBe(String(2 * RING_PX * 2));
    const zoomed = draw({ view: { ...view, zoom: 4, scale: 2 } });
    expect(zoomed.ring('start')!.getAttribute('stroke-width')).toBe(String((2 * RING_PX) / 2));
  });
  it('circles a hold too small on screen, and rings it along its outline once zoomed in', () => {
    expect(draw().ring('tiny')!.getAttribute('data-ring')).toBe('circle');
    expect(
      draw({ view: { ...view, zoom: 10, scale: 5 } })
        .ring('tiny')!
        .getAttribute('data-ring'),
    ).toBe('outline');
  });
  it('writes S, T, F, H beside the rings with letters on, circuit numbers always', () => {
    expect(draw({ letters: true }).badges()).toEqual([
      ['start', 'S'],
      ['tiny', 'F'],
      ['top', '4'],
    ]);
    expect(draw({ letters: false }).badges()).toEqual([['top', '4']]);
  });
  it('draws white rings and every letter, I too, in colour-blind mode', () => {
    const { ring, badges } = draw({ colorBlind: true, letters: false });
    expect(ring('start')!.getAttribute('stroke')).toBe('#ffffff');
    expect(badges()).toEqual([
      ['start', 'S'],
      ['hand', 'I'],
      ['tiny', 'F'],
      ['top', '4'],
    ]);
  });
  it('dims the wall outside the climb with the spotlight on, at its strength', () => {
    const on = draw({ spotlight: 0.6 }).container;
    const dim = on.querySelector('[data-spotlight-strength]')!;
    expect(dim.getAttribute('fill-opacity')).toBe('0.6');
    const mask = on.querySelector(dim.getAttribute('mask')!.slice(4, -1).replace(/:/g, '\\:'))!;
    // The climb's holds are cut out of the dimming (four holds; the unselected one is not).
    expect(mask.querySelectorAll('polygon, circle')).toHaveLength(4);
    expect(draw({ spotlight: null }).container.querySelector('[data-spotlight-strength]')).toBeNull();
  });
});
