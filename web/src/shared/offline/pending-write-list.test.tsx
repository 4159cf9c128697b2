import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PendingWriteList } from './pending-write-list';
import type { QueuedWrite } from './queued-write';

const holdSave = (seq: number, state: QueuedWrite['state'], message?: string): QueuedWrite => ({
  seq,
  accountId: 'sub',
  route: 'addHold',
  params: { id: 'w1', revId: 'r1' },
  body: { bounding_polygon: [] },
  key: `k${seq}`,
  created: '2026-11-29T12:00:00.000Z',
  state,
  message,
  tried: true,
});

function renderList(writes: QueuedWrite[]) {
  render(
    <MantineProvider>
      <PendingWriteList writes={writes} />
    </MantineProvider>,
  );
  return screen.getAllByRole('listitem');
}

describe('PendingWriteList', () => {
  it('shows a hold save still waiting with its clock, and no notice', () => {
    const [item] = renderList([holdSave(1, 'pending')]);
    expect(within(item!).getByText('New hold')).toBeInTheDocument();
    expect(within(item!).getByRole('img', { name: 'Waiting to send' })).toBeInTheDocument();
    expect(within(item!).queryByRole('alert')).toBeNull();
  });

  it('shows a replay the server refused with its detail and Discard, not as waiting', () => {
    const [item] = renderList([holdSave(2, 'failed', 'Wall not found')]);
    expect(within(item!).getByRole('alert')).toHaveTextContent('Not sent: Wall not found');
    expect(within(item!).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(within(item!).queryByRole('img', { name: 'Waiting to send' })).toBeNull();
  });
});
