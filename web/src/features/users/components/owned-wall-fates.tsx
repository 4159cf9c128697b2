import { List, Loader, Group, Text } from '@mantine/core';
import { userDisplayName } from '@spraybook/contract/plain';
import { DELETE_WALLS_LOADING, DELETE_WALLS_TITLE, deleteWallFate } from '../../../shared/util/texts';
import { useDeletionPreview } from '../api/deletion-preview';

/**
 * The delete dialog's list of what happens to each wall the account owns, from the server's own plan
 * (the deletion follows the same rules). Nothing when the account owns no wall; a failed look-up
 * leaves the general note above it to say the rule.
 */
export function OwnedWallFates({ userId }: { userId: string }) {
  const preview = useDeletionPreview(userId);
  if (preview.isPending)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{DELETE_WALLS_LOADING}</Text>
      </Group>
    );
  const walls = preview.data?.walls ?? [];
  if (walls.length === 0) return null;
  return (
    <div>
      <Text fw={600} size="sm">
        {DELETE_WALLS_TITLE}
      </Text>
      <List size="sm" spacing={2} aria-label={DELETE_WALLS_TITLE}>
        {walls.map((wall) => (
          <List.Item key={wall.id}>
            {deleteWallFate(
              wall.name,
              wall.fate,
              userDisplayName(wall.heir ? { ...wall.heir, deleted: false } : null),
            )}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
