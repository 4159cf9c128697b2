import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useCanvasExtraPadding } from '../hooks/use-canvas-extra-padding';
import { useElementSize } from '../hooks/use-element-size';
import { usePanZoom, type FingerPress } from '../hooks/use-pan-zoom';
import { usePhotoSource } from '../hooks/use-photo-source';
import { canvasView, photoViewBox } from '../math/canvas-view';
import { controlsBottom } from '../math/controls-placement';
import { fitToScreen, lowestZoom, ZOOM_MAX } from '../math/view-transform';
import type { PhotoCanvasProps } from '../types';
import { Loupe } from './loupe';
import classes from './photo-canvas.module.css';
import { useToastsAbove } from '../../../components/toasts-above';

/**
 * A wall photo with SVG layers over it, zoomable (1..10) and pannable by mouse, touch and pen.
 * It fills its parent. data-holds-drawn="true" once the photo has loaded and the layers rendered.
 */
export function PhotoCanvas({
  photo,
  label,
  onTap,
  loupe,
  loupeTarget,
  extraPadding,
  focus,
  coveredBottom = 0,
  children,
  className,
  onDrawn,
}: PhotoCanvasProps) {
  const root = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  // Toasts show above the zoom buttons, never over them (issue 23).
  const controlsRef = useMergedRef(controls, useToastsAbove<HTMLDivElement>());
  const defaultPadding = useCanvasExtraPadding();
  const container = useElementSize(root);
  const photoSize = { width: photo.image_width, height: photo.image_height };
  const fitted = fitToScreen(container, photoSize);
  // A stable object while the size is the same, so the pan/zoom effects do not re-run each render.
  const base = useMemo(() => ({ width: fitted.width, height: fitted.height }), [fitted.width, fitted.height]);
  const [finger, setFinger] = useState<FingerPress | null>(null);
  const { zoom, zoomIn, zoomOut, reset } = usePanZoom({
    root,
    content,
    controls,
    container,
    base,
    padding: extraPadding ?? defaultPadding,
    onTap,
    onFingerDown: loupe ? setFinger : undefined,
    focus,
    coveredBottom,
  });
  const source = usePhotoSource(photo, base.width, zoom);
  const [loadedPhoto, setLoadedPhoto] = useState<string | null>(null);
  const drawn = !!source && loadedPhoto === photo.image_url && base.width > 0;
  const reportDrawn = useRef(onDrawn);
  reportDrawn.current = onDrawn;
  useEffect(() => {
    if (!drawn) return;
    // Two frames: the view the pan-zoom settles on (it commits a frame later) is on screen by then.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => reportDrawn.current?.());
    });
    return () => cancelAnimationFrame(frame);
  }, [drawn]);

  const view = canvasView(photo, base.width, zoom);

  return (
    <div
      ref={root}
      role="region"
      aria-label={label}
      className={className ? `${classes.root} ${className}` : classes.root}
      data-holds-drawn={drawn ? 'true' : 'false'}
      data-zoom={zoom.toFixed(2)}
    >
      {base.width > 0 && (
        <div ref={content} className={classes.content} style={{ width: base.width, height: base.height }}>
          {source && (
            <img
              className={classes.photo}
              src={source.url}
              alt=""
              draggable={false}
              decoding="async"
              onLoad={() => setLoadedPhoto(photo.image_url)}
            />
          )}
          <svg
            className={classes.layers}
            viewBox={photoViewBox(photo)}
            preserveAspectRatio="none"
            aria-hidden
          >
            {children?.(view)}
          </svg>
        </div>
      )}
      {loupe && finger && source && (
        <Loupe
          finger={finger}
          container={container}
          base={base}
          photoUrl={source.url}
          photo={photoSize}
          layers={children}
          target={loupeTarget}
        />
      )}
      <div
        ref={controlsRef}
        className={classes.controls}
        style={coveredBottom > 0 ? { bottom: controlsBottom(coveredBottom) } : undefined}
      >
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Zoom in"
          onClick={zoomIn}
          disabled={zoom >= ZOOM_MAX}
        >
          <IconZoomIn size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Zoom out"
          onClick={zoomOut}
          disabled={zoom <= lowestZoom(container, base, coveredBottom)}
        >
          <IconZoomOut size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label="Reset zoom" onClick={reset}>
          <IconZoomReset size={20} aria-hidden />
        </ActionIcon>
      </div>
    </div>
  );
}
