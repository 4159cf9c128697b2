import { MantineProvider } from '@mantine/core';
import type { Climb } from '@spraybook/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ClimbInfoSheet } from './climb-info-sheet';

vi.mock('../api/get-climb-neighbours', () => ({
  useClimbNeighbours: () => ({ data: { position: 3, total: 12, previous_id: 'p', next_id: 'n' } }),
}));

const climb = { id: 'c', wall_id: 'w', name: 'Warm-up ladder' } as Climb;

function renderSheet() {
  render(
    <MantineProvider>
      <MemoryRouter>
        <ClimbInfoSheet
          climb={climb}
          listParams={{}}
          opened
          onClose={() => {}}
          tickStatus={<span>Not ticked yet</span>}
          tickButton={<button type="button">Tick</button>}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
  const more = screen.getByRole('button', { name: 'More climb info' });
  // The row More sits in, which takes the swipes.
  return { more, top: more.parentElement! };
}

const spotlight = () => screen.queryByRole('switch', { name: 'Spotlight' });

describe('ClimbInfoSheet', () => {
  it("rests small: the tick and the climb's place, Previous, Tick and Next, no details and no second name", () => {
    const { more } = renderSheet();
    expect(screen.getByText('Not ticked yet')).toBeInTheDocument();
    expect(screen.getByText('3 of 12')).toBeInTheDocument();
    for (const name of ['Previous climb', 'Tick', 'Next climb'])
      expect(screen.getByRole(name === 'Tick' ? 'button' : 'link', { name })).toBeInTheDocument();
    expect(screen.queryByText('Warm-up ladder')).toBeNull();
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(spotlight()).toBeNull();
  });

  it('shows its details on a tap on More, and folds them on the next', () => {
    const { more } = renderSheet();
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(spotlight()).toBeInTheDocument();
    fireEvent.click(more);
    expect(spotlight()).toBeNull();
  });

  it('shows them on a swipe up its top row and folds them on a swipe down; a short move does neither', () => {
    const { more, top } = renderSheet();
    fireEvent.pointerDown(top, { clientY: 400 });
    fireEvent.pointerUp(top, { clientY: 390 });
    expect(spotlight()).toBeNull();
    fireEvent.pointerDown(top, { clientY: 400 });
    fireEvent.pointerUp(top, { clientY: 340 });
    expect(spotlight()).toBeInTheDocument();
    fireEvent.pointerDown(top, { clientY: 340 });
    fireEvent.pointerUp(top, { clientY: 400 });
    expect(spotlight()).toBeNull();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});
