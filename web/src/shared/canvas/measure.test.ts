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
  it("is the part of its parent's height below the overlay's top, in whole px", () => {
    const sheet = laidOut(document.createElement('div'), { offsetParent: parent, offsetTop: 420.4 });
    expect(coveredBottomOf(sheet)).toBe(180);
  });
  it('is 0 for an overlay below its parent', () => {
    const sheet = laidOut(document.createElement('div'), { offsetParent: parent, offsetTop: 700 });
    expect(coveredBottomOf(sheet)).toBe(0);
  });
  it('is unknown for an overlay not laid out', () => {
    const sheet = laidOut(document.createElement('div'), { offsetParent: null, offsetTop: 0 });
    expect(coveredBottomOf(sheet)).toBeNull();
  });
});
