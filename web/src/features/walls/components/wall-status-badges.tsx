import { Badge, Group } from '@mantine/core';
import { IconArchive, IconLock } from '@tabler/icons-react';
import type { Wall } from '@spraybook/contract';

/** 'Private' and 'Archived' markers, filled so they read on a photo. */
export function WallStatusBadges({
  wall,
  size = 'lg',
  className,
}: {
  wall: Pick<Wall, 'private' | 'archived'>;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  if (!wall.private && !wall.archived) return null;
  const icon = size === 'lg' ? 14 : 12;
  return (
    <Group gap={6} className={className}>
      {wall.private && (
        <Badge color="dark" variant="filled" size={size} leftSection={<IconLock size={icon} aria-hidden />}>
          Private
        </Badge>
      )}
      {wall.archived && (
        <Badge
          color="yellow.4"
          autoContrast
          variant="filled"
          size={size}
          leftSection={<IconArchive size={icon} aria-hidden />}
        >
          Archived
        </Badge>
      )}
    </Group>
  );
}
