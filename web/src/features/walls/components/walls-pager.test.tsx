import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WallsPager } from './walls-pager';

const renderPager = (skip: number, total: number) => {
  const onSkipChange = vi.fn();
  render(
    <MantineProvider>
      <WallsPager skip={skip} limit={10} total={total} onSkipChange={onSkipChange} />
    </MantineProvider>,
  );
  return onSkipChange;
};

describe('WallsPager', () => {
  it('disables Previous on the first page and moves forward a page with Next', () => {
    const onSkipChange = renderPager(0, 25);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSkipChange).toHaveBeenCalledWith(10);
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
  });

  it('disables Next on the last page', () => {
    const onSkipChange = renderPager(20, 25);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onSkipChange).toHaveBeenCalledWith(10);
  });
});
