import { describe, expect, it } from 'vitest';
import { installHelp } from './install-help';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

describe('installHelp', () => {
  it("uses the browser's own prompt whenever it offers one", () => {
    expect(
      installHelp({ secure: true, hasPrompt: true, userAgent: ANDROID_FIREFOX, maxTouchPoints: 5 }),
    ).toBe('prompt');
  });

  it('explains Share, then Add to Home Screen on an iPhone', () => {
    expect(installHelp({ secure: true, hasPrompt: false, userAgent: IPHONE, maxTouchPoints: 5 })).toBe('ios');
  });

  it('knows an iPad that calls itself a Mac by its touch screen', () => {
    expect(installHelp({ secure: true, hasPrompt: false, userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(
      'ios',
    );
    expect(installHelp({ secure: true, hasPrompt: false, userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(
      'other',
    );
  });

  it('offers no way to install on a page that is not a secure context (plain HTTP)', () => {
    for (const userAgent of [IPHONE, ANDROID_FIREFOX]) {
      expect(installHelp({ secure: false, hasPrompt: false, userAgent, maxTouchPoints: 5 })).toBe('insecure');
    }
  });

  it('points other browsers without a prompt to their menu', () => {
    expect(
      installHelp({ secure: true, hasPrompt: false, userAgent: ANDROID_FIREFOX, maxTouchPoints: 5 }),
    ).toBe('other');
  });
});
