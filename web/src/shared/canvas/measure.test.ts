import { describe, expect, it } from 'vitest';
import { coveredBottomOf, elementSize } from './measure';

/** jsdom lays nothing out: the layout numbers an element would have. */
function laidOut<T extends HTMLElement>(element: T, layout: Record<string, unknown>) {
  for (const [name, value] of Object.entries(layout)) Object.defineProperty(element, name, { value });
  return element;
}

describe('elementSize', () => {
  it("is the element's box on screen, fractions kept", () => {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => new DOMRect(10, 20, 390.5, 600.25);
    expect(elementSize(element)).toEqual({ width: 390.5, height: 600.25 });
  });
});

describe('coveredBottomOf', () => {
  const parent = laidOut(document.createElement('div'), { clientHeight: 600 });
  const overlay = (layout: Record<string, unknown>, position = 'absolute') => {
    const element = laidOut(document.createElement('div'), layout);
    element.style.position = position;
    // Attached, so its computed style is its own.
    document.body.append(element);
    return element;
  };
  it("is the part of its parent's height below the overlay's top, in whole px", () => {
    const sheet = overlay({ offsetParent: parent, offsetTop: 420.4 });
    expect(coveredBottomOf(sheet)).toBe(180);
  });
  it('is 0 for an overlay below its parent', () => {
    const sheet = overlay({ offsetParent: parent, offsetTop: 700 });
    expect(coveredBottomOf(sheet)).toBe(0);
  });
  it('is unknown for an overlay not laid out', () => {
    const sheet = overlay({ offsetParent: null, offsetTop: 0 });
    expect(coveredBottomOf(sheet)).toBeNull();
  });
  it("is 0 for a sheet laid out beside its parent's canvas, in the flow (a phone on its side)", () => {
    for (const position of ['static', 'relative'])
      expect(coveredBottomOf(overlay({ offsetParent: parent, offsetTop: 8 }, position))).toBe(0);
  });
});
