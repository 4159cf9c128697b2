import { useState } from 'react';
import { Button, Progress, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import touch from '../../../shared/util/touch-target.module.css';
import {
  SAVE_WALL_OFFLINE,
  SAVE_WALL_OFFLINE_FAILED,
  savedWallOffline,
  SAVING_WALL_OFFLINE,
} from '../../../shared/util/texts';
import { isSecureContext } from '../../../shared/util/secure-context';
import { useOnline } from '../../../shared/offline/use-online';
import { useChosenAngle } from '../../../shared/data/walls/wall-angle';
import { formatBytes } from './format-bytes';
import { saveWallOffline, type SaveProgress } from './save-wall-offline';

type State =
  | { step: 'idle' }
  | { step: 'saving'; progress: SaveProgress }
  | { step: 'saved'; text: string }
  | { step: 'failed' };

/**
 * 'Save this wall for offline': every climb, its holds and photo on this phone, with a progress bar. Not on
 * a plain-HTTP page: without a service worker nothing would be kept, and 'Saved' would be a false promise.
 */
export function SaveWallOfflineButton({ wallId }: { wallId: string }) {
  const online = useOnline();
  const { angle } = useChosenAngle(wallId);
  const [state, setState] = useState<State>({ step: 'idle' });
  if (!isSecureContext()) return null;

  const save = async () => {
    setState({ step: 'saving', progress: { done: 0, total: 1 } });
    try {
      const saved = await saveWallOffline(
        wallId,
        { width: window.innerWidth, pixelRatio: window.devicePixelRatio || 1 },
        (progress) => setState({ step: 'saving', progress }),
        angle,
      );
      setState({ step: 'saved', text: savedWallOffline(saved.climbs, formatBytes(saved.bytes)) });
    } catch {
      setState({ step: 'failed' });
    }
  };

  const saving = state.step === 'saving';
  return (
    <Stack gap={6} maw={420}>
      <Button
        variant="default"
        size="md"
        className={touch.touchTarget}
        leftSection={<IconCloudDownload size={18} aria-hidden />}
        onClick={() => void save()}
        loading={saving}
        disabled={!online}
      >
        {SAVE_WALL_OFFLINE}
      </Button>
      {saving && (
        <Progress
          value={(100 * state.progress.done) / Math.max(1, state.progress.total)}
          aria-label={SAVING_WALL_OFFLINE}
          animated
        />
      )}
      {state.step === 'saved' && (
        <Text size="sm" role="status">
          {state.text}
        </Text>
      )}
      {state.step === 'failed' && (
        <Text size="sm" c="red" role="alert">
          {SAVE_WALL_OFFLINE_FAILED}
        </Text>
      )}
    </Stack>
  );
}
