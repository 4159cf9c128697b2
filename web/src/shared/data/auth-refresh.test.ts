import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSignIn, getAccessToken } from './auth';
import { isReachable, noteNetworkFailure, resetReachability } from './reachability';

/** The OIDC library's session: an access token that expired while the phone was away, and its refresh. */
const oidc = vi.hoisted(() => ({
  user: { access_token: 'old-token', expires_in: -600, profile: { sub: 'acc-1' } },
  signinSilent: vi.fn(),
  removeUser: vi.fn(async () => undefined),
}));

vi.mock('oidc-client-ts', () => ({
  UserManager: class {
    getUser = async () => oidc.user;
    signinSilent = oidc.signinSilent;
    removeUser = oidc.removeUser;
  },
  WebStorageStateStore: class {},
}));

/** As oidc-client-ts names them: the provider's OAuth error answer, and its own time-out. */
const oauthError = (error: string) => Object.assign(new Error(error), { name: 'ErrorResponse', error });

beforeEach(() => {
  localStorage.setItem('oidc.user:http://spraybook.test/oidc:web', '{}');
  configureSignIn({ authority: 'http://spraybook.test/oidc', client_id: 'web', scope: 'openid' } as never);
});

afterEach(() => {
  localStorage.clear();
  resetReachability();
  vi.clearAllMocks();
});

describe('an access token that expired while the phone was away', () => {
  it('is refreshed before use when the server answers', async () => {
    oidc.signinSilent.mockResolvedValueOnce({ access_token: 'new-token' });
    await expect(getAccessToken()).resolves.toBe('new-token');
    expect(oidc.removeUser).not.toHaveBeenCalled();
  });

  it('stays, unrefreshed, when the refresh gets no answer: the session holds and the server is out of reach', async () => {
    oidc.signinSilent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(getAccessToken()).resolves.toBe('old-token');
    expect(oidc.removeUser).not.toHaveBeenCalled();
    expect(isReachable()).toBe(false);
  });

  it('is not refreshed at all while the server is out of reach', async () => {
    noteNetworkFailure();
    await expect(getAccessToken()).resolves.toBe('old-token');
    expect(oidc.signinSilent).not.toHaveBeenCalled();
  });

  it('ends the session when the provider refuses the refresh', async () => {
    oidc.signinSilent.mockRejectedValueOnce(oauthError('invalid_grant'));
    await expect(getAccessToken()).resolves.toBeNull();
    expect(oidc.removeUser).toHaveBeenCalledOnce();
  });
});
