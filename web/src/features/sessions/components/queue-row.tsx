import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';
import { useClimb } from '../../../shared/data/climbs/get-climb';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { climbGradeId } from '../logic/shown-grade';

interface QueueRowProps {
  wallId: string;
  climbId: string;
  place: number;
  last: boolean;
  gradeOf: (grade: number | null | undefined) => string | null;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  busy: boolean;
}

/** One climb waiting in the queue: its name and grade (a link to it), and up, down and remove at 44 px. */
export function QueueRow({ wallId, climbId, place, last, gradeOf, onMove, onRemove, busy }: QueueRowProps) {
  const climb = useClimb(climbId);
  const name = climb.data ? climbName(climb.data.name) : '…';
  const grade = climb.data ? gradeOf(climbGradeId(climb.data)) : null;
  return (
    <Group component="li" gap={4} wrap="nowrap" py={2} data-testid="queue-row">
      <Text c="dimmed" size="sm" w={22} ta="right" aria-hidden>
        {place}
      </Text>
      <Anchor
        component={Link}
        to={`/walls/${wallId}/climbs/${climbId}`}
        style={{ flex: 1, minWidth: 0 }}
        py={10}
      >
        <Text truncate fw={500} span>
          {name}
        </Text>
        {grade && (
          <Text span c="dimmed" size="sm" ml={6}>
            {grade}
          </Text>
        )}
      </Anchor>
      <ActionIcon
        size={44}
        variant="subtle"
        aria-label={`${W.moveUp}: ${name}`}
        disabled={busy || place === 1}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={20} aria-hidden />
      </ActionIcon>
      <ActionIcon
        size={44}
        variant="subtle"
        aria-label={`${W.moveDown}: ${name}`}
        disabled={busy || last}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={20} aria-hidden />
      </ActionIcon>
      <ActionIcon
        size={44}
        variant="subtle"
        color="red"
        aria-label={`${W.remove}: ${name}`}
        disabled={busy}
        onClick={onRemove}
      >
        <IconX size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
