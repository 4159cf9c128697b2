import { Component, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const CHUNK_FAILED = new TypeError('Failed to fetch dynamically imported module: /assets/page-x.js');

class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>crash screen</p> : this.props.children;
  }
}

function renderPage(load: () => Promise<{ Page: () => ReactNode }>, reload: () => boolean) {
  const Page = lazyPage(load, 'Page', reload);
  render(
    <MantineProvider>
      <Caught>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Caught>
    </MantineProvider>,
  );
}

describe('a page whose code does not load online', () => {
  it("says 'Failed to load page.' once the reload guard stops reloading", async () => {
    const reload = vi.fn(() => false);
    renderPage(() => Promise.reject(CHUNK_FAILED), reload);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load page.');
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByText('crash screen')).toBeNull();
  });

  it('reloads instead while the guard allows it, showing nothing new meanwhile', async () => {
    const reload = vi.fn(() => true);
    renderPage(() => Promise.reject(CHUNK_FAILED), reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load page.')).toBeNull();
  });

  it('leaves an error of the page itself to the crash screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(
      () => Promise.reject(new Error('the module threw')),
      () => false,
    );
    expect(await screen.findByText('crash screen')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows the page once its code loads', async () => {
    renderPage(
      () => Promise.resolve({ Page: () => <p>the page</p> }),
      () => false,
    );
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
