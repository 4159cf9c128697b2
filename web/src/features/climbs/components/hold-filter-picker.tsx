import { useMemo, useState } from 'react';
import { Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { LoadFailed } from '../../../shared/ui/page-states';
import { HoldLayer, PhotoCanvas, pickedOutline, pickHold, type MarkedHold } from '../../../shared/canvas';
import { useRevision } from '../../../shared/data/walls/get-revision';
import { onlyPicked, tapHoldFilter, type HoldFilterSelection } from '../logic/hold-filter-selection';
import classes from './hold-filter-picker.module.css';
import { ERROR_LOADING_WALL_REVISION, LOADING_WALL } from '../../../shared/util/texts';

interface HoldFilterPickerProps {
  wallId: string;
  uses: string[];
  avoids: string[];
  onDone: (selection: HoldFilterSelection) => void;
  onCancel: () => void;
}

/**
 * Picks the holds of the climbs list's hold filter on the wall's latest photo, full screen: a tap
 * cycles a hold through must use (green, ✓), must not use (red, ✕) and out of the filter.
 */
export function HoldFilterPicker({ wallId, uses, avoids, onDone, onCancel }: HoldFilterPickerProps) {
  const revision = useRevision(wallId);
  const [selection, setSelection] = useState<HoldFilterSelection>({ uses, avoids });
  const [tooMany, setTooMany] = useState(false);
  const holds = revision.data?.holds;
  const marks = useMemo<MarkedHold[]>(() => {
    const used = new Set(selection.uses);
    const avoided = new Set(selection.avoids);
    return (holds ?? []).map((h) => ({
      id: h.id,
      polygon: h.bounding_polygon,
      mark: used.has(h.id) ? 'start' : avoided.has(h.id) ? 'top' : 'unselected',
      label: used.has(h.id) ? '✓' : avoided.has(h.id) ? '✕' : undefined,
    }));
  }, [holds, selection]);

  return (
    <Modal
      opened
      fullScreen
      onClose={onCancel}
      withCloseButton={false}
      padding={0}
      aria-label="Pick holds"
      transitionProps={{ duration: 0 }}
    >
      <div className={classes.picker}>
        <div className={classes.canvas}>
          {revision.isPending ? (
            <Center h="100%" role="status" aria-label={LOADING_WALL}>
              <Loader />
            </Center>
          ) : revision.isError ? (
            <LoadFailed title={ERROR_LOADING_WALL_REVISION} />
          ) : (
            <PhotoCanvas
              photo={revision.data}
              label="Pick holds"
              // On a touch screen the finger hides a small hold: the loupe shows it, ringed if a tap picks it.
              loupe
              loupeTarget={(point, screen) => pickedOutline(marks, point, screen)}
              onTap={(point, screen) => {
                const holdId = pickHold(marks, point, screen);
                if (holdId) setSelection((s) => tapHoldFilter(s, holdId));
                setTooMany(false);
              }}
            >
              {(view) => <HoldLayer holds={marks} view={view} showUnselected />}
            </PhotoCanvas>
          )}
        </div>
        <div className={classes.bar} role="toolbar" aria-label="Pick holds">
          <Text size="sm" aria-live="polite">
            {tooMany
              ? 'Too many holds to leave out: tap the holds to avoid instead.'
              : `Tap a hold: uses it (green), then avoids it (red). Uses ${selection.uses.length} · avoids ${selection.avoids.length}`}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              disabled={selection.uses.length === 0}
              onClick={() => {
                const only = onlyPicked(
                  selection,
                  (holds ?? []).map((h) => h.id),
                );
                if (only) setSelection(only);
                else setTooMany(true);
              }}
            >
              Only these holds
            </Button>
            <Button variant="subtle" onClick={() => setSelection({ uses: [], avoids: [] })}>
              Clear
            </Button>
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={() => onDone(selection)}>Done</Button>
          </Group>
        </div>
      </div>
    </Modal>
  );
}
