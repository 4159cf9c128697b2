import { List, Modal, Stack, Text } from '@mantine/core';
import type { ClimbList } from '@spraybook/contract';

/** Spec 2.17's 'How Rankings Work', with this list's own weights (the rule: docs/decisions/0089-list-scores.md). */
export function HowRankingsWorkDialog({ list, onClose }: { list: ClimbList; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="How Rankings Work" centered>
      <Stack gap="sm">
        <Text size="sm">Every climb of the list you have ticked publicly scores:</Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <b>{list.base_score}</b> points for completing it;
          </List.Item>
          <List.Item>
            <b>{list.grade_increment_score}</b> more for each grade it is above the list&apos;s easiest climb
            (one Font grade a step, rounded to the nearest);
          </List.Item>
          <List.Item>
            <b>{list.flash_bonus_score}</b> more if you flashed it or did it first try.
          </List.Item>
        </List>
        <Text size="sm">
          Your score is the sum over the climbs you completed; ticking a climb twice counts it once. Private
          ticks do not count, so rankings never reveal them.
        </Text>
      </Stack>
    </Modal>
  );
}
