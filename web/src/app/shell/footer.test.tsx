import { MantineProvider } from '@mantine/core';
import type { PublicConfig } from '@spraybook/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { publicConfig } from '../../shared/util/public-config';
import { Footer } from './footer';

vi.mock('../../shared/util/public-config', () => ({ publicConfig: vi.fn() }));

const BASE = {
  oidc: { authority: 'http://localhost/oidc', client_id: 'web', scope: 'openid', resource: null },
  public_url: 'http://localhost',
  map_tile_url: '',
  map_attribution: '',
  geocoder_url: null,
  contact_email: 'team@example.org',
  community_url: null,
  issues_url: null,
  instagram_url: null,
  mobile_app_url: null,
} satisfies PublicConfig;

function renderFooter(config: Partial<PublicConfig>) {
  vi.mocked(publicConfig).mockReturnValue({ ...BASE, ...config });
  render(
    <MantineProvider>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('Footer', () => {
  it('links no outside account when none is configured, but always the legal pages', () => {
    renderFooter({});
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Terms of use', 'Privacy']);
  });

  it('links each configured outside account to its address, in a new tab', () => {
    renderFooter({
      community_url: 'https://discord.gg/example',
      instagram_url: 'https://www.instagram.com/example',
    });
    const community = screen.getByRole('link', { name: 'Chat community' });
    expect(community).toHaveAttribute('href', 'https://discord.gg/example');
    expect(community).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/example',
    );
    expect(screen.queryByRole('link', { name: 'Report an issue' })).not.toBeInTheDocument();
  });
});
