import { Group, Stack, Text } from '@mantine/core';
import type { SessionSummary } from '@spraybook/contract';
import { SESSION_WORDS as W } from '@spraybook/contract/plain';

/** The tallest bar (px). */
const TALLEST = 96;

/** Climbs tried and sent per grade, as pairs of bars: light for tried, dark for sent, counts above. */
export function GradesChart({
  grades,
  gradeOf,
}: {
  grades: SessionSummary['grades'];
  gradeOf: (grade: number) => string | null;
}) {
  const most = Math.max(1, ...grades.map((g) => g.tried));
  return (
    <figure style={{ margin: 0 }} aria-labelledby="session-grades-title">
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm" id="session-grades-title">
          {W.gradesChart}
        </Text>
        <Group gap="sm" aria-hidden>
          <Text size="xs" c="dimmed">
            <span
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                background: 'var(--mantine-color-blue-2)',
                marginRight: 4,
              }}
            />
            {W.tried}
          </Text>
          <Text size="xs" c="dimmed">
            <span
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                background: 'var(--mantine-color-teal-8)',
                marginRight: 4,
              }}
            />
            {W.sends}
          </Text>
        </Group>
      </Group>
      <Group gap={10} align="flex-end" wrap="nowrap" style={{ overflowX: 'auto' }} role="list">
        {grades.map((g) => {
          const label = gradeOf(g.grade) ?? '?';
          return (
            <Stack
              key={g.grade}
              gap={2}
              align="center"
              role="listitem"
              aria-label={`${label}: ${g.tried} ${W.tried.toLowerCase()}, ${g.sent} ${W.sends.toLowerCase()}`}
            >
              <Group gap={2} align="flex-end" wrap="nowrap" h={TALLEST + 16} aria-hidden>
                <Bar value={g.tried} most={most} color="var(--mantine-color-blue-2)" />
                <Bar value={g.sent} most={most} color="var(--mantine-color-teal-8)" />
              </Group>
              <Text size="xs" fw={600} aria-hidden>
                {label}
              </Text>
            </Stack>
          );
        })}
      </Group>
    </figure>
  );
}

function Bar({ value, most, color }: { value: number; most: number; color: string }) {
  return (
    <Stack gap={0} align="center" justify="flex-end">
      <Text size="xs" c="dimmed">
        {value}
      </Text>
      <div
        style={{
          width: 16,
          height: Math.max(2, (value / most) * TALLEST),
          background: color,
          borderRadius: 3,
        }}
      />
    </Stack>
  );
}
