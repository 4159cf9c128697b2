import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import type { WallRevision } from '@spraybook/contract';
import { useLocalPreference } from '../../../shared/util/local-preference';
import { holdAt, HoldLayer, PhotoCanvas, WHOLE_HEIGHT, type MarkedHold } from '../../../shared/canvas';
import { PendingWriteList } from '../../../shared/offline/public';
import { useHoldEditor } from '../hooks/use-hold-editor';
import { waitingOutlines } from '../logic/queued-holds';
import { DraftLayer } from './draft-layer';
import { OutlineLayer, SavingOutlines } from './outline-layer';
import { SuggestionLayer } from './suggestion-layer';
import { TracingPanel, TracingToolbarControls } from './tracing-panel';
import { EditorHelp } from './editor-help';
import { EditorToolbar } from './editor-toolbar';
import { TouchToolbar } from './touch-toolbar';
import classes from './hold-editor.module.css';

/** Touch screens and narrow windows get buttons instead of key lists. */
const TOUCH_SIZED = '(pointer: coarse), (max-width: 48em)';
export const HELP_HIDDEN_PREFERENCE = 'holds-help-hidden';

/** The hold editor on one wall photo: toolbar above, the photo with its holds filling the rest. */
export function HoldEditor({ wallName, revision }: { wallName: string; revision: WallRevision }) {
  const editor = useHoldEditor(revision);
  const touch = useMediaQuery(TOUCH_SIZED, false, { getInitialValueInEffect: false });
  const [helpHidden, setHelpHidden] = useLocalPreference(HELP_HIDDEN_PREFERENCE, false);
  const [helpOpen, setHelpOpen] = useState(!helpHidden);

  // The editor shows every traced outline; marks are for climbs.
  const holds: MarkedHold[] = editor.holds.map((h) => ({
    id: h.id,
    polygon: h.bounding_polygon,
    mark: 'unselected',
  }));
  // Outlines still saving, and those kept on the phone until the network is back: drawn until the server has them.
  const unsaved = [
    ...editor.outline.saving.map((d) => d.polygon),
    ...waitingOutlines(editor.queued, revision.id),
  ];
  const onHelp = () => setHelpOpen(true);

  return (
    <div
      className={classes.editor}
      data-mode={editor.mode}
      data-outline-answers={editor.outline.answers}
      aria-busy={editor.busy}
    >
      <div className={classes.toolbar}>
        {touch ? (
          <TouchToolbar
            mode={editor.mode}
            run={editor.run}
            onHelp={onHelp}
            draftPoints={editor.draft.length}
            canFinish={editor.canFinish}
            canUndo={editor.canUndo}
            canRedo={editor.canRedo}
            busy={editor.busy}
            extra={<TracingToolbarControls editor={editor} />}
          />
        ) : (
          <EditorToolbar
            mode={editor.mode}
            onMode={(mode) => editor.run({ type: 'mode', mode })}
            onHelp={onHelp}
            draftPoints={editor.draft.length}
          />
        )}
        <TracingPanel editor={editor} compact={touch} />
        {editor.queued.length > 0 && <PendingWriteList writes={editor.queued} />}
      </div>
      <div className={classes.canvas}>
        <PhotoCanvas
          photo={revision}
          label={`Holds of ${wallName}`}
          onTap={editor.tap}
          // On a phone a landscape wall opens as tall as the screen: holds big enough to tap (docs/decisions/0098-landscape-wall-opens-full-height.md).
          focus={WHOLE_HEIGHT}
          loupe
          // Delete takes only the hold a tap is inside: the loupe rings it before the finger lifts.
          loupeTarget={
            editor.mode === 'delete'
              ? (point) => holds.find((h) => h.id === holdAt(holds, point))?.polygon ?? null
              : undefined
          }
        >
          {(view) => (
            <>
              {editor.mode !== 'view' && <HoldLayer holds={holds} view={view} showUnselected />}
              {editor.mode === 'add' && <DraftLayer draft={editor.draft} view={view} />}
              {editor.mode === 'suggest' && (
                <SuggestionLayer suggestions={editor.review.pending} view={view} />
              )}
              {unsaved.length > 0 && <SavingOutlines polygons={unsaved} view={view} />}
              {editor.mode === 'outline' && editor.outline.outline && (
                <OutlineLayer
                  polygon={editor.outline.outline.polygon}
                  view={view}
                  onMoveCorner={editor.outline.moveCorner}
                  onTap={editor.tap}
                />
              )}
            </>
          )}
        </PhotoCanvas>
      </div>
      <EditorHelp
        opened={helpOpen}
        onClose={() => setHelpOpen(false)}
        hidden={helpHidden}
        onHiddenChange={setHelpHidden}
      />
    </div>
  );
}
