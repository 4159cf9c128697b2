import type { ReactNode } from 'react';
import type { Point } from '@spraybook/hold-vision/geometry';
import type { PhotoBox } from './math/climb-fit';

/** What the canvas needs of a photo (a WallRevision has these fields). */
export interface CanvasPhoto {
  image_url: string;
  image_width: number;
  image_height: number;
  /** WebP variants, narrowest first. */
  image_variants: readonly { width: number; url: string }[];
}

export type HoldMark = 'start' | 'intermediate' | 'top' | 'foot' | 'hand' | 'unselected';

export interface MarkedHold {
  id: string;
  polygon: readonly Point[];
  mark: HoldMark;
  /** A circuit number (or numbers); shown instead of the colour-blind letter. */
  label?: string;
}

export interface CanvasView {
  /** Committed zoom, 1..10 (updated at most once a frame while zooming). */
  zoom: number;
  /** Photo pixels: the SVG viewBox is `0 0 width height`. */
  width: number;
  height: number;
  /** CSS pixels on screen per viewBox unit at this zoom (for strokes and text of constant size). */
  scale: number;
}

/** How the photo was shown when tapped: CSS px on screen per relative unit (the photo's on-screen size). */
export interface TapScreen {
  pixelsPerUnit: { x: number; y: number };
}

export interface PhotoCanvasProps {
  photo: CanvasPhoto;
  /** Accessible name of the canvas region. */
  label: string;
  /** A press (mouse, touch or pen) that moved < 10 px, inside the photo. */
  onTap?: (point: Point, screen: TapScreen) => void;
  /** On touch screens, a magnifier above the finger while it is down (the editors, where taps pick holds). */
  loupe?: boolean;
  /** The outline a tap at this point would pick, ringed in the loupe (the editors' hit test). */
  loupeTarget?: (point: Point, screen: TapScreen) => readonly Point[] | null;
  /** Extra pannable space (px) around the photo; defaults to the user's setting on phones (see useCanvasExtraPadding). */
  extraPadding?: number;
  /** The part of the photo the canvas opens on, fitted with a margin (a climb's holds); the whole photo when absent. */
  focus?: PhotoBox | null;
  /** CSS px at the canvas's bottom covered by an overlay (a sheet): the fit and the zoom buttons stay above it. */
  coveredBottom?: number;
  /** Boxes of the photo (a climb's holds) the zoom buttons must not cover in the opening view: they take another corner. */
  keepClear?: readonly PhotoBox[];
  /** SVG layers drawn in order above the photo, in viewBox units. */
  children?: (view: CanvasView) => ReactNode;
  className?: string;
  /** Once the photo and its layers are on screen in the view the canvas opened on (the climb page's first screen goes then). */
  onDrawn?: () => void;
}
