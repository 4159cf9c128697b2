import type { ReactNode } from 'react';
import type { FingerPress } from '../hooks/use-pan-zoom';
import type { Size } from '../math/view-transform';
import { loupePlacement, LOUPE_MAGNIFICATION, LOUPE_SIZE_PX } from '../math/loupe-placement';
import { TAP_REACH_PX } from '../math/hit-test';
import type { Point } from '@spraybook/hold-vision/geometry';
import type { CanvasView, TapScreen } from '../types';
import classes from './loupe.module.css';
import { svgPoints } from '../math/svg-points';

interface LoupeProps {
  finger: FingerPress;
  container: Size;
  /** The photo's size at zoom 1 (CSS px). */
  base: Size;
  photoUrl: string;
  photo: Size;
  layers?: (view: CanvasView) => ReactNode;
  target?: (point: Point, screen: TapScreen) => readonly Point[] | null;
}

/**
 * A magnifier above the finger while it is down on a touch screen: the photo and its layers under the
 * fingertip, three times larger, with the tap's reach drawn as a ring, so a small hold the finger
 * covers can still be aimed at. Decoration only (the tap itself is announced by what it changes).
 */
export function Loupe({ finger, container, base, photoUrl, photo, layers, target }: LoupeProps) {
  const zoom = finger.zoom * LOUPE_MAGNIFICATION;
  const half = LOUPE_SIZE_PX / 2;
  const { left, top } = loupePlacement(finger.screen, container);
  const view: CanvasView = {
    zoom,
    width: photo.width,
    height: photo.height,
    scale: photo.width > 0 ? (base.width * zoom) / photo.width : 1,
  };
  const reach = TAP_REACH_PX * LOUPE_MAGNIFICATION;
  // The hold a tap here would pick, as the editor's own hit test sees it.
  const picked =
    target && base.width > 0 && base.height > 0
      ? target(
          { x: finger.content.x / base.width, y: finger.content.y / base.height },
          { pixelsPerUnit: { x: base.width * finger.zoom, y: base.height * finger.zoom } },
        )
      : null;
  return (
    <div
      className={classes.loupe}
      style={{ left, top, width: LOUPE_SIZE_PX, height: LOUPE_SIZE_PX }}
      data-testid="loupe"
      aria-hidden
    >
      <div
        className={classes.content}
        style={{
          width: base.width,
          height: base.height,
          transform: `translate(${half - finger.content.x * zoom}px, ${half - finger.content.y * zoom}px) scale(${zoom})`,
        }}
      >
        <img className={classes.photo} src={photoUrl} alt="" draggable={false} />
        <svg
          className={classes.layers}
          viewBox={`0 0 ${photo.width} ${photo.height}`}
          preserveAspectRatio="none"
        >
          {layers?.(view)}
          {picked && (
            <polygon
              className={classes.picked}
              data-loupe-picked="true"
              points={svgPoints(picked, photo.width, photo.height)}
              strokeWidth={3 / view.scale}
            />
          )}
        </svg>
      </div>
      <svg className={classes.sight} viewBox={`0 0 ${LOUPE_SIZE_PX} ${LOUPE_SIZE_PX}`}>
        <circle cx={half} cy={half} r={reach} className={classes.reach} />
        <circle cx={half} cy={half} r={3} className={classes.centre} />
      </svg>
    </div>
  );
}
