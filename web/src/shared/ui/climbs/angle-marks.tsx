import { Badge, Text } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { BENCHMARK, WIDE_SPREAD, WIDE_SPREAD_LABEL } from '../../util/texts';

/** 'Benchmark': climbers agree on its grade (docs/decisions/0211-benchmark-rule.md). */
export function BenchmarkBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'lg' }) {
  return (
    <Badge
      color="teal"
      variant="light"
      size={size}
      leftSection={<IconAward size={size === 'lg' ? 14 : 12} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {BENCHMARK}
    </Badge>
  );
}

/**
 * '±' beside a grade whose votes disagree by more than a grade. Its meaning is a native hint, not Mantine's
 * Tooltip, which would put floating-ui (15 kB gzip) in the wall page's first load; on a phone a tap on the
 * row opens the climb, whose spread line says it in words.
 */
export function WideSpreadMark() {
  return (
    <Text
      span
      fw={700}
      c="orange.8"
      aria-label={WIDE_SPREAD_LABEL}
      title={WIDE_SPREAD_LABEL}
      role="img"
      style={{ flexShrink: 0 }}
    >
      {WIDE_SPREAD}
    </Text>
  );
}
