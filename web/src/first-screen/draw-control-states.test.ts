import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISPLAY_PREFERENCES } from '../shared/canvas/climb-display-preferences';
import { drawControlStates } from './draw-control-states';

const markup = `<span id="fs-letters"></span><div id="fs-spotlight"></div>
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

  it('keep the defaults: letters and spotlight on, the slider at the default strength', () => {
    drawControlStates(document, 2, 1);
    expect(document.getElementById('fs-letters')!.hasAttribute('data-off')).toBe(false);
    const spotlight = document.getElementById('fs-spotlight')!;
    expect(spotlight.hasAttribute('data-off')).toBe(false);
    // 0.65 on the slider's 0.2..0.85.
    expect(parseFloat(spotlight.style.getPropertyValue('--fs-strength'))).toBeCloseTo(69.23, 1);
  });

  it("follow this browser's choices: letters off, spotlight off at its lightest", () => {
    keep(DISPLAY_PREFERENCES.letters, false);
    keep(DISPLAY_PREFERENCES.spotlight, false);
    keep(DISPLAY_PREFERENCES.spotlightStrength, 0.2);
    drawControlStates(document, 2, 1);
    expect(document.getElementById('fs-letters')!.hasAttribute('data-off')).toBe(true);
    const spotlight = document.getElementById('fs-spotlight')!;
    expect(spotlight.hasAttribute('data-off')).toBe(true);
    expect(spotlight.style.getPropertyValue('--fs-strength')).toBe('0%');
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
