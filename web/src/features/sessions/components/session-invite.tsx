import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Session } from '@spraybook/contract';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { CopyLinkButton } from '../../../shared/ui/copy-link-button';
import { InviteClimbers } from './invite-climbers';
import { SessionQrCode } from './session-qr-code';

/**
 * The session's address, to scan or to copy: how friends at the wall join (one tap once opened); and 'Invite
 * climbers', a notification to friends who are not there yet (docs/decisions/0226).
 */
export function SessionInvite({ session }: { session: Session }) {
  const url = `${window.location.origin}/sessions/${session.id}`;
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
        <InviteClimbers session={session} />
      </Stack>
    </Paper>
  );
}
