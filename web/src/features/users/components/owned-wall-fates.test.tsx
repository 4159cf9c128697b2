import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/data/api-client';
import { OwnedWallFates } from './owned-wall-fates';

vi.mock('../../../shared/data/api-client', async (original) => ({
  ...(await original<typeof import('../../../shared/data/api-client')>()),
  api: vi.fn(),
}));

const USER = '00000000-0000-4000-8000-000000000001';
const wall = (n: number) => `00000000-0000-4000-8000-00000000001${n}`;

function renderFates() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <OwnedWallFates userId={USER} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('OwnedWallFates', () => {
  beforeEach(() => vi.mocked(api).mockReset());

  it("lists each owned wall's fate as the server plans it", async () => {
    vi.mocked(api).mockResolvedValue({
      walls: [
        { id: wall(1), name: 'Board A', fate: 'to_admin', heir: { id: wall(9), display_name: 'Ana' } },
        { id: wall(2), name: 'Board B', fate: 'kept_without_owner', heir: null },
        { id: wall(3), name: 'Board C', fate: 'deleted', heir: null },
        { id: wall(4), name: 'Board D', fate: 'to_admin', heir: { id: wall(8), display_name: null } },
      ],
    });
    renderFates();
    const list = await screen.findByRole('list', { name: 'Your walls' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Board A goes to Ana (admin)',
      'Board B stays for its climbers, owned by no one',
      'Board C is deleted',
      'Board D goes to Unnamed user (admin)',
    ]);
    expect(api).toHaveBeenCalledWith('getAccountDeletionPreview', { params: { id: USER } });
  });

  it('shows nothing for an account without walls', async () => {
    vi.mocked(api).mockResolvedValue({ walls: [] });
    renderFates();
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByText(/Checking/)).toBeNull());
    expect(screen.queryByRole('list')).toBeNull();
  });
});
