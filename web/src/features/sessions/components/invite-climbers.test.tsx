import type { Session } from '@spraybook/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/data/api-client';
import { showToast } from '../../../shared/ui/overlays';
import { answerApi } from '../../../test/answer-api';
import { renderInApp } from '../../../test/render-in-app';
import { mutual } from '../api/session-invitations';
import { InviteDialogBody } from './invite-climbers';

vi.mock('../../../shared/data/api-client', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/overlays', () => ({ showToast: vi.fn() }));
vi.mock('../../../shared/data/auth-context', () => ({
  useAuth: () => ({ oidcUser: { profile: { sub: 'invite-sub' } }, loading: false }),
}));

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const person = (n: number, name: string, deleted = false) => ({
  id: id(n),
  display_name: name,
  profile_picture_url: null,
  deleted,
});
const ME = person(1, 'Ana');
const BEA = person(2, 'Bea');
const CID = person(3, 'Cid');
const DEE = person(4, 'Dee');
const EVE = person(5, 'Eve');
const FOLLOWED_ONLY = person(6, 'Fay');
const SESSION_ID = '00000000-0000-4000-8000-0000000000f1';
const session = {
  id: SESSION_ID,
  members: [
    { user_id: ME.id, display_name: 'Ana', present: true, joined: '2026-11-30T09:00:00.000Z' },
    { user_id: DEE.id, display_name: 'Dee', present: true, joined: '2026-11-30T09:01:00.000Z' },
  ],
} as unknown as Session;

beforeEach(() => {
  vi.mocked(api).mockReset();
  answerApi({
    getMe: { ...ME, followers_count: 4, following_count: 5 },
    getFollowing: [EVE, BEA, CID, DEE, FOLLOWED_ONLY],
    getFollowers: [BEA, CID, DEE, EVE],
    getSessionInvitations: {
      invitations: [
        { user_id: EVE.id, display_name: 'Eve', invited_by: ME.id, invited: '2026-11-30T09:02:00.000Z' },
      ],
    },
    inviteToSession: { invitations: [] },
  });
});

describe('the invite dialog', () => {
  it('offers the climbers who follow each other, by name; those invited or in the session show so', async () => {
    renderInApp(<InviteDialogBody session={session} onDone={() => {}} />);
    const rows = await screen.findAllByTestId('invite-row');
    const said = (row: HTMLElement) =>
      [
        computeAccessibleName(within(row).getByRole('checkbox')),
        within(row).queryByText(/Invited|In the/)?.textContent,
      ]
        .filter(Boolean)
        .join(': ');
    expect(rows.map(said)).toEqual(['Bea', 'Cid', 'Dee: In the session', 'Eve: Invited']);
    const eve = within(rows[3]!).getByRole('checkbox');
    expect([(eve as HTMLInputElement).checked, eve.hasAttribute('disabled')]).toEqual([true, true]);
    expect(screen.getByRole('button', { name: 'Invite' }).hasAttribute('disabled')).toBe(true);
  });

  it('finds climbers by name as one types', async () => {
    renderInApp(<InviteDialogBody session={session} onDone={() => {}} />);
    await screen.findAllByTestId('invite-row');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search climbers' }), { target: { value: 'ci' } });
    expect(screen.getAllByRole('checkbox').map((c) => computeAccessibleName(c))).toEqual(['Cid']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search climbers' }), { target: { value: 'zed' } });
    expect(screen.getByText('No climber matches.')).toBeTruthy();
  });

  it("'Invite' sends the climbers picked, then says whom it reached", async () => {
    const onDone = vi.fn();
    renderInApp(<InviteDialogBody session={session} onDone={onDone} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Bea' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('inviteToSession', {
        params: { id: SESSION_ID },
        body: { user_ids: [BEA.id, CID.id] },
      }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invited Bea and Cid' }));
  });

  it('says how to get someone to invite when nobody follows back', async () => {
    answerApi({
      getMe: { ...ME, followers_count: 0, following_count: 1 },
      getFollowing: [FOLLOWED_ONLY],
      getFollowers: [],
      getSessionInvitations: { invitations: [] },
    });
    renderInApp(<InviteDialogBody session={session} onDone={() => {}} />);
    expect(await screen.findByText(/Follow climbers who follow you back/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
  });
});

describe('mutual', () => {
  it('keeps those in both lists, not deleted, by name', () => {
    expect(
      mutual([CID, BEA, person(7, 'Gone', true), FOLLOWED_ONLY], [BEA, CID, person(7, 'Gone', true)]),
    ).toEqual([BEA, CID]);
  });
});
