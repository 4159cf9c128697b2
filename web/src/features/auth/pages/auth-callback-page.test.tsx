import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/data/api-client';
import { AuthCallbackPage } from './auth-callback-page';
import { renderInApp } from '../../../test/render-in-app';

const signinRedirectCallback = vi.fn();
vi.mock('../../../shared/data/auth', () => ({
  userManager: async () => ({ signinRedirectCallback }),
  signIn: vi.fn(),
}));
vi.mock('../../../shared/data/api-client', async (original) => ({
  ...(await original<typeof import('../../../shared/data/api-client')>()),
  api: vi.fn(),
}));

const renderCallback = () => renderInApp(<AuthCallbackPage />, { at: '/auth/callback?code=c&state=s' });

describe('the sign-in callback', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says 'Failed to load auth token.' when the code cannot be exchanged for tokens", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signinRedirectCallback.mockRejectedValue(new Error('invalid_grant'));
    renderCallback();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load auth token.');
    expect(alert).toHaveTextContent('invalid_grant');
    expect(api).not.toHaveBeenCalled();
  });

  it("says 'Sign-in failed' when the tokens came but the user did not load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signinRedirectCallback.mockResolvedValue({ profile: { sub: 'u1' }, state: { returnTo: '/' } });
    vi.mocked(api).mockRejectedValue(new ApiError(500, 'Database unavailable'));
    renderCallback();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed');
    expect(alert).not.toHaveTextContent('Failed to load auth token.');
  });
});
