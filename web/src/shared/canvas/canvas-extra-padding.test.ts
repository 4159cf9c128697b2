import { CANVAS_EXTRA_PADDING_DEFAULT } from '@spraybook/contract/plain';
import { describe, expect, it } from 'vitest';
import {
  canvasExtraPadding,
  INSTALLED_QUERY,
  MOBILE_QUERY,
  visitorCanvasExtraPadding,
} from './canvas-extra-padding';

/** A window where only the given media queries match. */
const matching =
  (...queries: string[]) =>
  (query: string) => ({ matches: queries.includes(query) });

describe('canvasExtraPadding', () => {
  it("pads by the user's choice on a phone in the browser", () => {
    expect(canvasExtraPadding(true, false, 80)).toBe(80);
  });
  it('pads by the default on a phone without a choice of their own', () => {
    expect(canvasExtraPadding(true, false, undefined)).toBe(CANVAS_EXTRA_PADDING_DEFAULT);
  });
  it('pads nothing when installed (no toolbars) or on a desktop', () => {
    expect(canvasExtraPadding(true, true, 80)).toBe(0);
    expect(canvasExtraPadding(false, false, 80)).toBe(0);
  });
});

describe('visitorCanvasExtraPadding', () => {
  it('pads by the default on a touch screen or narrow window in the browser', () => {
    expect(visitorCanvasExtraPadding(matching(MOBILE_QUERY))).toBe(CANVAS_EXTRA_PADDING_DEFAULT);
  });
  it('pads nothing in the installed app or on a desktop', () => {
    expect(visitorCanvasExtraPadding(matching(MOBILE_QUERY, INSTALLED_QUERY))).toBe(0);
    expect(visitorCanvasExtraPadding(matching())).toBe(0);
  });
});
