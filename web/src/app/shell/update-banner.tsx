import { useEffect, useState } from 'react';
import { Button, Group, Loader, Notification, Overlay, Stack, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';

const CHECK_EVERY_MS = 30_000;
const AUTO_DISMISS_MS = 30_000;
const FORCED_RELOAD_MS = 3_000;

/** Offers a newly installed app version: Update Now or Later (spec 4, App update). */
export function UpdateBanner() {
  const [updating, setUpdating] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // Look for a new version every 30 s, but only while the app is on screen.
      setInterval(() => {
        if (document.visibilityState === 'visible') void registration.update();
      }, CHECK_EVERY_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    const timer = setTimeout(() => setNeedRefresh(false), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [needRefresh, setNeedRefresh]);

  const update = () => {
    setUpdating(true);
    void updateServiceWorker(true);
    setTimeout(() => window.location.reload(), FORCED_RELOAD_MS);
  };

  if (updating) {
    return (
      <Overlay fixed blur={3} center zIndex={1000}>
        <Stack align="center">
          <Loader />
          <Text c="white">Updating app...</Text>
        </Stack>
      </Overlay>
    );
  }
  if (!needRefresh) return null;
  return (
    <Notification
      title="A new version of Spraybook is ready"
      onClose={() => setNeedRefresh(false)}
      style={{ position: 'fixed', top: 70, right: 16, zIndex: 400, maxWidth: 360 }}
    >
      <Group mt="xs">
        <Button size="xs" onClick={update}>
          Update Now
        </Button>
        <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
      </Group>
    </Notification>
  );
}
