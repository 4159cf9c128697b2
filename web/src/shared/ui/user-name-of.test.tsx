import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../data/api-client';
import { UserNameOf } from './user-name-of';
import { renderInApp } from '../../test/render-in-app';

vi.mock('../data/api-client', async (original) => ({
  ...(await original<typeof import('../data/api-client')>()),
  api: vi.fn(),
}));

const ID = '00000000-0000-4000-8000-000000000001';
const user = (over: object) => ({
  id: ID,
  display_name: 'Lena',
  profile_picture_url: null,
  deleted: false,
  ...over,
});

const renderName = () => renderInApp(<UserNameOf id={ID} />);

describe('UserNameOf', () => {
  // A block body: a function beforeEach returns is run as its teardown, and the mock is one.
  beforeEach(() => {
    vi.mocked(api).mockReset();
  });

  it("says 'Loading user...' while the profile loads, never 'Deleted user'", async () => {
    let answer!: (value: unknown) => void;
    vi.mocked(api).mockReturnValue(new Promise<never>((resolve) => (answer = resolve as never)));
    renderName();
    expect(screen.getByText('Loading user...')).toBeInTheDocument();
    expect(screen.queryByText('Deleted user')).toBeNull();
    answer(user({}));
    expect(await screen.findByRole('link', { name: 'Lena' })).toHaveAttribute('href', `/user/${ID}`);
    expect(screen.queryByText('Loading user...')).toBeNull();
    expect(api).toHaveBeenCalledWith('getUser', { params: { id: ID } });
  });

  it("says 'Error loading user' when the profile fails to load", async () => {
    vi.mocked(api).mockRejectedValue(new Error('offline'));
    renderName();
    expect(await screen.findByText('Error loading user')).toBeInTheDocument();
    expect(screen.queryByText('Deleted user')).toBeNull();
  });

  it("says 'Deleted user', without a link, only for an account that is deleted", async () => {
    vi.mocked(api).mockResolvedValue(user({ display_name: null, deleted: true }));
    renderName();
    expect(await screen.findByText('Deleted user')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
