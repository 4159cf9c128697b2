import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISPLAY_PREFERENCES } from '../shared/canvas/climb-display-preferences';
import { drawControlStates } from './draw-control-states';

const markup = `<span id="fs-letters"></span>
<span data-zoom-button="in"></span><span data-zoom-button="out"></span><span data-zoom-button="reset"></span>`;
const keep = (key: string, value: unknown) =>
  localStorage.setItem(`spraybook-pref:${key}`, JSON.stringify(value));
const disabled = () =>
  [...document.querySelectorAll('[data-zoom-button]')]
    .filter((b) => b.hasAttribute('data-disabled'))
    .map((b) => b.getAttribute('data-zoom-button'));

describe("the first screen's controls, as the app will draw them", () => {
  beforeEach(() => {
    document.body.innerHTML = markup;
  });
  afterEach(() => localStorage.clear());

  it('keep the default: letters on', () => {
    drawControlStates(document, 2, 1);
    expect(document.getElementById('fs-letters')!.hasAttribute('data-off')).toBe(false);
  });

  it("follow this browser's choice: letters off", () => {
    keep(DISPLAY_PREFERENCES.letters, false);
    drawControlStates(document, 2, 1);
    expect(document.getElementById('fs-letters')!.hasAttribute('data-off')).toBe(true);
  });

  it('draw zoom out disabled at the whole wall and zoom in disabled at the closest zoom', () => {
    drawControlStates(document, 1, 1);
    expect(disabled()).toEqual(['out']);
    drawControlStates(document, 10, 1);
    expect(disabled()).toEqual(['in']);
    drawControlStates(document, 2.5, 1);
    expect(disabled()).toEqual([]);
  });

  it('draw zoom out enabled at the whole wall where the view may zoom out further, above the sheet', () => {
    drawControlStates(document, 1, 0.8);
    expect(disabled()).toEqual([]);
    drawControlStates(document, 0.8, 0.8);
    expect(disabled()).toEqual(['out']);
  });
});
