import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { DOWNLOAD_MY_DATA, YOUR_DATA, YOUR_DATA_TEXT } from '../../../shared/util/texts';
import { useDownloadMyData } from '../api/download-my-data';

/** Settings: 'Download my data' (GDPR articles 15 and 20): a ZIP with JSON and a CSV logbook. */
export function DownloadDataSection({ userId }: { userId: string }) {
  const download = useDownloadMyData();
  return (
    <Paper withBorder p="lg" radius="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {YOUR_DATA}
        </Title>
        <Text size="sm" c="dimmed">
          {YOUR_DATA_TEXT}
        </Text>
        <Button
          leftSection={<IconDownload size={16} />}
          variant="light"
          w="fit-content"
          loading={download.isPending}
          onClick={() => download.mutate(userId)}
        >
          {DOWNLOAD_MY_DATA}
        </Button>
      </Stack>
    </Paper>
  );
}
