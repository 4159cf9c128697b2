import { Group, Slider, Switch } from '@mantine/core';
import { SPOTLIGHT_STRENGTH, useSpotlight, useSpotlightStrength } from '../../../shared/canvas';

/** The climb sheet's spotlight: on or off, and how dark the rest of the wall is (kept in this browser). */
export function SpotlightControls() {
  const [on, setOn] = useSpotlight();
  const [strength, setStrength] = useSpotlightStrength();
  return (
    <Group gap="md" wrap="nowrap" mih={44}>
      <Switch
        size="md"
        label="Spotlight"
        checked={on}
        onChange={(e) => setOn(e.currentTarget.checked)}
        styles={{ body: { alignItems: 'center' } }}
      />
      <Slider
        flex={1}
        thumbLabel="Spotlight strength"
        min={SPOTLIGHT_STRENGTH.min}
        max={SPOTLIGHT_STRENGTH.max}
        step={SPOTLIGHT_STRENGTH.step}
        value={strength}
        onChange={setStrength}
        disabled={!on}
        label={(v) => `${Math.round(v * 100)} %`}
        thumbSize={22}
      />
    </Group>
  );
}
