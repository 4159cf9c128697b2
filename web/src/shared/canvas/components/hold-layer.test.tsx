import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOLD_COLORS } from '../hold-colors';
import type { MarkedHold } from '../types';
import { HoldLayer } from './hold-layer';

const box = [
  { x: 0.1, y: 0.1 },
  { x: 0.2, y: 0.1 },
  { x: 0.2, y: 0.2 },
];
const holds: MarkedHold[] = [
  { id: 'a', polygon: box, mark: 'start' },
  { id: 'b', polygon: box, mark: 'top', label: '3' },
  { id: 'c', polygon: box, mark: 'unselected' },
];
const view = { zoom: 2, width: 1000, height: 500, scale: 0.5 };

function draw(props: Partial<Parameters<typeof HoldLayer>[0]> = {}) {
  const { container } = render(
    <svg>
      <HoldLayer holds={holds} view={view} {...props} />
    </svg>,
  );
  const polygon = (id: string) => container.querySelector(`polygon[data-hold-id="${id}"]`)!;
  return { container, polygon };
}

describe('HoldLayer', () => {
  it('draws every hold, unselected ones too, in photo pixels', () => {
    const { polygon } = draw();
    expect(polygon('a').getAttribute('points')).toBe('100,50 200,50 200,100');
    expect(polygon('a').getAttribute('data-mark')).toBe('start');
    expect(polygon('c').getAttribute('data-mark')).toBe('unselected');
  });
  it('colours holds by mark: a half-opacity fill inside a solid outline', () => {
    const { polygon } = draw();
    expect(polygon('a').getAttribute('fill')).toBe(HOLD_COLORS.start);
    expect(polygon('b').getAttribute('fill')).toBe(HOLD_COLORS.top);
    expect(polygon('a').getAttribute('fill-opacity')).toBe('0.5');
    expect(polygon('a').getAttribute('stroke')).toBe(HOLD_COLORS.start);
    expect(polygon('a').parentElement!.getAttribute('opacity')).toBeNull();
  });
  it('keeps unselected holds invisible unless asked to show them', () => {
    expect(draw().polygon('c').getAttribute('stroke')).toBe('transparent');
    expect(draw({ showUnselected: true }).polygon('c').getAttribute('stroke')).not.toBe('transparent');
  });
  it('draws white holds with letters in colour-blind mode, labels winning over letters', () => {
    const { polygon, container } = draw({ colorBlind: true });
    expect(polygon('a').getAttribute('fill')).toBe('#ffffff');
    expect([...container.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['S', '3']);
  });
  it('shows labels but no letters in colour', () => {
    const { container } = draw();
    expect([...container.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['3']);
  });
  it('keeps strokes the same size on screen at any zoom', () => {
    const { container } = draw();
    expect(container.querySelector('g[data-layer="holds"]')!.getAttribute('stroke-width')).toBe('4');
  });
});
