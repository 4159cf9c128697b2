import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Climb } from '@spraybook/contract';
import { ClimbTicks, TickStatus } from '../../features/ascents/public';
import { ClimbBetaVideos } from '../../features/beta-videos/public';
import { CommentsSection } from '../../features/comments/public';
import { AddToListButton } from '../../features/lists/public';
import { TodoButton } from '../../features/todo/public';
import { ClimbTags, ClimbVotes } from '../../features/votes/public';
import { CopyLinkButton } from '../../shared/ui/copy-link-button';
import { UserNameOf } from '../../shared/ui/user-name-of';
import { PendingWrites } from '../../shared/offline/public';
import { climbName } from '../../shared/util/climbs/climb-display';
import { useGradeLabel } from '../../shared/data/grades/use-reader-grade-system';
import { WriteActionButton } from '../../shared/ui/write-action-button';
import { withAction } from '../../shared/data/resume-after-sign-in';
import classes from './climb-page.module.css';
import { shownDate } from '../../shared/util/shown-date';
import { degrees, votesCount, WIDE_SPREAD } from '../../shared/util/texts';
import { useClimbFigures } from '../../shared/data/climbs/use-climb-figures';
import { GradeNote, shownGradeOf } from '../../shared/ui/climbs/grade-note';
import { BenchmarkBadge } from '../../shared/ui/climbs/angle-marks';
import { AngleChoice } from '../../shared/ui/walls/angle-choice';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

/**
 * The Details tab (spec 2.8): Tick and Add to List, the summary with a share link; votes, tags,
 * beta videos, ticks and comments. The broken warning shows on the climb page above both tabs.
 */
export function ClimbDetailsTab({ climb }: { climb: Climb }) {
  // At the reader's angle on an adjustable wall (issue 47), with the spread of the votes beside the grade.
  const figures = useClimbFigures(climb);
  const grade = useGradeLabel(climb.wall_id)(shownGradeOf(climb, figures).grade);
  const votes = figures.votes;
  const page = `/walls/${climb.wall_id}/climbs/${climb.id}`;
  return (
    <Container size="sm" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group grow gap="xs" preventGrowOverflow={false} className={classes.actions}>
          <WriteActionButton
            to={`${page}/add-ascent`}
            visitorReturn={withAction(page, 'tick')}
            leftSection={<IconCheck size={18} aria-hidden />}
          >
            Tick
          </WriteActionButton>
          <AddToListButton climb={climb} />
          <TodoButton climbId={climb.id} />
        </Group>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4}>
                <Title order={2} size="h3">
                  {climbName(climb.name)}
                </Title>
                <TickStatus climbId={climb.id} />
              </Stack>
              <CopyLinkButton url={`${window.location.origin}${page}`} />
            </Group>
            {climb.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {climb.description}
              </Text>
            )}
            {/* On an adjustable wall, the angle the facts below are at, changed here too (issue 47). */}
            <AngleChoice wallId={climb.wall_id} />
            <Stack gap={6}>
              <Fact label={figures.angle === null ? 'Grade' : `Grade at ${degrees(figures.angle)}`}>
                {grade ?? 'Ungraded'}
                {figures.spread?.wide && <> {WIDE_SPREAD}</>}
                {votes > 0 && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    ({votesCount(votes)})
                  </Text>
                )}
                {figures.benchmark && (
                  <>
                    {' '}
                    <BenchmarkBadge size="xs" />
                  </>
                )}
                <GradeNote climb={climb} figures={figures} />
              </Fact>
              <Fact label="Set by">
                <UserNameOf id={climb.user_id} />
              </Fact>
              <Fact label="Set">
                <time dateTime={climb.created}>{shownDate(climb.created)}</time>
              </Fact>
              {climb.wall_angle !== null && <Fact label="Wall angle">{climb.wall_angle}°</Fact>}
              <Fact label="Type">{climb.circuit_holds.length > 0 ? 'Circuit' : 'Standard'}</Fact>
              <Fact label={figures.angle === null ? 'Ticks' : `Ticks at ${degrees(figures.angle)}`}>
                {figures.ascents}
              </Fact>
            </Stack>
          </Stack>
        </Paper>
        <PendingWrites climbId={climb.id} />
        <ClimbVotes climb={climb} />
        <ClimbTags climb={climb} />
        <ClimbBetaVideos climb={climb} />
        <ClimbTicks climbId={climb.id} />
        <CommentsSection relatedId={climb.id} relatedType="climb" title="Comments" wallId={climb.wall_id} />
      </Stack>
    </Container>
  );
}
