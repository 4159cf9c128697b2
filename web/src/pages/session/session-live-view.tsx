import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Session } from '@spraybook/contract';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import {
  AttemptButtons,
  EndOrLeave,
  NextButton,
  SessionInvite,
  SessionMembers,
  SessionQueue,
  SessionStatus,
  type StreamState,
} from '../../features/sessions/public';
import { CurrentClimbPhoto, CurrentClimbTitle } from './current-climb';
import classes from './session-page.module.css';

/**
 * A member's session: the group's climb as the climb page shows it, and below it the session's sheet ('+1', 'Sent',
 * 'Next', the queue, who is in, the invite). The stream keeps it current; offline it is the last state seen.
 */
export function SessionLiveView({ session, stream }: { session: Session; stream: StreamState }) {
  const offline = stream === 'offline';
  const current = session.current_climb_id;
  // Alone in it (just started): the invite comes first, so friends can scan it at once.
  const alone = session.members.filter((m) => m.present).length === 1;
  const invite = <SessionInvite session={session} />;
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={`/walls/${session.wall_id}`} size="sm" truncate>
            {session.wall_name}
          </Anchor>
          <SessionStatus state={stream} />
        </Group>
        <CurrentClimbTitle climbId={current} wallId={session.wall_id} />
      </header>
      <div className={classes.body}>
        {current ? (
          <CurrentClimbPhoto climbId={current} />
        ) : (
          <Stack className={classes.noClimb} align="center" gap="xs">
            <Text c="dimmed">{W.noCurrent}</Text>
            <Button component={Link} to={`/walls/${session.wall_id}/list`} size="md" mih={44} variant="light">
              {W.chooseClimbs}
            </Button>
          </Stack>
        )}
        <section className={`${classes.sheet} ${current ? '' : classes.whole}`} aria-label={W.sheet}>
          <Stack gap="md">
            {offline && (
              <Text size="sm" c="dimmed" role="note">
                {W.offlineNote}
              </Text>
            )}
            {alone && invite}
            {current && <AttemptButtons session={session} climbId={current} />}
            <Group gap="xs" wrap="nowrap">
              <NextButton session={session} offline={offline} />
              <Button
                component={Link}
                to={`/walls/${session.wall_id}/list`}
                size="lg"
                h={52}
                variant="default"
                leftSection={<IconListSearch size={20} aria-hidden />}
              >
                {W.climbs}
              </Button>
            </Group>
            <SessionQueue session={session} offline={offline} />
            <SessionMembers session={session} />
            {!alone && invite}
            <EndOrLeave session={session} offline={offline} />
          </Stack>
        </section>
      </div>
    </div>
  );
}
