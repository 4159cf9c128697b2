import { Group, NumberInput, Slider, Stack, Switch } from '@mantine/core';
import { ANGLE_MAX, ANGLE_MIN } from '@spraybook/contract/plain';

interface AngleFieldProps {
  adjustable: boolean;
  angle: number;
  onAdjustableChange: (adjustable: boolean) => void;
  onAngleChange: (angle: number) => void;
}

const MARKS = [-90, -45, 0, 45, 90].map((value) => ({ value, label: `${value}°` }));

/** Whether the wall tilts, and the angle climbs default to when it does (-90..90, step 1). */
export function AngleField({ adjustable, angle, onAdjustableChange, onAngleChange }: AngleFieldProps) {
  return (
    <Stack gap="md">
      <Switch
        size="md"
        label="Adjustable angle"
        description="The wall can be tilted, so each climb records the angle it was set at."
        checked={adjustable}
        onChange={(e) => onAdjustableChange(e.currentTarget.checked)}
      />
      {adjustable && (
        <Group align="flex-end" gap="lg" wrap="nowrap">
          <Slider
            flex={1}
            mb={28}
            min={ANGLE_MIN}
            max={ANGLE_MAX}
            step={1}
            marks={MARKS}
            value={angle}
            onChange={onAngleChange}
            label={(v) => `${v}°`}
            thumbLabel="Default angle"
            thumbSize={24}
          />
          <NumberInput
            w={110}
            label="Default angle"
            min={ANGLE_MIN}
            max={ANGLE_MAX}
            step={1}
            allowDecimal={false}
            clampBehavior="strict"
            suffix="°"
            value={angle}
            onChange={(v) => typeof v === 'number' && onAngleChange(v)}
          />
        </Group>
      )}
    </Stack>
  );
}
