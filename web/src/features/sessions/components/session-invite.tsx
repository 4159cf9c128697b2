import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { SessionQrCode } from './session-qr-code';

/** The session's address, to scan or to copy: how friends at the wall join (one tap once opened). */
export function SessionInvite({ sessionId }: { sessionId: string }) {
  const url = `${window.location.origin}/sessions/${sessionId}`;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="session-invite-title">
      <Stack align="center" gap="sm">
        <Title order={2} size="h4" id="session-invite-title">
          {W.invite}
        </Title>
        <Text size="sm" c="dimmed" ta="center">
          {W.inviteHint}
        </Text>
        <SessionQrCode url={url} />
        <Group gap="xs" wrap="nowrap" w="100%">
          <TextInput
            readOnly
            value={url}
            aria-label={W.link}
            style={{ flex: 1 }}
            size="md"
            onFocus={(e) => e.currentTarget.select()}
            data-testid="session-link"
          />
          <CopyLinkButton url={url} />
        </Group>
      </Stack>
    </Paper>
  );
}
