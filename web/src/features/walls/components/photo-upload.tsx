import { useRef, useState } from 'react';
import { Alert, Button, Group, Input, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/dropzone/styles.css';
import { Dropzone, MIME_TYPES } from '@mantine/dropzone';
import {
  IconAlertTriangle,
  IconPhoto,
  IconPhotoX,
  IconReplace,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { readFileAsDataUrl } from '../utils/read-file';
import classes from './photo-upload.module.css';

export interface ChosenPhoto {
  file: File;
  /** `data:image/jpeg;base64,…`, for the preview and, stripped of its prefix, the upload. */
  dataUrl: string;
}

interface PhotoUploadProps {
  value: ChosenPhoto | null;
  onChange: (photo: ChosenPhoto | null) => void;
  /** Called with the file as soon as it is chosen, before it is read (the form looks for GPS in it). */
  onFileChosen?: (file: File) => void;
  /** The wall's photo now, in edit mode. */
  currentPhotoUrl?: string;
  error?: string;
}

/** Choose a JPEG of the wall (drop or tap), with a preview; in edit mode it replaces the current photo. */
export function PhotoUpload({ value, onChange, onFileChosen, currentPhotoUrl, error }: PhotoUploadProps) {
  const openRef = useRef<() => void>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setReadError(null);
    setReading(true);
    onFileChosen?.(file);
    try {
      onChange({ file, dataUrl: await readFileAsDataUrl(file) });
    } catch (e) {
      setReadError((e as Error).message);
    } finally {
      setReading(false);
    }
  };

  const shownError = readError ?? error;
  const preview = value?.dataUrl ?? currentPhotoUrl;

  return (
    <Stack gap="sm">
      {preview && (
        <div>
          <img
            className={classes.preview}
            src={preview}
            alt={value ? 'Preview of the chosen photo' : 'The current photo of the wall'}
          />
          <Text size="sm" c="dimmed" mt={6}>
            {value
              ? `${value.file.name} · ${(value.file.size / 1024 / 1024).toFixed(1)} MB`
              : 'Current photo'}
          </Text>
        </div>
      )}
      {currentPhotoUrl && !value && (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          A new photo replaces the current one, and its holds must be traced again.
        </Alert>
      )}
      <Dropzone
        openRef={openRef}
        onDrop={(files) => void choose(files[0])}
        onReject={() => setReadError('Only JPEG photos can be used. Choose a .jpg or .jpeg file.')}
        accept={[MIME_TYPES.jpeg]}
        multiple={false}
        loading={reading}
        radius="md"
        className={classes.dropzone}
        // The button inside takes keyboard focus; the whole area still takes taps and drops.
        activateOnKeyboard={false}
        inputProps={{ 'aria-label': 'Wall photo' }}
        style={{
          display: value ? 'none' : undefined,
          borderColor: shownError ? 'var(--mantine-color-error)' : undefined,
        }}
      >
        <Stack
          align="center"
          justify="center"
          ta="center"
          gap="sm"
          mih={170}
          style={{ pointerEvents: 'none' }}
        >
          <Dropzone.Accept>
            <ThemeIcon size={52} radius="xl" variant="light">
              <IconUpload size={26} aria-hidden />
            </ThemeIcon>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <ThemeIcon size={52} radius="xl" variant="light" color="red">
              <IconPhotoX size={26} aria-hidden />
            </ThemeIcon>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <ThemeIcon size={52} radius="xl" variant="light">
              <IconPhoto size={26} aria-hidden />
            </ThemeIcon>
          </Dropzone.Idle>
          {/* No handler of its own: its click (mouse, Enter or Space) reaches the dropzone, which opens the file picker. */}
          <Button size="md" variant="light" aria-describedby={shownError ? 'wall-photo-error' : undefined}>
            {currentPhotoUrl ? 'Choose a new photo' : 'Choose a photo'}
          </Button>
          <Text size="sm" c="dimmed" maw={360}>
            or drop a JPEG here. Take it straight on, with the whole wall in frame.
          </Text>
        </Stack>
      </Dropzone>
      {value && (
        <Group gap="sm">
          <Button
            size="md"
            variant="default"
            leftSection={<IconReplace size={18} aria-hidden />}
            onClick={() => openRef.current?.()}
          >
            Choose another photo
          </Button>
          <Button
            size="md"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => onChange(null)}
          >
            Remove photo
          </Button>
        </Group>
      )}
      {shownError && (
        <Input.Error id="wall-photo-error" size="sm" role="alert">
          {shownError}
        </Input.Error>
      )}
    </Stack>
  );
}
