import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { ANGLE_MAX, ANGLE_MIN } from '@spraybook/contract/plain';
import { stepAngle } from '../data/walls/wall-angle';
import { ANGLE_DOWN, ANGLE_UP } from '../util/texts';

interface AngleStepperProps {
  angle: number;
  onChange: (angle: number) => void;
  /** What the angle is, for readers: the group's name. */
  label: string;
  /** What shows between − and + ('Today at 45°', or '45°'). */
  children: string;
  /** Under the value, small (the tick sheet's 'Angle'). */
  caption?: string;
}

/**
 * An angle in 5° steps within -90..90: − and + of 44 px each side of the value, so one thumb changes it in one
 * tap at the wall (issue 47). The value is announced as it changes.
 */
export function AngleStepper({ angle, onChange, label, children, caption }: AngleStepperProps) {
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon
        variant="default"
        size={44}
        radius="md"
        aria-label={ANGLE_DOWN}
        disabled={angle <= ANGLE_MIN}
        onClick={() => onChange(stepAngle(angle, -1))}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <div style={{ minWidth: 96, textAlign: 'center' }}>
        <Text fw={700} lh={1.2} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {children}
        </Text>
        {caption && (
          <Text size="xs" c="dimmed" lh={1.2} aria-hidden>
            {caption}
          </Text>
        )}
      </div>
      <ActionIcon
        variant="default"
        size={44}
        radius="md"
        aria-label={ANGLE_UP}
        disabled={angle >= ANGLE_MAX}
        onClick={() => onChange(stepAngle(angle, 1))}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
