import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/data/api-client';
import { ClaimWallNotice } from './claim-wall-notice';

vi.mock('../../../shared/data/api-client', async (original) => ({
  ...(await original<typeof import('../../../shared/data/api-client')>()),
  api: vi.fn(),
}));

const WALL = '00000000-0000-4000-8000-000000000010';

function renderNotice(canClaim: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ClaimWallNotice wall={{ id: WALL, can_claim: canClaim }} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ClaimWallNotice', () => {
  beforeEach(() => vi.mocked(api).mockReset());

  it('offers a setter of a wall without an owner to claim it, and claims it', async () => {
    vi.mocked(api).mockResolvedValue(null);
    renderNotice(true);
    expect(screen.getByText('This wall has no owner')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Claim this wall' }));
    await vi.waitFor(() => expect(api).toHaveBeenCalledWith('claimWall', { params: { id: WALL } }));
  });

  it('shows nothing when the caller may not claim the wall', () => {
    renderNotice(false);
    expect(screen.queryByRole('button', { name: 'Claim this wall' })).toBeNull();
  });
});
