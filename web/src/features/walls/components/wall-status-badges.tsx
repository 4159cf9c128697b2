import { Badge, Group } from '@mantine/core';
import { IconArchive, IconLock } from '@tabler/icons-react';
import type { Wall } from '@spraybook/contract';

/** 'Private' and 'Archived' markers, filled so they read on a photo. */
export function WallStatusBadges({ wall }: { wall: Pick<Wall, 'private' | 'archived'> }) {
  if (!wall.private && !wall.archived) return null;
  return (
    <Group gap={6}>
      {wall.private && (
        <Badge color="dark" variant="filled" size="lg" leftSection={<IconLock size={14} aria-hidden />}>
          Private
        </Badge>
      )}
      {wall.archived && (
        <Badge
          color="yellow.4"
          autoContrast
          variant="filled"
          size="lg"
          leftSection={<IconArchive size={14} aria-hidden />}
        >
          Archived
        </Badge>
      )}
    </Group>
  );
}
