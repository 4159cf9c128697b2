import { MantineProvider } from '@mantine/core';
import { WRONG_PASSWORD } from '@spraybook/contract/plain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../shared/data/api-client';
import { RecoveryEmailSection } from './recovery-email-section';

vi.mock('../../../shared/data/api-client', async (original) => ({
  ...(await original<typeof import('../../../shared/data/api-client')>()),
  api: vi.fn(),
}));

const USER = '00000000-0000-4000-8000-000000000001';
const SENT = 'We sent a confirmation link to new@example.org; the address changes when you open it.';

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RecoveryEmailSection userId={USER} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Set e-mail' });

describe('RecoveryEmailSection', () => {
  beforeEach(() => {
    vi.mocked(api).mockReset();
    vi.mocked(api).mockImplementation(async (name) => {
      if (name === 'getRecoveryEmail')
        return { email: 'old@example.org', pending_email: null, available: true };
      throw new Error(`unexpected ${name}`);
    });
  });

  it('asks for the current password once the address changes, and sends it with the new address', async () => {
    renderSection();
    expect(await screen.findByText('Reset links go to old@example.org.')).toBeVisible();
    expect(screen.queryByLabelText('Current password', { exact: false })).toBeNull();
    fireEvent.change(field('E-mail address'), { target: { value: 'New@Example.org' } });
    expect(saveButton()).toBeDisabled();
    fireEvent.change(field('Current password'), { target: { value: 'my password' } });
    vi.mocked(api).mockResolvedValueOnce({
      email: 'old@example.org',
      pending_email: 'new@example.org',
      available: true,
    });
    fireEvent.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(api).toHaveBeenCalledWith('setRecoveryEmail', {
      params: { id: USER },
      body: { email: 'New@Example.org', current_password: 'my password' },
    });
  });

  it('shows a wrong password beside the field', async () => {
    renderSection();
    await screen.findByText('Reset links go to old@example.org.');
    fireEvent.change(field('E-mail address'), { target: { value: 'new@example.org' } });
    fireEvent.change(field('Current password'), { target: { value: 'a guess' } });
    vi.mocked(api).mockRejectedValueOnce(new ApiError(400, WRONG_PASSWORD));
    fireEvent.click(saveButton());
    expect(await screen.findByText(WRONG_PASSWORD)).toBeVisible();
  });

  it('says a change waits for its link, for as long as it waits', async () => {
    vi.mocked(api).mockResolvedValueOnce({
      email: 'old@example.org',
      pending_email: 'new@example.org',
      available: true,
    });
    renderSection();
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
  });
});
