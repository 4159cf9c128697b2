import { Loader, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  it('makes every spinner a status, so the name it is given is read out (not prohibited on a plain span)', () => {
    render(
      <MantineProvider theme={theme}>
        <Loader aria-label="Loading notification settings" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading notification settings' })).toBeInTheDocument();
  });
});
