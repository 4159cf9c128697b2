import { useMemo, useState } from 'react';
import { ActionIcon, Button, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp, IconSettings } from '@tabler/icons-react';
import { climbHoldsProblem } from '@spraybook/contract/plain';
import type { Wall, WallRevision } from '@spraybook/contract';
import { useLocalPreference } from '../../../shared/util/local-preference';
import {
  ClimbLayer,
  HoldLayer,
  PhotoCanvas,
  pickedOutline,
  pickHold,
  useColorBlindMode,
  WHOLE_HEIGHT,
} from '../../../shared/canvas';
import { useClimbEditor } from '../hooks/use-climb-editor';
import { climbMarks } from '../../../shared/canvas/climb-marks';
import { CLIMB_PREFERENCES } from '../logic/climb-preferences';
import { selectionSummary, type ClimbSelection } from '../logic/climb-selection';
import { ClimbEditorHelp } from './climb-editor-help';
import { ClimbSettingsDrawer } from './climb-settings-drawer';
import { SimilarClimbNotice } from './similar-climb-notice';
import { SubmitClimbDrawer, type ClimbDetails } from './submit-climb-drawer';
import { TapRoleRow } from './tap-role-row';
import classes from './climb-editor.module.css';
import { useToastsAbove } from '../../../shared/ui/toasts-above';

/** Touch screens and narrow windows get undo/redo buttons and drawers from the bottom. */
const TOUCH_SIZED = '(pointer: coarse), (max-width: 48em)';

export interface ClimbEditorProps {
  wall: Wall;
  revision: WallRevision;
  initialSelection: ClimbSelection;
  initialDetails: ClimbDetails;
  defaultSystem: string;
  isNew: boolean;
  /** The climb being edited, which is not 'similar' to itself. */
  climbId?: string;
  saving: boolean;
  onSave: (selection: ClimbSelection, details: ClimbDetails) => void;
}

/**
 * The photo with tappable holds, and a bar with Settings, what a tap gives, the status, undo/redo and
 * Submit (spec 2.9; the climb type is in Settings).
 */
export function ClimbEditor(props: ClimbEditorProps) {
  const { wall, revision } = props;
  const editor = useClimbEditor(props.initialSelection);
  const touch = useMediaQuery(TOUCH_SIZED, false, { getInitialValueInEffect: false });
  const [colorBlind] = useColorBlindMode();
  const [showUnselected] = useLocalPreference(CLIMB_PREFERENCES.showUnselected, false);
  const [hideUndoRedo] = useLocalPreference(CLIMB_PREFERENCES.hideUndoRedo, false);
  // The help opens by itself on the first visit only (issue 44), and from Settings.
  const [helpSeen, setHelpSeen] = useLocalPreference(CLIMB_PREFERENCES.editorHelpSeen, false);
  const [helpOpen, setHelpOpen] = useState(!helpSeen);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const toastsAbove = useToastsAbove<HTMLDivElement>();
  const [submitOpen, setSubmitOpen] = useState(false);

  const marks = useMemo(
    () => climbMarks(revision.holds, editor.selection.holds),
    [revision.holds, editor.selection],
  );
  const problem = climbHoldsProblem(editor.selection.holds);
  const position = touch ? 'bottom' : 'right';

  return (
    <div className={classes.editor}>
      <div className={classes.canvas}>
        <PhotoCanvas
          photo={revision}
          label={`Holds of ${wall.name}`}
          // On a phone a landscape wall opens as tall as the space, as in the hold editor: holds big enough to tap.
          focus={WHOLE_HEIGHT}
          loupe
          loupeTarget={(point, screen) => pickedOutline(marks, point, screen)}
          onTap={(point, screen) => {
            const holdId = pickHold(marks, point, screen);
            if (holdId) editor.tap(holdId);
          }}
        >
          {(view) => (
            <>
              <HoldLayer holds={marks} view={view} colorBlind={colorBlind} showUnselected={showUnselected} />
              {/* The climb page's rings and letters round the picked holds: a small hold stays easy to see. */}
              <ClimbLayer holds={marks} view={view} colorBlind={colorBlind} letters />
            </>
          )}
        </PhotoCanvas>
      </div>
      <div ref={toastsAbove} className={classes.bar} role="toolbar" aria-label="Climb editor">
        {touch ? (
          <ActionIcon size="lg" variant="default" aria-label="Settings" onClick={() => setSettingsOpen(true)}>
            <IconSettings size={20} aria-hidden />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            leftSection={<IconSettings size={18} aria-hidden />}
            onClick={() => setSettingsOpen(true)}
          >
            Settings
          </Button>
        )}
        {editor.selection.type === 'standard' && (
          <TapRoleRow value={editor.tapRole} onChange={editor.setTapRole} size={touch ? 'xs' : 'sm'} />
        )}
        <Text size="sm" c={problem ? 'dimmed' : undefined} className={classes.status} aria-live="polite">
          {selectionSummary(editor.selection)}
          {problem && ` · ${problem}`}
        </Text>
        {touch && !hideUndoRedo && (
          <>
            <ActionIcon
              size="lg"
              variant="default"
              aria-label="Undo"
              onClick={editor.undo}
              disabled={!editor.canUndo}
            >
              <IconArrowBackUp size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              size="lg"
              variant="default"
              aria-label="Redo"
              onClick={editor.redo}
              disabled={!editor.canRedo}
            >
              <IconArrowForwardUp size={20} aria-hidden />
            </ActionIcon>
          </>
        )}
        <Button
          className={classes.grow}
          onClick={() => setSubmitOpen(true)}
          disabled={problem !== null}
          title={problem ?? undefined}
        >
          Submit
        </Button>
      </div>
      <ClimbSettingsDrawer
        opened={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        onHelp={() => {
          setSettingsOpen(false);
          setHelpOpen(true);
        }}
        position={position}
        type={editor.selection.type}
        onTypeChange={editor.setType}
      />
      <SubmitClimbDrawer
        opened={submitOpen}
        onClose={() => setSubmitOpen(false)}
        initial={props.initialDetails}
        defaultSystem={props.defaultSystem}
        adjustableAngle={wall.adjustable_angle}
        defaultAngle={wall.default_angle}
        position={position}
        saving={props.saving}
        isNew={props.isNew}
        notice={
          submitOpen && (
            <SimilarClimbNotice wallId={wall.id} holds={editor.selection.holds} excludeId={props.climbId} />
          )
        }
        onSubmit={(details) => props.onSave(editor.selection, details)}
      />
      <ClimbEditorHelp
        opened={helpOpen}
        onClose={() => {
          setHelpOpen(false);
          setHelpSeen(true);
        }}
      />
    </div>
  );
}
