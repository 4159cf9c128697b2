import { Paper, Stack, Switch, Title } from '@mantine/core';
import { useColorBlindMode } from '../../../shared/canvas';

/**
 * The Settings screen's display choices, kept in this browser (spec 3's local preferences): the
 * same colour-blind mode the climb editor's drawer switches, applied at once.
 */
export function DisplaySettings() {
  const [colorBlind, setColorBlind] = useColorBlindMode();
  return (
    <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="display-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="display-settings-title">
          Display
        </Title>
        <Switch
          size="md"
          label="Colour-blind mode"
          description="Climbs' holds are ringed in white with a letter: S start, I intermediate, T top, F foot, H hand. Kept on this device."
          checked={colorBlind}
          onChange={(e) => setColorBlind(e.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
