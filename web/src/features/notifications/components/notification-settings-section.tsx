import { Alert, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DELIVERY_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_SETTINGS_HELP,
  NOTIFICATION_SETTINGS_SAVED,
  NOTIFICATION_SETTINGS_TITLE,
  NOTIFICATIONS_FAILED_TO_LOAD,
  type NotificationDelivery,
} from '@spraybook/contract/plain';
import { showToast } from '../../../shared/ui/overlays';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import { PushDeviceSwitch } from './push-device-switch';

const OPTIONS = NOTIFICATION_DELIVERIES.map((value) => ({
  value,
  label: NOTIFICATION_DELIVERY_LABELS[value],
}));

/**
 * Settings: push on this phone or not, and per kind of notification In the app / Push / Off, each saved
 * as it is chosen.
 */
export function NotificationSettingsSection() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  return (
    <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="notification-settings-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="notification-settings-title">
            {NOTIFICATION_SETTINGS_TITLE}
          </Title>
          <Text size="sm" c="dimmed">
            {NOTIFICATION_SETTINGS_HELP}
          </Text>
        </div>
        <PushDeviceSwitch />
        {settings.isPending ? (
          <Loader size="sm" aria-label="Loading notification settings" />
        ) : settings.isError ? (
          <Alert color="red" variant="light" role="alert">
            {NOTIFICATIONS_FAILED_TO_LOAD}
          </Alert>
        ) : (
          NOTIFICATION_KINDS.map((kind) => (
            <Stack key={kind} gap={6} role="group" aria-labelledby={`notification-kind-${kind}`}>
              <Text size="sm" fw={500} id={`notification-kind-${kind}`}>
                {NOTIFICATION_KIND_LABELS[kind]}
              </Text>
              <SegmentedControl
                fullWidth
                size="md"
                data={OPTIONS}
                value={settings.data[kind]}
                disabled={update.isPending}
                onChange={(value) =>
                  update.mutate(
                    { [kind]: value as NotificationDelivery },
                    { onSuccess: () => showToast({ message: NOTIFICATION_SETTINGS_SAVED, color: 'green' }) },
                  )
                }
              />
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}
