import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CommentDialog } from '../features/comments/components/comment-dialog';
import { keepTypedText, restoreTypedText } from '../shared/util/typed-text';
import { reloadOnStaleBuild } from './stale-build-reload';

// The comment box grows with its text, and listens for fonts, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
});
afterEach(() => sessionStorage.clear());

describe('a comment being written when the app reloads for a newer build', () => {
  it('is in the comment dialog again when it opens after the reload, and posts as typed', async () => {
    const first = render(
      <MantineProvider>
        <CommentDialog
          title="Add comment"
          submitLabel="Post"
          saving={false}
          onClose={() => {}}
          onSubmit={() => {}}
        />
      </MantineProvider>,
    );
    const box = await screen.findByLabelText('Comment');
    // Typed as a climber types: React's state holds it.
    fireEvent.change(box, { target: { value: 'Drop knee at the third move' } });
    keepTypedText(document, sessionStorage, Date.now());
    first.unmount();

    // The page is back: the dialog opens again, empty as React draws it, and gets the text.
    const stop = restoreTypedText(document, sessionStorage, Date.now());
    const onSubmit = vi.fn();
    render(
      <MantineProvider>
        <CommentDialog
          title="Add comment"
          submitLabel="Post"
          saving={false}
          onClose={() => {}}
          onSubmit={onSubmit}
        />
      </MantineProvider>,
    );
    await waitFor(() => expect(screen.getByLabelText('Comment')).toHaveValue('Drop knee at the third move'));
    screen.getByRole('button', { name: 'Post' }).click();
    expect(onSubmit).toHaveBeenCalledWith('Drop knee at the third move');
    stop();
  });
});

describe("a lazy chunk's failure as Vite reports it", () => {
  const failed = (message: string) => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error(message),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('lets the chunk import go on without a stylesheet that did not load, and hands a chunk that did not load to its importer', () => {
    reloadOnStaleBuild();
    expect(failed('Unable to preload CSS for /assets/wall-home-page-1.css')).toBe(true);
    // Prevented, Vite would resolve the import to nothing and the importer would break on it.
    expect(failed('Failed to fetch dynamically imported module: /assets/wall-home-page-1.js')).toBe(false);
  });
});
