import { MantineProvider } from '@mantine/core';
import { INSECURE_ADDRESS_NOTICE } from '@spraybook/contract/plain';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISMISS_INSECURE_NOTICE,
  INSECURE_NOTICE_DISMISSED,
  InsecureAddressNotice,
} from './insecure-address-notice';

const renderNotice = () =>
  render(
    <MantineProvider>
      <InsecureAddressNotice />
    </MantineProvider>,
  );

describe('InsecureAddressNotice', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('tells a page on plain HTTP what it cannot do, until dismissed', () => {
    vi.stubGlobal('isSecureContext', false);
    const { unmount } = renderNotice();
    expect(screen.getByText(INSECURE_ADDRESS_NOTICE)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: DISMISS_INSECURE_NOTICE }));
    expect(screen.queryByText(INSECURE_ADDRESS_NOTICE)).toBeNull();
    unmount();
  });

  it('remembers the dismissal in this browser: not shown again after a reload', () => {
    vi.stubGlobal('isSecureContext', false);
    const first = renderNotice();
    fireEvent.click(screen.getByRole('button', { name: DISMISS_INSECURE_NOTICE }));
    first.unmount();
    expect(localStorage.getItem(`spraybook-pref:${INSECURE_NOTICE_DISMISSED}`)).toBe('true');
    renderNotice();
    expect(screen.queryByText(INSECURE_ADDRESS_NOTICE)).toBeNull();
  });

  it('shows nothing on a secure page (HTTPS, localhost)', () => {
    vi.stubGlobal('isSecureContext', true);
    renderNotice();
    expect(screen.queryByText(INSECURE_ADDRESS_NOTICE)).toBeNull();
  });
});
