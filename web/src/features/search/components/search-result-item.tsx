import { Group, NavLink, Text, ThemeIcon } from '@mantine/core';
import type { SearchResult } from '@spraybook/contract';
import { userDisplayName } from '@spraybook/contract/plain';
import { IconBuildingWarehouse, IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { gradeLabel } from '../../../shared/util/grades/grade-display';
import { UserAvatar } from '../../../shared/ui/users/avatar';

/** Spec 2.2: a climb shows its average grade, its rating stars when at least 1, and its wall. */
function ClimbDescription({ climb }: { climb: Extract<SearchResult, { type: 'climb' }>['climb'] }) {
  // The server answers it in the reader's system already (or the climb's wall's).
  const grade = gradeLabel(climb.average_grade, null);
  const rating = climb.average_rating;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {grade && (
        <Text span size="xs" fw={700}>
          {grade}
        </Text>
      )}
      {rating !== null && rating >= 1 && (
        // Stars as text: a Rating's inputs may not sit inside the result's link.
        <Text span size="xs" c="yellow.6" fw={700} aria-label={`Rated ${rating.toFixed(1)} of 5 stars`}>
          {'★'.repeat(Math.round(rating))}
        </Text>
      )}
      <Text span size="xs" c="dimmed" truncate>
        At {climb.wall_name}
      </Text>
    </Group>
  );
}

/** One quick-search hit as a link: a wall with its gym, a climb with its grade and wall, or a climber's profile. */
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
  if (result.type === 'climb') {
    const { climb } = result;
    return (
      <NavLink
        component={Link}
        to={`/walls/${climb.wall_id}/climbs/${climb.id}`}
        onClick={onOpen}
        label={climbName(climb.name)}
        description={<ClimbDescription climb={climb} />}
        leftSection={
          <ThemeIcon variant="light" color="teal" size={36} radius="xl" aria-hidden>
            <IconRoute size={20} />
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
      leftSection={<UserAvatar user={result.user} size={36} />}
    />
  );
}
