import { Button, Group, Loader, Notification, Overlay, Stack, Text } from '@mantine/core';
import touch from '../../shared/util/touch-target.module.css';

/** 'Update Now' or 'Later' for a new version, then the 'Updating app...' overlay while it reloads. */
export function UpdateNotice({
  updating,
  onUpdate,
  onLater,
}: {
  updating: boolean;
  onUpdate: () => void;
  onLater: () => void;
}) {
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
  return (
    <Notification
      title="A new version of Spraybook is ready"
      onClose={onLater}
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ closeButton: touch.touchTarget }}
      // Unlike a toast (global.css lets taps pass through every notification), this one is pressed.
      style={{ position: 'fixed', top: 70, right: 16, zIndex: 400, maxWidth: 360, pointerEvents: 'auto' }}
    >
      <Group mt="xs">
        <Button size="xs" className={touch.touchTarget} onClick={onUpdate}>
          Update Now
        </Button>
        <Button size="xs" variant="default" className={touch.touchTarget} onClick={onLater}>
          Later
        </Button>
      </Group>
    </Notification>
  );
}
