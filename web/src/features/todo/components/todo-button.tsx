import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useMe } from '../../../shared/users/get-me';
import { useChangeTodo } from '../api/change-todo';

/** Adds the climb to the signed-in climber's to-do list, or takes it off; nothing for visitors. */
export function TodoButton({ climbId }: { climbId: string }) {
  const me = useMe();
  const change = useChangeTodo();
  if (!me.data) return null;
  const onList = me.data.climbs_todo.includes(climbId);
  return (
    <Button
      variant={onList ? 'light' : 'default'}
      leftSection={
        onList ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />
      }
      aria-pressed={onList}
      loading={change.isPending}
      onClick={() => change.mutate({ userId: me.data.id, climbId, todo: !onList })}
    >
      To-do
    </Button>
  );
}
