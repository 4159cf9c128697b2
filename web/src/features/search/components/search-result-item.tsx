import { Avatar, NavLink, ThemeIcon } from '@mantine/core';
import type { SearchResult } from '@spraybook/contract';
import { userDisplayName } from '@spraybook/contract/plain';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { Link } from 'react-router';

/** One quick-search hit as a link: a wall with its gym, or a climber's profile. */
export function SearchResultItem({ result, onOpen }: { result: SearchResult; onOpen: () => void }) {
  if (result.type === 'wall') {
    const { wall } = result;
    return (
      <NavLink
        component={Link}
        to={`/walls/${wall.id}`}
        onClick={onOpen}
        label={wall.name}
        description={wall.gym_name ? `At ${wall.gym_name}` : 'No gym set'}
        leftSection={
          <ThemeIcon variant="light" size={36} radius="xl" aria-hidden>
            <IconBuildingWarehouse size={20} />
          </ThemeIcon>
        }
      />
    );
  }
  const name = userDisplayName(result.user);
  return (
    <NavLink
      component={Link}
      to={`/user/${result.user.id}`}
      onClick={onOpen}
      label={name}
      description="Climber"
      leftSection={<Avatar name={name} color="initials" size={36} alt="" />}
    />
  );
}
