import { describe, expect, it } from 'vitest';
import { controlsCorner, controlsStyle } from './controls-placement';

// A 390 x 600 canvas showing a 390 x 600 photo at zoom 1, 44 x 140 px of buttons, a 120-px sheet.
const container = { width: 390, height: 600 };
const base = { width: 390, height: 600 };
const whole = { zoom: 1, x: 0, y: 0 };
const buttons = { width: 44, height: 140 };
const sheet = 120;
/** A 20-px hold whose top-left corner is at (x, y) px on the photo. */
const hold = (x: number, y: number) => ({
  left: x / 390,
  top: y / 600,
  right: (x + 20) / 390,
  bottom: (y + 20) / 600,
});

describe('controlsCorner', () => {
  it('keeps the usual bottom-right corner while no hold is near it', () => {
    expect(controlsCorner(container, base, whole, [hold(40, 100), hold(60, 400)], buttons, sheet)).toBe(
      'bottom-right',
    );
  });

  it('moves the buttons to the bottom left when a start hold lies in the bottom right, above the sheet', () => {
    expect(controlsCorner(container, base, whole, [hold(340, 420), hold(200, 80)], buttons, sheet)).toBe(
      'bottom-left',
    );
  });

  it('goes to a top corner when both bottom corners hold a hold, and counts the ring around it', () => {
    // 24 px left of the right-hand buttons: clear of the buttons, not of its ring and letter.
    const nearRight = hold(390 - 10 - 44 - 20 - 20, 400);
    expect(controlsCorner(container, base, whole, [nearRight, hold(20, 400)], buttons, sheet)).toBe(
      'top-right',
    );
  });

  it('follows the view: a zoomed view moves the holds away from a corner', () => {
    const zoomed = { zoom: 2, x: -390, y: -600 };
    // Twice as large and moved up and left, the hold is at (290, 240) on screen: above the buttons.
    expect(controlsCorner(container, base, whole, [hold(340, 420)], buttons, sheet)).toBe('bottom-left');
    expect(controlsCorner(container, base, zoomed, [hold(340, 420)], buttons, sheet)).toBe('bottom-right');
  });

  it('takes the corner covering the least when every corner covers a hold', () => {
    const everywhere = [hold(350, 460), hold(20, 420), hold(340, 20), hold(10, 10), hold(30, 30)];
    expect(controlsCorner(container, base, whole, everywhere, buttons, sheet)).toBe('bottom-right');
  });
});

describe('controlsStyle', () => {
  it('lifts bottom corners above an overlay by the usual gap', () => {
    expect(controlsStyle('bottom-right', 180)).toEqual({
      bottom: 'calc(180px + var(--mantine-spacing-xs))',
      top: 'auto',
      right: 'var(--mantine-spacing-xs)',
      left: 'auto',
    });
  });

  it('puts top corners at the gap from the top, whatever covers the bottom', () => {
    expect(controlsStyle('top-left', 180)).toEqual({
      top: 'var(--mantine-spacing-xs)',
      bottom: 'auto',
      left: 'var(--mantine-spacing-xs)',
      right: 'auto',
    });
  });
});
