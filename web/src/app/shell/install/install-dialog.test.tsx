import { createTheme, MantineProvider, Modal } from '@mantine/core';
import type { PublicConfig } from '@spraybook/contract';
import { INSECURE_ADDRESS_NOTICE } from '@spraybook/contract/plain';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicConfig } from '../../../shared/util/public-config';
import { InstallDialog } from './install-dialog';
import { closeInstallDialog, openInstallDialog } from './install-dialog-state';
import * as t from './install-texts';

vi.mock('../../../shared/util/public-config', () => ({ publicConfig: vi.fn() }));

const STORE = 'https://apps.apple.com/app/spraybook/id1';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// No opening transition: the dialog is there at once.
const theme = createTheme({
  components: { Modal: Modal.extend({ defaultProps: { transitionProps: { duration: 0 } } }) },
});

function renderDialog(mobileAppUrl: string | null) {
  vi.mocked(publicConfig).mockReturnValue({ mobile_app_url: mobileAppUrl } as PublicConfig);
  render(
    <MantineProvider theme={theme}>
      <InstallDialog />
    </MantineProvider>,
  );
  act(() => openInstallDialog());
  return screen.getByRole('dialog', { name: t.INSTALL_DIALOG_TITLE });
}

afterEach(() => {
  act(() => closeInstallDialog());
  vi.unstubAllGlobals();
});

describe('InstallDialog', () => {
  it('explains Share, then Add to Home Screen on an iPhone, where no browser offers a prompt', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE, maxTouchPoints: 5 });
    const dialog = renderDialog(null);
    expect(within(dialog).getByText(t.IOS_SHARE)).toBeVisible();
    expect(within(dialog).getByText(t.IOS_ADD_TO_HOME_SCREEN)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: t.INSTALL })).toBeNull();
  });

  it('points a desktop browser without a prompt to its menu', () => {
    const dialog = renderDialog(null);
    expect(within(dialog).getByText(t.OTHER_BROWSERS)).toBeVisible();
  });

  it("offers the browser's own prompt when it fired one, and closes once the app is installed", async () => {
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(event));
    const dialog = renderDialog(null);
    await act(async () => within(dialog).getByRole('button', { name: t.INSTALL }).click());
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('promises no install on a page that is not a secure context (plain HTTP): says why, still links the store app', () => {
    vi.stubGlobal('isSecureContext', false);
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE, maxTouchPoints: 5 });
    const dialog = renderDialog(STORE);
    expect(within(dialog).getByText(INSECURE_ADDRESS_NOTICE)).toBeVisible();
    expect(within(dialog).queryByText(t.INSTALL_INTRO)).toBeNull();
    expect(within(dialog).queryByTestId('install-ios-steps')).toBeNull();
    expect(within(dialog).queryByTestId('install-other-browsers')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: t.INSTALL })).toBeNull();
    expect(within(dialog).getByRole('link', { name: t.GET_THE_MOBILE_APP })).toHaveAttribute('href', STORE);
  });

  it('links no store app unless one is configured', () => {
    const dialog = renderDialog(null);
    expect(within(dialog).queryByRole('link', { name: t.GET_THE_MOBILE_APP })).toBeNull();
  });

  it("links the mobile app's store page when it is configured", () => {
    const dialog = renderDialog(STORE);
    expect(within(dialog).getByRole('link', { name: t.GET_THE_MOBILE_APP })).toHaveAttribute('href', STORE);
  });
});
