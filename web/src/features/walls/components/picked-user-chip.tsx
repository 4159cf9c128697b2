import { Avatar, CloseButton, Group, Skeleton, Text } from '@mantine/core';
import { userDisplayName } from '@spraybook/contract/plain';
import { useUser } from '../../../shared/data/users/get-user';
import classes from './picked-user-chip.module.css';
import { ERROR_LOADING_USER } from '../../../shared/util/texts';

/** A chosen user with a button to take them off the list again. */
/** A picked user; without `onRemove` (a list the caller may not change) it has no remove button. */
export function PickedUserChip({ id, onRemove }: { id: string; onRemove?: () => void }) {
  const user = useUser(id);
  const name = user.isError ? ERROR_LOADING_USER : userDisplayName(user.data);
  return (
    <Group component="li" gap={8} wrap="nowrap" className={classes.chip}>
      {user.isPending ? (
        <>
          <Skeleton circle height={28} />
          <Skeleton height={12} width={80} />
        </>
      ) : (
        <>
          <Avatar src={user.data?.profile_picture_url} name={name} color="initials" size={28} alt="" />
          <Text size="sm" fw={500} truncate maw={180}>
            {name}
          </Text>
        </>
      )}
      {onRemove && (
        <CloseButton
          size={36}
          radius="xl"
          aria-label={`Remove ${user.isPending ? 'user' : name}`}
          onClick={onRemove}
        />
      )}
    </Group>
  );
}
