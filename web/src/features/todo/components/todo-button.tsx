import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { PendingClock, useQueuedWrites } from '../../../shared/offline/public';
import { useMe } from '../../../shared/data/users/get-me';
import { useChangeTodo } from '../api/change-todo';
import { shownTodo } from '../logic/waiting-todo';

/**
 * Adds the climb to the signed-in climber's to-do list, or takes it off; nothing for visitors. A change
 * made offline shows at once, with the clock, until it is sent.
 */
export function TodoButton({ climbId }: { climbId: string }) {
  const me = useMe();
  const change = useChangeTodo();
  const writes = useQueuedWrites();
  if (!me.data) return null;
  const { onList, waiting } = shownTodo(me.data.climbs_todo.includes(climbId), writes, climbId);
  return (
    <Button
      variant={onList ? 'light' : 'default'}
      leftSection={
        onList ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />
      }
      rightSection={waiting ? <PendingClock /> : undefined}
      aria-pressed={onList}
      loading={change.isPending}
      onClick={() => change.mutate({ userId: me.data.id, climbId, todo: !onList })}
    >
      To-do
    </Button>
  );
}
