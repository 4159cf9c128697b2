import { Component, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_NOT_SAVED_OFFLINE } from '../shared/util/texts';
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

/**
 * `goesAhead`: whether the reload went ahead (a node refused a file), as `reloadGoesAhead` reads it;
 * `serverAnswers`: whether `/healthz` answered.
 */
function renderPage(
  load: () => Promise<{ Page: () => ReactNode }>,
  reload: () => boolean,
  goesAhead: () => Promise<boolean> = async () => true,
  serverAnswers: () => Promise<boolean> = async () => true,
) {
  const Page = lazyPage(load, 'Page', reload, goesAhead, serverAnswers);
  render(
    <MantineProvider>
      <MemoryRouter>
        <Caught>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </Caught>
      </MemoryRouter>
    </MantineProvider>,
  );
}

const offlinePage = () => screen.findByRole('heading', { name: PAGE_NOT_SAVED_OFFLINE }, { timeout: 5_000 });

describe('a page whose code does not load online', () => {
  it("says 'Failed to load page.' once the reload guard stops reloading (the server answers)", async () => {
    const reload = vi.fn(() => false);
    renderPage(() => Promise.reject(CHUNK_FAILED), reload);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Failed to load page.',
    );
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

  it("says 'Failed to load page.' when the reload lets the page be and the server answers: the code was lost on the way", async () => {
    const reload = vi.fn(() => true);
    renderPage(
      () => Promise.reject(CHUNK_FAILED),
      reload,
      async () => false,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Failed to load page.',
    );
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the offline page when the reload lets the page be and the server does not answer either (a Wi-Fi without internet)', async () => {
    const serverAnswers = vi.fn(async () => false);
    renderPage(
      () => Promise.reject(CHUNK_FAILED),
      () => true,
      async () => false,
      serverAnswers,
    );
    expect(await offlinePage()).toBeVisible();
    expect(serverAnswers).toHaveBeenCalledOnce();
    expect(screen.queryByText('Failed to load page.')).toBeNull();
  });

  it('shows the offline page once the reload guard stops reloading if the server does not answer', async () => {
    renderPage(
      () => Promise.reject(CHUNK_FAILED),
      () => false,
      async () => true,
      async () => false,
    );
    expect(await offlinePage()).toBeVisible();
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
