import { useState } from 'react';
import { Button, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconStar, IconTrendingUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Climb } from '@spraybook/contract';
import { RATING_MAX } from '@spraybook/contract/plain';
import { useGradeLabel } from '../../../shared/data/grades/use-reader-grade-system';
import { signIn } from '../../../shared/data/auth';
import { useAuth } from '../../../shared/data/auth-context';
import { useMe } from '../../../shared/data/users/get-me';
import { VoteDialog, type VoteDialogKind } from './vote-dialog';
import touch from '../../../shared/util/touch-target.module.css';
import { useClimbFigures } from '../../../shared/data/climbs/use-climb-figures';
import { degrees } from '../../../shared/util/texts';

const votesText = (n: number) => (n === 1 ? '1 vote' : `${n} votes`);

/**
 * The Details tab's votes: the grade and rating with their counts, and the ways to vote (spec 2.8).
 * Signed in, Grade and Rate open dialogs; their links are the vote pages, for new tabs and shared
 * links. A visitor's tap starts sign-in, which comes back to the vote's page.
 */
export function ClimbVotes({ climb }: { climb: Climb }) {
  const base = `/walls/${climb.wall_id}/climbs/${climb.id}`;
  const me = useMe();
  const { oidcUser, loading } = useAuth();
  const [dialog, setDialog] = useState<VoteDialogKind | null>(null);
  // At the reader's angle on an adjustable wall (issue 47), where their votes are cast too.
  const figures = useClimbFigures(climb);
  const grade = useGradeLabel(climb.wall_id)(figures.grade);
  // Signed in is enough: the dialog waits for the climber's own votes (useMe) itself. A visitor
  // goes straight to sign-in and comes back to the vote's page.
  const vote = (page: string, kind?: VoteDialogKind) => ({
    to: `${base}/${page}`,
    onClick: (e: React.MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || loading || (oidcUser && !kind)) return;
      e.preventDefault();
      if (oidcUser) setDialog(kind!);
      else void signIn(`${base}/${page}`);
    },
  });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="climb-votes-title">
      <Title order={2} size="h4" id="climb-votes-title" mb="xs">
        Votes
      </Title>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm">
            {figures.angle === null ? 'Grade' : `Grade at ${degrees(figures.angle)}`}{' '}
            <b>{grade ?? 'Ungraded'}</b>{' '}
            <Text span size="sm" c="dimmed">
              ({votesText(figures.votes)})
            </Text>
          </Text>
          <Group
            gap="xs"
            aria-label={
              figures.rating === null ? 'Not rated yet' : `Rated ${figures.rating} of ${RATING_MAX} stars`
            }
          >
            <Rating value={figures.rating ?? 0} fractions={10} readOnly count={RATING_MAX} aria-hidden />
            <Text size="sm" c="dimmed">
              ({votesText(figures.ratingVotes)})
            </Text>
          </Group>
        </Group>
        <Group gap="xs" grow preventGrowOverflow={false}>
          <Button
            component={Link}
            {...vote('vote-grade', 'grade')}
            variant="default"
            size="xs"
            className={touch.touchTarget}
            leftSection={<IconTrendingUp size={14} aria-hidden />}
          >
            Grade
          </Button>
          <Button
            component={Link}
            {...vote('vote-rating', 'rating')}
            variant="default"
            size="xs"
            className={touch.touchTarget}
            leftSection={<IconStar size={14} aria-hidden />}
          >
            Rate
          </Button>
          <Button
            component={Link}
            {...vote('vote-broken')}
            variant="default"
            size="xs"
            className={touch.touchTarget}
            leftSection={<IconAlertTriangle size={14} aria-hidden />}
          >
            Broken?
          </Button>
        </Group>
      </Stack>
      {dialog && (
        <VoteDialog
          kind={dialog}
          climb={climb}
          me={me.data}
          meFailed={me.isError}
          onClose={() => setDialog(null)}
        />
      )}
    </Paper>
  );
}
