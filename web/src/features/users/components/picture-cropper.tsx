import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Alert, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import {
  CANCEL,
  CROP_HINT,
  CROP_PICTURE,
  PICTURE_NOT_PREVIEWABLE,
  SAVE_PICTURE,
  ZOOM,
} from '../../../shared/util/texts';
import {
  clampCrop,
  OUTPUT_SIZE,
  outputRect,
  shownSize,
  ZOOM_MAX,
  ZOOM_MIN,
  type Crop,
} from '../logic/crop-math';

/** The viewport's side on screen; the circle fills it. */
const VIEW = 260;
const START: Crop = { zoom: 1, x: 0, y: 0 };

interface Props {
  file: File;
  saving: boolean;
  onCancel: () => void;
  /** Base64 of the picture to send: the circle as a square PNG/WebP, or the file as it is. */
  onSave: (base64: string) => void;
}

/**
 * Crops a picture to a circle (spec 2.15, 5): drag or arrow keys move it, the slider zooms 0.1 to 2.
 * What the circle shows is drawn on a canvas and sent; a file the browser cannot show (TIFF) is sent
 * as it is, and the server centres it.
 */
export function PictureCropper({ file, saving, onCancel, onSave }: Props) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [crop, setCrop] = useState<Crop>(START);
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);
  // A data: URL, which the page's Content-Security-Policy allows for images (blob: it does not).
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    fileAsBase64(file).then(
      (base64) => active && setUrl(`data:${file.type || 'application/octet-stream'};base64,${base64}`),
      () => active && setUnreadable(true),
    );
    return () => {
      active = false;
    };
  }, [file]);

  const move = (next: Crop) => image && setCrop(clampCrop(next, image, VIEW));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, crop };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start)
      move({ ...start.crop, x: start.crop.x + e.clientX - start.x, y: start.crop.y + e.clientY - start.y });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 30 : 8;
    const by = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
      e.key
    ];
    if (!by) return;
    e.preventDefault();
    move({ ...crop, x: crop.x + by[0]!, y: crop.y + by[1]! });
  };

  const save = async () => {
    if (!image) return onSave(await fileAsBase64(file));
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = OUTPUT_SIZE;
    const ctx = canvas.getContext('2d')!;
    ctx.beginPath();
    ctx.arc(OUTPUT_SIZE / 2, OUTPUT_SIZE / 2, OUTPUT_SIZE / 2, 0, Math.PI * 2);
    ctx.clip();
    const r = outputRect(crop, image, VIEW);
    ctx.drawImage(image, r.x, r.y, r.width, r.height);
    onSave(canvas.toDataURL('image/png').replace(/^data:[^,]*,/, ''));
  };

  const shown = image ? shownSize(image, VIEW, crop.zoom) : null;
  return (
    <Modal opened onClose={onCancel} title={CROP_PICTURE} centered>
      <Stack align="center">
        {unreadable ? (
          <Alert color="yellow">{PICTURE_NOT_PREVIEWABLE}</Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {CROP_HINT}
            </Text>
            <Box
              role="group"
              aria-label={CROP_PICTURE}
              tabIndex={0}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => (drag.current = null)}
              onPointerCancel={() => (drag.current = null)}
              onKeyDown={onKeyDown}
              data-testid="picture-crop-area"
              style={{
                position: 'relative',
                width: VIEW,
                height: VIEW,
                overflow: 'hidden',
                touchAction: 'none',
                cursor: 'grab',
                borderRadius: 8,
                background: 'var(--mantine-color-dark-6)',
              }}
            >
              {url && (
                <img
                  src={url}
                  alt=""
                  draggable={false}
                  onLoad={(e) => setImage(e.currentTarget)}
                  onError={() => setUnreadable(true)}
                  style={{
                    position: 'absolute',
                    left: '50%',
                    top: '50%',
                    width: shown?.width,
                    height: shown?.height,
                    maxWidth: 'none',
                    transform: `translate(calc(-50% + ${crop.x}px), calc(-50% + ${crop.y}px))`,
                    userSelect: 'none',
                    pointerEvents: 'none',
                  }}
                />
              )}
              {/* The circle: everything outside it is dimmed, as it will not be kept. */}
              <Box
                aria-hidden
                style={{
                  position: 'absolute',
                  inset: 0,
                  borderRadius: '50%',
                  boxShadow: '0 0 0 400px rgba(0, 0, 0, 0.6)',
                  border: '2px solid rgba(255, 255, 255, 0.85)',
                  pointerEvents: 'none',
                }}
              />
            </Box>
            <Box w="100%">
              <Text size="sm" fw={500} id="picture-zoom-label">
                {ZOOM}
              </Text>
              <Slider
                min={ZOOM_MIN}
                max={ZOOM_MAX}
                step={0.01}
                value={crop.zoom}
                onChange={(zoom) => move({ ...crop, zoom })}
                label={(v) => `${Math.round(v * 100)}%`}
                thumbProps={{ 'aria-labelledby': 'picture-zoom-label' }}
                disabled={!image}
              />
            </Box>
          </>
        )}
        <Group justify="flex-end" w="100%">
          <Button variant="default" onClick={onCancel}>
            {CANCEL}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!image && !unreadable}>
            {SAVE_PICTURE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

async function fileAsBase64(file: Blob) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
