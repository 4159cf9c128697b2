import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  releaseFirstScreen,
  releaseFirstScreenEventually,
  releaseFirstScreenWhenLoaded,
} from './first-screen-release';

const shown = () => document.getElementById('first-screen') !== null;

beforeEach(() => {
  document.documentElement.setAttribute('data-first-screen', '');
  document.head.innerHTML = '<style id="first-screen-styles">body{background:#242424}</style>';
  document.body.innerHTML = '<div id="first-screen"><h1>Board</h1></div><div id="root"></div>';
});
afterEach(() => vi.useRealTimers());

describe('the first screen', () => {
  it('goes with its styles and the mark that hides the app', () => {
    releaseFirstScreen();
    expect(shown()).toBe(false);
    expect(document.getElementById('first-screen-styles')).toBeNull();
    expect(document.documentElement.hasAttribute('data-first-screen')).toBe(false);
  });

  it('stays until the photo it stands for has loaded, or failed to', () => {
    for (const event of ['load', 'error']) {
      const photo = document.createElement('img');
      Object.defineProperty(photo, 'complete', { value: false });
      releaseFirstScreenWhenLoaded(photo);
      expect(shown()).toBe(true);
      photo.dispatchEvent(new Event(event));
      expect(shown(), event).toBe(false);
      document.body.innerHTML = '<div id="first-screen"></div>';
    }
  });

  it('goes at once when that photo is already drawn (the same file, from the cache)', () => {
    const photo = document.createElement('img');
    Object.defineProperty(photo, 'complete', { value: true });
    releaseFirstScreenWhenLoaded(photo);
    expect(shown()).toBe(false);
  });

  it('never stays longer than ten seconds over an app whose page did not come', () => {
    vi.useFakeTimers();
    releaseFirstScreenEventually();
    vi.advanceTimersByTime(9_999);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(false);
  });
});
