import { Text, Tooltip } from '@mantine/core';
import type { Ascent } from '@spraybook/contract';
import { ascentTypeLabel, attemptsText } from '../logic/ascent-display';

/** 'Flash!', 'First try!', or 'Redpoint' with the attempts in a tooltip (spec 4). */
export function AscentTypeText({ ascent }: { ascent: Pick<Ascent, 'ascent_type' | 'attempts'> }) {
  const label = ascentTypeLabel(ascent.ascent_type);
  if (ascent.ascent_type !== 'redpoint') {
    return (
      <Text span size="sm" fw={600} c="teal.4">
        {label}
      </Text>
    );
  }
  return (
    <Tooltip
      label={attemptsText(ascent.attempts)}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Text span size="sm" tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
        {label}
      </Text>
    </Tooltip>
  );
}
