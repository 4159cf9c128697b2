import { List, Text } from '@mantine/core';
import { EditorHelpDialog, type EditorHelpProps } from '../../../shared/ui/editor-help-dialog';

/** What each mode does and its keys; opened at start unless the user ticked it away. */
export function EditorHelp(props: EditorHelpProps) {
  return (
    <EditorHelpDialog title="Editing holds" {...props}>
      <Text size="sm">Trace each hold on the photo once; climbs are then built by tapping these holds.</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <b>Move (1)</b>: drag to pan, scroll or pinch to zoom.
        </List.Item>
        <List.Item>
          <b>Add (2)</b>: tap around a hold to place points; <b>Enter</b> or a tap on the first point saves it
          (three points at least), <b>Backspace</b> removes the last point, <b>Escape</b> cancels.
        </List.Item>
        <List.Item>
          <b>Delete (3)</b>: tap a hold to delete it. If climbs use it, you are asked first.
        </List.Item>
        <List.Item>
          <b>View (4)</b>: the photo without outlines; nothing changes.
        </List.Item>
        <List.Item>
          <b>Outline (5)</b>: tap a hold and its outline appears; tap the next hold and the last one is kept.
          Tap inside an outline to shrink it, or use the Size slider; drag a corner to fix it. <b>Enter</b> or
          Save hold keeps the last one, <b>Escape</b> or Cancel drops it.
        </List.Item>
        <List.Item>
          <b>Suggest (6)</b>: outlines are proposed for every hold found on the photo that is not traced yet.
          Tap one to accept it (or to reject it, as chosen), or Accept all. Your review is kept on this device
          until you finish.
        </List.Item>
        <List.Item>
          <b>Ctrl+Z</b> undoes and <b>Ctrl+Y</b> redoes (Cmd on a Mac), also after saving.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        On a phone the buttons above the photo do the same.
      </Text>
    </EditorHelpDialog>
  );
}
