import { Button, Group, Loader, Notification, Overlay, Stack, Text } from '@mantine/core';

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
      style={{ position: 'fixed', top: 70, right: 16, zIndex: 400, maxWidth: 360 }}
    >
      <Group mt="xs">
        <Button size="xs" onClick={onUpdate}>
          Update Now
        </Button>
        <Button size="xs" variant="default" onClick={() => onLater()}>
          Later
        </Button>
      </Group>
    </Notification>
  );
}
