import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner, hasConsent } from './cookie-banner';

describe('CookieBanner', () => {
  beforeEach(() => {
    document.cookie = 'cookie_consent=; max-age=0; path=/';
  });

  it('asks until accepted, then remembers the choice in a cookie', () => {
    render(
      <MantineProvider>
        <CookieBanner />
      </MantineProvider>,
    );
    expect(
      screen.getByText('This app/website uses cookies to enhance the user experience.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByText(/uses cookies/)).not.toBeInTheDocument();
    expect(hasConsent()).toBe(true);
  });

  it('reads consent only from its own cookie', () => {
    expect(hasConsent('other=1; cookie_consent=false')).toBe(false);
    expect(hasConsent('other=1; cookie_consent=true')).toBe(true);
  });
});
