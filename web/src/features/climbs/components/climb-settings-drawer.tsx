import { Button, Drawer, Input, SegmentedControl, Stack, Switch } from '@mantine/core';
import type { ClimbSelection } from '../logic/climb-selection';
import { CLIMB_PREFERENCES } from '../logic/climb-preferences';
import { useClimbPreference } from '../hooks/use-climb-preference';

function PreferenceSwitch({
  preference,
  label,
  description,
}: {
  preference: string;
  label: string;
  description: string;
}) {
  const [on, setOn] = useClimbPreference(preference);
  return (
    <Switch
      size="md"
      label={label}
      description={description}
      checked={on}
      onChange={(e) => setOn(e.currentTarget.checked)}
    />
  );
}

/**
 * The climb editor's settings: the climb's type (set once, so out of the tapping bar: decision 0203)
 * and spec 3's local preferences, kept in this browser.
 */
export function ClimbSettingsDrawer({
  opened,
  onClose,
  onHelp,
  position,
  type,
  onTypeChange,
}: {
  opened: boolean;
  onClose: () => void;
  onHelp: () => void;
  position: 'bottom' | 'right';
  type: ClimbSelection['type'];
  onTypeChange: (type: ClimbSelection['type']) => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Settings"
      position={position}
      size={position === 'bottom' ? 'auto' : 'md'}
    >
      <Stack gap="lg" pb="md">
        <Input.Wrapper
          label="Climb type"
          description="A circuit numbers its holds in the order you tap them. Switching starts the holds afresh (Undo brings them back)."
        >
          <SegmentedControl
            aria-label="Climb type"
            fullWidth
            mt={6}
            value={type}
            onChange={(next) => onTypeChange(next as ClimbSelection['type'])}
            data={[
              { value: 'standard', label: 'Standard' },
              { value: 'circuit', label: 'Circuit' },
            ]}
          />
        </Input.Wrapper>
        <PreferenceSwitch
          preference={CLIMB_PREFERENCES.footOnly}
          label="Include foot-only holds"
          description="After top, a tap makes a hold yellow: feet only."
        />
        <PreferenceSwitch
          preference={CLIMB_PREFERENCES.handOnly}
          label="Include hand-only holds"
          description="A tap after top (or feet only) makes a hold orange: hands only."
        />
        <PreferenceSwitch
          preference={CLIMB_PREFERENCES.colorBlind}
          label="Colour-blind mode"
          description="Holds are white with a letter: S start, I intermediate, T top, F foot, H hand."
        />
        <PreferenceSwitch
          preference={CLIMB_PREFERENCES.showUnselected}
          label="Show outlines of unpicked holds"
          description="Every traced hold shows its outline, so you can see what can be tapped."
        />
        <PreferenceSwitch
          preference={CLIMB_PREFERENCES.hideUndoRedo}
          label="Hide undo and redo buttons"
          description="On phones; Ctrl+Z and Ctrl+Y still work with a keyboard."
        />
        <Button variant="default" onClick={onHelp}>
          Help
        </Button>
      </Stack>
    </Drawer>
  );
}
