import { Badge, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMedal, IconTrophy } from '@tabler/icons-react';
import type { RankingEntry } from '@spraybook/contract';
import { UserNameOf } from '../../../shared/ui/user-name-of';

const MEDALS = [
  { color: '#d4a72c', label: 'Gold', Icon: IconTrophy },
  { color: '#a8b3bd', label: 'Silver', Icon: IconMedal },
  { color: '#b87333', label: 'Bronze', Icon: IconMedal },
];
const number = new Intl.NumberFormat();

function Rank({ rank }: { rank: number }) {
  const medal = MEDALS[rank - 1];
  if (!medal) return <Text fw={600}>{rank}</Text>;
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={`${rank} (${medal.label})`}>
      <medal.Icon size={20} color={medal.color} aria-hidden />
      <Text fw={700} c={medal.color} aria-hidden>
        {rank}
      </Text>
    </Group>
  );
}

const percent = (entry: RankingEntry, climbs: number) =>
  climbs > 0 ? Math.round((entry.climbs_completed / climbs) * 100) : 0;

/** The ranking as a table on desktop and cards on phones (spec 2.17). */
export function RankingsView({ entries, climbs }: { entries: RankingEntry[]; climbs: number }) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  if (phone)
    return (
      <Stack
        gap="xs"
        component="ul"
        aria-label="Rankings"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {entries.map((entry, i) => (
          <Paper key={entry.user_id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Rank rank={i + 1} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    <UserNameOf id={entry.user_id} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entry.climbs_completed} completed · {entry.flash_count} flashes ·{' '}
                    {percent(entry, climbs)}% completed
                  </Text>
                </Stack>
              </Group>
              <Badge size="lg" variant="light">
                {number.format(entry.total_score)}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table aria-label="Rankings" verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Rank</Table.Th>
          <Table.Th>Climber</Table.Th>
          <Table.Th>Score</Table.Th>
          <Table.Th>Completed</Table.Th>
          <Table.Th>Flashes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry, i) => (
          <Table.Tr key={entry.user_id}>
            <Table.Td>
              <Rank rank={i + 1} />
            </Table.Td>
            <Table.Td>
              <UserNameOf id={entry.user_id} />
            </Table.Td>
            <Table.Td fw={700}>{number.format(entry.total_score)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{entry.climbs_completed}</Text>
                <Progress value={percent(entry, climbs)} w={80} aria-hidden />
                <Text size="xs" c="dimmed">
                  {percent(entry, climbs)}% completed
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>{entry.flash_count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
