import { describe, expect, it } from 'vitest';
import { installHelp } from './install-help';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

describe('installHelp', () => {
  it("uses the browser's own prompt whenever it offers one", () => {
    expect(installHelp({ hasPrompt: true, userAgent: ANDROID_FIREFOX, maxTouchPoints: 5 })).toBe('prompt');
  });

  it('explains Share, then Add to Home Screen on an iPhone', () => {
    expect(installHelp({ hasPrompt: false, userAgent: IPHONE, maxTouchPoints: 5 })).toBe('ios');
  });

  it('knows an iPad that calls itself a Mac by its touch screen', () => {
    expect(installHelp({ hasPrompt: false, userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe('ios');
    expect(installHelp({ hasPrompt: false, userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe('other');
  });

  it('points other browsers without a prompt to their menu', () => {
    expect(installHelp({ hasPrompt: false, userAgent: ANDROID_FIREFOX, maxTouchPoints: 5 })).toBe('other');
  });
});
