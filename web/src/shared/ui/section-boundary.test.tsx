import { Component, lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTION_NOT_LOADED, SECTION_NOT_SAVED_OFFLINE } from '../util/texts';
import { SectionBoundary } from './section-boundary';

/** A section whose code fails as the browser says when it cannot fetch it. */
const Unfetched = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/feed-1.js')),
);

/** The page's own boundary, above the section's. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The page failed</p> : this.props.children;
  }
}

function page(section: ReactNode, fallback?: ReactNode) {
  return render(
    <MantineProvider>
      <PageBoundary>
        <h1>Spraywall of the Month</h1>
        <SectionBoundary fallback={fallback}>
          <Suspense fallback={null}>{section}</Suspense>
        </SectionBoundary>
      </PageBoundary>
    </MantineProvider>,
  );
}

describe('a part of a page whose code did not load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so in its place and leaves the rest of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page(<Unfetched />);
    expect(await screen.findByText(SECTION_NOT_LOADED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spraywall of the Month' })).toBeInTheDocument();
  });

  it('says it is not saved on this phone when the phone is offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    page(<Unfetched />);
    expect(await screen.findByText(SECTION_NOT_SAVED_OFFLINE)).toBeInTheDocument();
  });

  it('leaves nothing in place of a control whose code did not load, and the page stays', async () => {
    // React reports the error its boundary caught: by then the section has failed.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(<Unfetched />, null);
    await vi.waitFor(() => expect(reported).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Spraywall of the Month' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('The page failed')).toBeNull();
  });

  it('hands any other error to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): ReactNode {
      throw new Error('bad data');
    }
    page(<Broken />);
    expect(await screen.findByText('The page failed')).toBeInTheDocument();
  });
});
