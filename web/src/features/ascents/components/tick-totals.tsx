import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGradeLabel } from '../../../shared/data/grades/use-reader-grade-system';
import type { TickSummary } from '../logic/tick-summary';

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** Ticks, flashes and hardest grade, then the grade pyramid: one bar per grade, hardest on top. */
export function TickTotals({ summary, note }: { summary: TickSummary; note?: string }) {
  // Off a wall: in the reader's own system, else as the server answered (each in its wall's system).
  const gradeText = useGradeLabel();
  const widest = Math.max(1, ...summary.pyramid.map((r) => r.count));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={3} spacing="xs">
        <Total label="Ticks" value={summary.ticks.toLocaleString()} />
        <Total label="Flashes" value={summary.flashes.toLocaleString()} />
        <Total label="Hardest" value={gradeText(summary.hardest) ?? '–'} />
      </SimpleGrid>
      {summary.pyramid.length > 0 && (
        <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="grade-pyramid-title">
          <Title order={2} size="h5" id="grade-pyramid-title" mb="xs">
            Grade pyramid
          </Title>
          <Stack gap={4} component="ul" maw={560} mx="auto" my={0} p={0} style={{ listStyle: 'none' }}>
            {summary.pyramid.map((row) => (
              <Group key={row.gradeId} component="li" gap="xs" wrap="nowrap" justify="center">
                <Text size="sm" w={44} ta="right" fw={600} style={{ flexShrink: 0 }}>
                  {gradeText(row.gradeId)}
                </Text>
                <div style={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
                  <div
                    style={{
                      width: `${(row.count / widest) * 100}%`,
                      minWidth: 8,
                      height: 18,
                      borderRadius: 4,
                      background: 'var(--mantine-primary-color-filled)',
                    }}
                  />
                </div>
                <Text size="sm" w={44} style={{ flexShrink: 0 }} aria-label={`${row.count} ticks`}>
                  {row.count}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}
