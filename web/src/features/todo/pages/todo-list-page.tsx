import {
  ActionIcon,
  Anchor,
  Badge,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LoadFailed } from '../../../shared/ui/page-states';
import { userDisplayName } from '@spraybook/contract/plain';
import { climbName } from '../../../shared/util/climbs/climb-display';
import { useGradeLabel } from '../../../shared/data/grades/use-reader-grade-system';
import { useClimb } from '../../../shared/data/climbs/get-climb';
import { useMe } from '../../../shared/data/users/get-me';
import { useUser } from '../../../shared/data/users/get-user';
import { useChangeTodo } from '../api/change-todo';
import { FAILED_TO_LOAD_USER } from '../../../shared/util/texts';

function TodoRow({ climbId, ownerId, canRemove }: { climbId: string; ownerId: string; canRemove: boolean }) {
  const climb = useClimb(climbId);
  const change = useChangeTodo();
  const gradeOf = useGradeLabel(climb.data?.wall_id);
  if (!climb.data) {
    return (
      <Paper withBorder radius="md" p="sm" component="li">
        <Text size="sm" c="dimmed">
          {climb.isError ? 'This climb is no longer there.' : 'Loading climb...'}
        </Text>
      </Paper>
    );
  }
  const grade = gradeOf(climb.data.average_grade);
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge variant="light" w={56} style={{ flexShrink: 0 }}>
            {grade ?? '?'}
          </Badge>
          <Anchor component={Link} to={`/walls/${climb.data.wall_id}/climbs/${climbId}`} fw={600} truncate>
            {climbName(climb.data.name)}
          </Anchor>
        </Group>
        {canRemove && (
          <ActionIcon
            variant="subtle"
            aria-label={`Remove ${climbName(climb.data.name)} from the to-do list`}
            loading={change.isPending}
            onClick={() => change.mutate({ userId: ownerId, climbId, todo: false })}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

/** /user/:userId/todo-list: the climbs a climber means to try; only they remove them. */
export function TodoListPage() {
  const { userId } = useParams();
  const user = useUser(userId);
  const me = useMe();
  if (user.isPending) {
    return (
      <Center py={80} role="status">
        <Loader aria-label="Loading to-do list" />
      </Center>
    );
  }
  if (user.isError) {
    return <LoadFailed title={FAILED_TO_LOAD_USER} />;
  }
  const own = me.data?.id === user.data.id;
  const todo = user.data.climbs_todo;
  return (
    <Container size="sm" px={0} m={0}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {own ? 'Your to-do list' : `${userDisplayName(user.data)}'s to-do list`}
          </Title>
          <Text size="sm" c="dimmed">
            {todo.length === 1 ? '1 climb' : `${todo.length} climbs`}
          </Text>
        </div>
        {todo.length === 0 ? (
          <Text ta="center" py="xl" c="dimmed">
            {own ? 'Nothing to do yet: add climbs from their page.' : 'Nothing on this list yet.'}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label="To-do list"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {todo.map((id) => (
              <TodoRow key={id} climbId={id} ownerId={user.data.id} canRemove={own} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
