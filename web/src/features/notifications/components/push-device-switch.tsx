import { Alert, Switch, Text } from '@mantine/core';
import {
  PUSH_DENIED,
  PUSH_DEVICE_HELP,
  PUSH_DEVICE_LABEL,
  PUSH_DEVICE_OFF,
  PUSH_DEVICE_ON,
  PUSH_FAILED,
  PUSH_IOS_INSTALL,
  PUSH_NOT_SECURE,
  PUSH_UNSUPPORTED,
} from '@spraybook/contract/plain';
import { useEffect, useState } from 'react';
import { isIos } from '../../../shared/util/is-ios';
import { showToast } from '../../../shared/ui/overlays';
import { isSecureContext, serviceWorkers } from '../../../shared/util/secure-context';
import { useInstalled } from '../../../shared/ui/use-installed';
import {
  startPushOnThisDevice,
  stopPushOnThisDevice,
  thisDeviceSubscription,
} from '../../../shared/data/push/push-device';
import touch from '../../../shared/util/touch-target.module.css';
import { pushAvailability } from '../logic/push-availability';

const WHY_NOT = {
  insecure: PUSH_NOT_SECURE,
  'ios-install': PUSH_IOS_INSTALL,
  unsupported: PUSH_UNSUPPORTED,
} as const;

/**
 * 'Get these on this phone': subscribes this device to Web Push (permission, the server's key, the
 * subscription sent to the server) or unsubscribes it; where push cannot work here, says why instead.
 */
export function PushDeviceSwitch() {
  const installed = useInstalled();
  const availability = pushAvailability({
    secure: isSecureContext(),
    hasPush: !!serviceWorkers() && 'PushManager' in globalThis && 'Notification' in globalThis,
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
    installed,
  });
  const [on, setOn] = useState<boolean | null>(null);
  const [denied, setDenied] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (availability !== 'available') return;
    let live = true;
    void thisDeviceSubscription()
      .then((subscription) => live && setOn(subscription !== null))
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, [availability]);

  if (availability !== 'available') {
    return (
      <Text size="sm" c="dimmed" data-testid="push-unavailable">
        {WHY_NOT[availability]}
      </Text>
    );
  }

  const toggle = async (wanted: boolean) => {
    setBusy(true);
    try {
      if (wanted) {
        const result = await startPushOnThisDevice();
        setDenied(result === 'denied');
        setOn(result === 'on');
        if (result === 'on') showToast({ message: PUSH_DEVICE_ON, color: 'green' });
      } else {
        await stopPushOnThisDevice();
        setOn(false);
        showToast({ message: PUSH_DEVICE_OFF, color: 'green' });
      }
    } catch {
      showToast({ message: PUSH_FAILED, color: 'red' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Switch
        size="md"
        label={PUSH_DEVICE_LABEL}
        description={PUSH_DEVICE_HELP}
        checked={on === true}
        disabled={on === null || busy}
        onChange={(e) => void toggle(e.currentTarget.checked)}
        classNames={{ body: touch.touchTarget }}
      />
      {denied && (
        <Alert color="orange" variant="light" role="alert">
          {PUSH_DENIED}
        </Alert>
      )}
    </>
  );
}
