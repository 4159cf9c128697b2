import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Climb } from '@spraybook/contract';
import { brokenCount, showsBrokenWarning } from '../logic/vote-summary';

/** Spec 2.20: a climb more than one climber calls broken says so, with the count. */
export function BrokenWarning({ climb }: { climb: Climb }) {
  if (!showsBrokenWarning(climb.broken_votes)) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      mt="xs"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="status"
    >
      {brokenCount(climb.broken_votes)} climbers say this climb is broken.{' '}
      <Anchor component={Link} to={`/walls/${climb.wall_id}/climbs/${climb.id}/vote-broken`} size="sm">
        Votes
      </Anchor>
    </Alert>
  );
}
