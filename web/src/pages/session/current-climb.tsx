import { Badge, Group, Text, Title } from '@mantine/core';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { ClimbImageTab } from '../../features/climbs/components/climb-image-tab';
import { LoadFailed, Loading } from '../../shared/ui/page-states';
import { useClimb } from '../../shared/data/climbs/get-climb';
import { climbName } from '../../shared/util/climbs/climb-display';
import { climbGradeId } from '../../features/sessions/public';
import { useGradeLabel } from '../../shared/data/grades/use-reader-grade-system';
import { FAILED_TO_LOAD_CLIMB } from '../../shared/util/texts';
import classes from './session-page.module.css';

/** The group's climb, drawn as the climb page draws it (the climbs feature's photo with its rings). */
export function CurrentClimbTitle({ climbId, wallId }: { climbId: string | null; wallId: string }) {
  const climb = useClimb(climbId ?? undefined);
  const gradeOf = useGradeLabel(wallId);
  if (!climbId) return null;
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ flexShrink: 0 }}>
        {W.current}
      </Text>
      <Title order={1} size="h3" lineClamp={1} data-testid="session-current">
        {climb.data ? climbName(climb.data.name) : '…'}
      </Title>
      {climb.data && (
        <Badge variant="light" size="lg" style={{ flexShrink: 0 }}>
          {gradeOf(climbGradeId(climb.data)) ?? 'Ungraded'}
        </Badge>
      )}
    </Group>
  );
}

export function CurrentClimbPhoto({ climbId }: { climbId: string }) {
  const climb = useClimb(climbId);
  if (climb.isPending) return <Loading what="Loading climb..." />;
  if (climb.isError) return <LoadFailed title={FAILED_TO_LOAD_CLIMB} />;
  return (
    <div className={classes.photo}>
      <ClimbImageTab climb={climb.data} onTap={() => undefined} />
    </div>
  );
}
