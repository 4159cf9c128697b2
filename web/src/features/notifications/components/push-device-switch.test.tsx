import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PUSH_DEVICE_LABEL, PUSH_IOS_INSTALL, PUSH_NOT_SECURE } from '@spraybook/contract/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { startPushOnThisDevice } from '../../../shared/data/push/push-device';
import { PushDeviceSwitch } from './push-device-switch';

vi.mock('../../../shared/ui/overlays', () => ({ showToast: vi.fn() }));
vi.mock('../../../shared/data/push/push-device', () => ({
  startPushOnThisDevice: vi.fn(async () => 'on'),
  stopPushOnThisDevice: vi.fn(async () => undefined),
  thisDeviceSubscription: vi.fn(async () => null),
}));
const secure = vi.hoisted(() => ({ value: true }));
vi.mock('../../../shared/util/secure-context', () => ({
  isSecureContext: () => secure.value,
  serviceWorkers: () => (secure.value ? ({} as ServiceWorkerContainer) : undefined),
}));
const ios = vi.hoisted(() => ({ value: false }));
vi.mock('../../../shared/util/is-ios', () => ({ isIos: () => ios.value }));

afterEach(() => {
  secure.value = true;
  ios.value = false;
  vi.unstubAllGlobals();
});

describe('PushDeviceSwitch', () => {
  it('turns push on for this phone', async () => {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', class {});
    renderInApp(<PushDeviceSwitch />);
    const toggle = await screen.findByRole('switch', { name: new RegExp(PUSH_DEVICE_LABEL) });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(startPushOnThisDevice).toHaveBeenCalled();
  });

  it('explains why not on a plain-HTTP address, and on an iPhone outside the installed app', () => {
    secure.value = false;
    const { unmount } = renderInApp(<PushDeviceSwitch />);
    expect(screen.getByText(PUSH_NOT_SECURE)).toBeTruthy();
    unmount();
    secure.value = true;
    ios.value = true;
    renderInApp(<PushDeviceSwitch />);
    expect(screen.getByText(PUSH_IOS_INSTALL)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
