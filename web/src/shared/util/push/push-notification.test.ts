import { describe, expect, it, vi } from 'vitest';
import { notificationFromPush, openFromNotification, PUSH_ICON } from './push-notification';

const ORIGIN = 'https://spraybook.test';

describe('the push handler', () => {
  it('shows the title, body, icon and tag, and keeps the place to open', () => {
    const text = JSON.stringify({
      title: 'Spraybook',
      body: 'Ana flashed Morning coffee',
      url: '/walls/w/climbs/c',
      tag: 'tick',
    });
    expect(notificationFromPush(text)).toEqual({
      title: 'Spraybook',
      options: {
        body: 'Ana flashed Morning coffee',
        icon: PUSH_ICON,
        badge: PUSH_ICON,
        tag: 'tick',
        data: { url: '/walls/w/climbs/c' },
      },
    });
  });

  it('never leads outside the app, and says something for an unreadable push', () => {
    expect(
      notificationFromPush(JSON.stringify({ body: 'x', url: 'https://evil.test/' })).options.data.url,
    ).toBe('/notifications');
    expect(notificationFromPush(JSON.stringify({ url: '//evil.test/' })).options.data.url).toBe(
      '/notifications',
    );
    expect(notificationFromPush('not json')).toMatchObject({ title: 'Spraybook', options: { body: '' } });
    expect(notificationFromPush(undefined).options.data.url).toBe('/notifications');
  });
});

const appWindow = (path: string) => ({
  url: `${ORIGIN}${path}`,
  focus: vi.fn(async () => undefined),
  navigate: vi.fn(async () => undefined),
});

describe('the notificationclick handler', () => {
  it('brings forward the window already showing the place', async () => {
    const showing = appWindow('/walls/w/climbs/c');
    const openWindow = vi.fn(async () => null);
    await openFromNotification(
      { url: '/walls/w/climbs/c' },
      { matchAll: async () => [appWindow('/'), showing], openWindow },
      ORIGIN,
    );
    expect(showing.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('takes an open window of the app there, else opens one', async () => {
    const other = appWindow('/');
    const openWindow = vi.fn(async () => null);
    await openFromNotification({ url: '/user/u' }, { matchAll: async () => [other], openWindow }, ORIGIN);
    expect(other.navigate).toHaveBeenCalledWith(`${ORIGIN}/user/u`);
    expect(other.focus).toHaveBeenCalled();
    await openFromNotification({ url: '/user/u' }, { matchAll: async () => [], openWindow }, ORIGIN);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/user/u`);
  });

  it('opens a new window when the open one cannot be navigated', async () => {
    const other = { ...appWindow('/'), navigate: vi.fn(async () => Promise.reject(new TypeError('no'))) };
    const openWindow = vi.fn(async () => null);
    await openFromNotification({ url: '/walls/w' }, { matchAll: async () => [other], openWindow }, ORIGIN);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/walls/w`);
  });
});
