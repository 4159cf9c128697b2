import { List, Text } from '@mantine/core';
import { EditorHelpDialog } from '../../../shared/ui/editor-help-dialog';
import { HOLD_COLORS } from '../../../shared/canvas';
import { CLIMB_PREFERENCES } from '../logic/climb-preferences';
import { useClimbPreference } from '../hooks/use-climb-preference';

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: 3,
        marginRight: 6,
        verticalAlign: 'middle',
        background: color,
      }}
    />
  );
}

/**
 * How tapping builds a climb: opened on the editor's first visit in this browser and from Settings.
 * The tap cycle it lists follows the climber's own settings (foot-only holds are on by default).
 */
export function ClimbEditorHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [footOnly] = useClimbPreference(CLIMB_PREFERENCES.footOnly);
  const [handOnly] = useClimbPreference(CLIMB_PREFERENCES.handOnly);
  const extra = [
    ...(footOnly ? [{ color: HOLD_COLORS.foot, role: 'feet only' }] : []),
    ...(handOnly ? [{ color: HOLD_COLORS.hand, role: 'hands only' }] : []),
  ];
  return (
    <EditorHelpDialog title="Setting a climb" opened={opened} onClose={onClose}>
      <Text size="sm">
        Tap the holds of your problem on the photo. With <b>Cycle</b> chosen above the buttons, each tap moves
        a hold to its next role:
      </Text>
      <List size="sm" spacing={4} listStyleType="none">
        <List.Item>
          <Swatch color={HOLD_COLORS.intermediate} />1 tap: <b>hand hold</b> (intermediate)
        </List.Item>
        <List.Item>
          <Swatch color={HOLD_COLORS.start} />2 taps: <b>start</b>
        </List.Item>
        <List.Item>
          <Swatch color={HOLD_COLORS.top} />3 taps: <b>top</b>
        </List.Item>
        {extra.map(({ color, role }, i) => (
          <List.Item key={role}>
            <Swatch color={color} />
            {4 + i} taps: <b>{role}</b>
          </List.Item>
        ))}
        <List.Item>one more tap clears the hold.</List.Item>
      </List>
      <Text size="sm">
        Or choose <b>Start</b>, <b>Hand</b>
        {footOnly ? ', ' : ' or '}
        {footOnly && (
          <>
            <b>Foot</b> or{' '}
          </>
        )}
        <b>Top</b> there: each tap gives a hold that role, a second tap clears it. Settings turns foot-only
        and hands-only holds on or off.
      </Text>
      <Text size="sm">
        A <b>circuit</b> (Settings, Climb type) numbers holds in the order you tap them and may come back to a
        hold; tap the last hold again to take it off.
      </Text>
      <Text size="sm">
        Drag to pan, scroll or pinch to zoom. <b>Ctrl+Z</b> undoes and <b>Ctrl+Y</b> redoes (Cmd on a Mac); on
        a phone, use the arrow buttons. <b>Submit</b> names and saves the climb.
      </Text>
    </EditorHelpDialog>
  );
}
