import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NOTICE_HEIGHT_VARIABLE, hasConsent } from '@spraybook/contract/plain';
import { CookieBanner } from './cookie-banner';

const renderBanner = () =>
  render(
    <MantineProvider>
      <CookieBanner />
    </MantineProvider>,
  );

describe('CookieBanner', () => {
  beforeEach(() => {
    document.cookie = 'cookie_consent=; max-age=0; path=/';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks until accepted, then remembers the choice in a cookie', () => {
    renderBanner();
    expect(
      screen.getByText('This app/website uses cookies to enhance the user experience.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByText(/uses cookies/)).not.toBeInTheDocument();
    expect(hasConsent(document.cookie)).toBe(true);
  });

  it('keeps its height on the root while it shows, so full-height pages end above it', () => {
    const report: { resized?: () => void } = {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report.resized = () =>
            callback(
              [{ borderBoxSize: [{ blockSize: 126.6, inlineSize: 390 }] } as unknown as ResizeObserverEntry],
              this as unknown as ResizeObserver,
            );
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const root = document.documentElement.style;
    renderBanner();
    act(() => report.resized!());
    expect(root.getPropertyValue(COOKIE_NOTICE_HEIGHT_VARIABLE)).toBe('127px');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(root.getPropertyValue(COOKIE_NOTICE_HEIGHT_VARIABLE)).toBe('');
  });

  it('reads consent only from its own cookie', () => {
    expect(hasConsent('other=1; cookie_consent=false')).toBe(false);
    expect(hasConsent('other=1; cookie_consent=true')).toBe(true);
    expect(hasConsent('other=1;cookie_consent=true')).toBe(true);
    expect(hasConsent(undefined)).toBe(false);
  });
});
