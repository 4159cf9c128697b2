import { MantineProvider } from '@mantine/core';
import type { PublicConfig } from '@spraybook/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicConfig } from '../../../shared/util/public-config';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

vi.mock('../../../shared/util/public-config', () => ({ publicConfig: vi.fn() }));

const PAGES = [
  ['Terms of use', TermsPage],
  ['Privacy', PrivacyPage],
] as const;

function renderPage(Page: () => React.JSX.Element) {
  const { container } = render(
    <MantineProvider>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </MantineProvider>,
  );
  return container.textContent ?? '';
}

beforeEach(() => {
  vi.mocked(publicConfig).mockReturnValue({ contact_email: 'privacy@gym.example' } as PublicConfig);
});

describe.each(PAGES)('%s page', (_name, Page) => {
  it('gives the configured contact address, never a built-in one', () => {
    const text = renderPage(Page);
    const links = screen.getAllByRole('link', { name: 'privacy@gym.example' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', 'mailto:privacy@gym.example');
    expect(text).not.toContain('hello@spraybook.app');
  });

  it('says where the app deletes an account and what stays as a deleted user', () => {
    const text = renderPage(Page);
    expect(text).toMatch(/Settings, Delete user/);
    expect(text).toMatch(/longest-standing admin/);
    expect(text).not.toContain('cannot delete an account');
  });

  it('names the GDPR and the right to erasure by its article', () => {
    const text = renderPage(Page);
    expect(text).toContain('General Data Protection Regulation (EU) 2016/679 (GDPR)');
    expect(text).toMatch(/Art\. 17 GDPR|\(erasure, Art\. 17\)/);
  });
});

describe('Terms of use page', () => {
  it('carries its Swedish law and GDPR references', () => {
    const text = renderPage(TermsPage);
    expect(text).toContain('governed by Swedish law');
    expect(text).toContain('Art. 8 GDPR');
  });
});

describe("Privacy page's address look-up", () => {
  const config = (geocoder_url: string | null) =>
    vi
      .mocked(publicConfig)
      .mockReturnValue({ contact_email: 'privacy@gym.example', geocoder_url } as PublicConfig);

  it("says the wall form sends only the coordinates, at most once a second, to OpenStreetMap's Nominatim", () => {
    config('https://nominatim.openstreetmap.org');
    const text = renderPage(PrivacyPage);
    expect(text).toContain("your browser asks OpenStreetMap's Nominatim service for the street address");
    expect(text).toContain('Only the coordinates are sent, at most once a second');
  });

  it('names another configured service by its host, and says nothing of one when the look-up is off', () => {
    config('https://geo.example.org/nominatim');
    expect(renderPage(PrivacyPage)).toContain('the address service at geo.example.org');
    config(null);
    expect(renderPage(PrivacyPage)).not.toContain('street address');
  });
});
