import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOASTS_AT_TOP_ATTRIBUTE, useToastsAtTop } from './toasts-at-top';

function Page() {
  useToastsAtTop();
  return null;
}

const atTop = () => document.documentElement.hasAttribute(TOASTS_AT_TOP_ATTRIBUTE);

describe('useToastsAtTop', () => {
  it('puts toasts at the top while a page asking for it is mounted, and back at the bottom after', () => {
    expect(atTop()).toBe(false);
    const page = render(<Page />);
    expect(atTop()).toBe(true);
    page.unmount();
    expect(atTop()).toBe(false);
  });

  it('keeps them at the top until the last such page goes (the next page mounts before the last leaves)', () => {
    const first = render(<Page />);
    const second = render(<Page />);
    first.unmount();
    expect(atTop()).toBe(true);
    second.unmount();
    expect(atTop()).toBe(false);
  });
});
