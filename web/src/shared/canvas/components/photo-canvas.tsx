import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useCanvasExtraPadding } from '../hooks/use-canvas-extra-padding';
import { useElementSize } from '../hooks/use-element-size';
import { usePanZoom, type FingerPress } from '../hooks/use-pan-zoom';
import { usePhotoRetry } from '../hooks/use-photo-retry';
import { usePhotoSource } from '../hooks/use-photo-source';
import { useRefreshSignedPhoto } from '../hooks/use-refresh-signed-photo';
import { canvasView, photoViewBox } from '../math/canvas-view';
import { openingTransform } from '../math/climb-fit';
import { controlsCorner, controlsStyle } from '../math/controls-placement';
import { fitToScreen, lowestZoom, ZOOM_MAX } from '../math/view-transform';
import type { PhotoCanvasProps } from '../types';
import { Loupe } from './loupe';
import { PhotoFailed } from './photo-failed';
import classes from './photo-canvas.module.css';
import { useToastsAbove } from '../../ui/toasts-above';

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
  keepClear,
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
  const padding = extraPadding ?? defaultPadding;
  const container = useElementSize(root);
  const controlsSize = useElementSize(controls);
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
    padding,
    onTap,
    onFingerDown: loupe ? setFinger : undefined,
    focus,
    coveredBottom,
  });
  const source = usePhotoSource(photo, base.width, zoom);
  const photoRetry = usePhotoRetry(source?.url);
  const [loadedPhoto, setLoadedPhoto] = useState<string | null>(null);
  const refreshSignedPhoto = useRefreshSignedPhoto();
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
  // The zoom buttons' corner: clear of the holds in the view the canvas opens on (and refits to).
  const corner = useMemo(() => {
    if (!keepClear?.length || base.width <= 0) return 'bottom-right';
    const opening = openingTransform(container, base, focus ?? null, padding, coveredBottom);
    return controlsCorner(container, base, opening, keepClear, controlsSize, coveredBottom);
  }, [keepClear, container, base, focus, padding, coveredBottom, controlsSize]);

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
              key={photoRetry.attempt}
              className={classes.photo}
              src={source.url}
              alt=""
              draggable={false}
              decoding="async"
              onLoad={() => setLoadedPhoto(photo.image_url)}
              onError={() => {
                refreshSignedPhoto(source.url);
                photoRetry.onError();
              }}
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
      {photoRetry.failed && <PhotoFailed />}
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
        style={controlsStyle(corner, coveredBottom)}
        data-corner={corner}
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
