import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOASTS_OFFSET_VARIABLE, toastsOffset, useToastsAbove } from './toasts-above';

const box = (top: number, bottom: number) => ({ top, bottom, height: bottom - top });

describe('toastsOffset', () => {
  it('lifts toasts above the highest bar in the lower half of the screen', () => {
    expect(toastsOffset([box(740, 844)], 844)).toBe(104);
    expect(toastsOffset([box(740, 844), box(600, 830)], 844)).toBe(244);
  });

  it('rounds up, so a toast never overlaps a bar whose top lies between pixels', () => {
    expect(toastsOffset([box(544.7, 844)], 844)).toBe(300);
  });

  it('leaves them at the bottom for no bar, a hidden one, one up top or one scrolled away', () => {
    expect(toastsOffset([], 844)).toBe(0);
    expect(toastsOffset([box(0, 0)], 844)).toBe(0);
    // The hold editor's tool bar, under the top bar.
    expect(toastsOffset([box(60, 170)], 844)).toBe(0);
    expect(toastsOffset([box(900, 1000)], 844)).toBe(0);
  });

  it('never lifts them past the top of the screen', () => {
    expect(toastsOffset([box(-50, 844)], 844)).toBe(844);
  });
});

function Bar({ top }: { top: number }) {
  const ref = useToastsAbove<HTMLDivElement>();
  return (
    <div
      ref={(element) => {
        if (element) element.getBoundingClientRect = () => ({ ...box(top, 768), x: 0, y: top }) as DOMRect;
        return ref(element);
      }}
    />
  );
}

describe('useToastsAbove', () => {
  const offset = () => document.documentElement.style.getPropertyValue(TOASTS_OFFSET_VARIABLE);

  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  it('sets the offset in the frame after its bar is mounted, and clears it once the bar is gone', async () => {
    // jsdom's window is 1024 x 768.
    const { rerender, unmount } = render(<Bar top={668} />);
    await nextFrame();
    expect(offset()).toBe('100px');
    rerender(<></>);
    await nextFrame();
    expect(offset()).toBe('0px');
    unmount();
  });
});
