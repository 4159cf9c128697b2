import { List, Text } from '@mantine/core';
import { EditorHelpDialog, type EditorHelpProps } from '../../../components/editor-help-dialog';
import { HOLD_COLORS } from '../../../shared/canvas';

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

/** How tapping builds a climb; opened at start unless the user ticked it away. */
export function ClimbEditorHelp(props: EditorHelpProps) {
  return (
    <EditorHelpDialog title="Setting a climb" {...props}>
      <Text size="sm">
        Tap the holds of your problem on the photo. Each tap moves a hold to its next role:
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
        <List.Item>
          <Swatch color={HOLD_COLORS.foot} />
          then <b>feet only</b>, and <Swatch color={HOLD_COLORS.hand} />
          <b>hands only</b>, when turned on in Settings
        </List.Item>
        <List.Item>one more tap clears the hold.</List.Item>
      </List>
      <Text size="sm">
        A <b>circuit</b> numbers holds in the order you tap them and may come back to a hold; tap the last
        hold again to take it off.
      </Text>
      <Text size="sm">
        Drag to pan, scroll or pinch to zoom. <b>Ctrl+Z</b> undoes and <b>Ctrl+Y</b> redoes (Cmd on a Mac); on
        a phone, use the arrow buttons. <b>Submit</b> names and saves the climb.
      </Text>
    </EditorHelpDialog>
  );
}
