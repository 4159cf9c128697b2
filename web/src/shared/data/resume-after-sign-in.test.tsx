import { useState } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useResumeAction, withAction } from './resume-after-sign-in';

/** Renders `Page` at `path` (what sign-in came back to); the router, to read the address. */
async function openAt(path: string, Page: () => null) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  await act(async () => render(<RouterProvider router={router} />));
  return router;
}

describe('the action a visitor comes back to after sign-in', () => {
  it('rides on the page address, beside its own query', () => {
    expect(withAction('/walls/w/climbs/c', 'tick')).toBe('/walls/w/climbs/c?action=tick');
    expect(withAction('/walls/w/climbs/c?tab=details', 'add-to-list')).toBe(
      '/walls/w/climbs/c?tab=details&action=add-to-list',
    );
  });

  it('reopens once the page is ready, then leaves the address', async () => {
    const resume = vi.fn();
    let signedIn = () => {};
    function Page() {
      const [ready, setReady] = useState(false);
      signedIn = () => setReady(true);
      useResumeAction('comment', ready, resume);
      return null;
    }
    const router = await openAt('/walls/w?tab=details&action=comment', Page);
    expect(resume).not.toHaveBeenCalled();
    await act(async () => signedIn());
    expect(resume).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?tab=details');
    await act(async () => router.navigate('/walls/w?tab=details'));
    expect(resume).toHaveBeenCalledTimes(1);
  });

  it('leaves another action alone', async () => {
    const resume = vi.fn();
    function Page() {
      useResumeAction('tick', true, resume);
      return null;
    }
    const router = await openAt('/?action=comment', Page);
    expect(resume).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?action=comment');
  });
});
