import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { Climb, User } from '@spraybook/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/data/api-client';
import { meQuery } from '../../../shared/data/users/get-me';
import { wallQuery } from '../../../shared/data/walls/get-wall';
import { renderInApp } from '../../../test/render-in-app';
import { VoteDialog } from './vote-dialog';

vi.mock('../../../shared/data/api-client', async (original) => ({
  ...(await original<typeof import('../../../shared/data/api-client')>()),
  api: vi.fn(),
}));
vi.mock('../../../shared/data/auth-context', () => ({
  useAuth: () => ({ oidcUser: { profile: { sub: 'sub-1' } }, loading: false }),
}));

const climb = {
  id: '00000000-0000-4000-8000-0000000000c1',
  wall_id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Crimp line',
  grade_votes: [],
  rating_votes: [],
  broken_votes: [],
} as unknown as Climb;
const me = (defaultSystem: string | null) =>
  ({ id: '00000000-0000-4000-8000-000000000001', default_grade_system: defaultSystem }) as User;

/** The dialog over a climb page, which has the climber's profile and the wall loaded already. */
function renderDialog(props: { me: User | undefined; meFailed?: boolean }, wallSystem = 'Font') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (props.me) client.setQueryData(meQuery('sub-1').queryKey, props.me);
  client.setQueryData(wallQuery(climb.wall_id).queryKey, { grade_system: wallSystem } as never);
  renderInApp(<VoteDialog kind="grade" climb={climb} {...props} onClose={() => undefined} />, { client });
}

describe('the Details tab’s Grade dialog', () => {
  beforeEach(() => {
    vi.mocked(api).mockReset();
  });

  it("says 'Failed to load grade.' when the climber's own vote cannot load, instead of waiting forever", () => {
    renderDialog({ me: undefined, meFailed: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load grade.');
  });

  it('starts in the system the climber reads grades in, its grades ready to pick', () => {
    renderDialog({ me: me('V') });
    expect(screen.getByRole('combobox', { name: 'Grade system' })).toHaveValue('V');
    expect(screen.getByRole('combobox', { name: 'Grade' })).toBeEnabled();
  });

  it("without a default system, starts in the wall's", () => {
    renderDialog({ me: me(null) }, 'V');
    expect(screen.getByRole('combobox', { name: 'Grade system' })).toHaveValue('V');
  });
});
