import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  BUTTON_ZOOM_STEP,
  clampPan,
  isTap,
  panBy,
  pinch,
  screenToPhoto,
  transformCss,
  lowestZoom,
  visibleHeight,
  wheelZoom,
  zoomAbout,
  type Size,
  type ViewTransform,
} from '../math/view-transform';
import type { Point } from '@spraybook/hold-vision/geometry';
import { keepBoxInView, openingTransform, type PhotoBox } from '../math/climb-fit';
import type { TapScreen } from '../types';

interface PanZoomOptions {
  root: RefObject<HTMLElement | null>;
  content: RefObject<HTMLElement | null>;
  /** Elements inside the root whose presses are theirs (the zoom buttons). */
  controls: RefObject<HTMLElement | null>;
  container: Size;
  base: Size;
  padding: number;
  onTap?: (point: Point, screen: TapScreen) => void;
  /** A finger (touch only) is down and may still make a tap: where (container px), or null once it is not. */
  onFingerDown?: (finger: FingerPress | null) => void;
  /** The part of the photo the view opens on (and Reset returns to); the whole photo when absent. */
  focus?: PhotoBox | null;
  /** CSS px at the bottom covered by an overlay: the view fits above it. */
  coveredBottom?: number;
}

/** A finger held on the photo: where on screen (container px) and where on the photo (content px at zoom 1). */
export interface FingerPress {
  screen: Point;
  content: Point;
  zoom: number;
}

/** Wheel turns this far apart (ms) are one zoom gesture. */
const WHEEL_IDLE_MS = 150;

type Press =
  | { kind: 'pan'; down: Point; start: ViewTransform; moved: boolean }
  | { kind: 'pinch'; from: [Point, Point]; ids: [number, number]; start: ViewTransform };

/**
 * Pan, zoom and taps on a canvas. Pointer moves write the CSS transform straight to the content
 * element (no React render per move); the zoom reaches React state at most once a frame, so layers
 * can adapt their strokes.
 */
export function usePanZoom({
  root,
  content,
  controls,
  container,
  base,
  padding,
  onTap,
  onFingerDown,
  focus = null,
  coveredBottom = 0,
}: PanZoomOptions) {
  const [zoom, setZoom] = useState(1);
  const transform = useRef<ViewTransform>({ zoom: 1, x: 0, y: 0 });
  const frame = useRef(0);
  const geometry = useRef({ container, base, padding, focus, coveredBottom });
  geometry.current = { container, base, padding, focus, coveredBottom };
  /** Whether the climber moved the view since it was last fitted (then a resize keeps their view). */
  const touched = useRef(false);
  const tapHandler = useRef(onTap);
  tapHandler.current = onTap;
  const fingerHandler = useRef(onFingerDown);
  fingerHandler.current = onFingerDown;

  const gesturing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** The zoom reaches React (and the layers' stroke widths) at most once a frame, and not mid-gesture. */
  const commitZoom = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      setZoom(transform.current.zoom);
    });
  }, []);

  /** How far the view zooms out now (below 1 while the climb sheet covers a tall photo). */
  const lowest = useCallback(() => {
    const g = geometry.current;
    return lowestZoom(g.container, g.base, g.coveredBottom);
  }, []);

  const apply = useCallback(
    (next: ViewTransform) => {
      const { container: c, base: b, padding: p, coveredBottom: covered } = geometry.current;
      // A view zoomed out below the whole photo comes back to it when the sheet closes.
      const least = lowest();
      const zoomed = next.zoom < least ? { ...next, zoom: least } : next;
      const clamped = clampPan(zoomed, c, b, p, covered);
      transform.current = clamped;
      const element = content.current;
      if (element) element.style.transform = transformCss(clamped);
      if (!gesturing.current) commitZoom();
    },
    [content, commitZoom, lowest],
  );

  // While a gesture lasts the content is one GPU layer that is only moved and scaled, and the
  // layers keep their strokes (redrawing 600 outlines a frame is what makes a phone stutter); at
  // its end the browser draws everything afresh, sharp at the new zoom.
  const gesture = useCallback(
    (active: boolean) => {
      clearTimeout(idle.current);
      if (gesturing.current === active) return;
      gesturing.current = active;
      if (content.current) content.current.style.willChange = active ? 'transform' : '';
      if (!active) commitZoom();
    },
    [content, commitZoom],
  );
  /** Wheel turns come one by one: the gesture ends when they stop for a moment. */
  const wheelGesture = useCallback(() => {
    gesture(true);
    idle.current = setTimeout(() => gesture(false), WHEEL_IDLE_MS);
  }, [gesture]);

  /** The view the canvas opens on: the focus fitted above any overlay, else the whole photo. */
  const fitted = useCallback(() => {
    const g = geometry.current;
    return openingTransform(g.container, g.base, g.focus, g.padding, g.coveredBottom);
  }, []);

  // A new size (rotation, resize) or focus fits again until the climber has moved the view; then
  // it is kept, only re-clamped.
  const fittedFocus = useRef(focus);
  useEffect(() => {
    if (base.width <= 0) return;
    // Another climb on the same photo (Next, Previous) opens fitted to its own holds.
    if (fittedFocus.current !== focus) touched.current = false;
    fittedFocus.current = focus;
    apply(touched.current ? transform.current : fitted());
  }, [apply, fitted, container, base, padding, focus]);

  // An overlay opening (the climb sheet) keeps the focus above it: fitted again, or panned as
  // little as brings it into view when the climber chose the view.
  useEffect(() => {
    if (base.width <= 0) return;
    const g = geometry.current;
    if (!touched.current) apply(fitted());
    else if (g.focus)
      apply(keepBoxInView(transform.current, g.container, g.base, g.focus, g.padding, coveredBottom));
    else apply(transform.current);
    // Only the overlay's height starts this; the other inputs have the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [coveredBottom]);

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      clearTimeout(idle.current);
    },
    [],
  );

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const pointers = new Map<number, Point>();
    let press: Press | null = null;
    let tapSpoiled = false;

    const local = (e: { clientX: number; clientY: number }): Point => {
      const rect = element.getBoundingClientRect();
      return { x: e.clientX - rect.left, y: e.clientY - rect.top };
    };
    const ownedByControls = (target: EventTarget | null) =>
      target instanceof Node && !!controls.current?.contains(target);
    const startPan = (point: Point, moved: boolean) => {
      press = { kind: 'pan', down: point, start: transform.current, moved };
    };
    let fingerShown = false;
    /** Tells the loupe where the finger is while a touch may still be a tap, and when it no longer may. */
    const finger = (e: PointerEvent, point: Point | null) => {
      if (e.pointerType !== 'touch' || !fingerHandler.current) return;
      if (!point) {
        if (fingerShown) fingerHandler.current(null);
        fingerShown = false;
        return;
      }
      const t = transform.current;
      fingerShown = true;
      fingerHandler.current({
        screen: point,
        content: { x: (point.x - t.x) / t.zoom, y: (point.y - t.y) / t.zoom },
        zoom: t.zoom,
      });
    };

    const onDown = (e: PointerEvent) => {
      if (ownedByControls(e.target) || (e.pointerType === 'mouse' && e.button !== 0)) return;
      element.setPointerCapture?.(e.pointerId);
      const point = local(e);
      pointers.set(e.pointerId, point);
      if (pointers.size === 1) {
        tapSpoiled = false;
        startPan(point, false);
        finger(e, point);
      } else if (pointers.size === 2) {
        tapSpoiled = true;
        finger(e, null);
        const [[id0, p0], [id1, p1]] = [...pointers.entries()] as [[number, Point], [number, Point]];
        press = { kind: 'pinch', from: [p0, p1], ids: [id0, id1], start: transform.current };
      }
      gesture(true);
    };

    const onMove = (e: PointerEvent) => {
      if (!pointers.has(e.pointerId) || !press) return;
      const point = local(e);
      pointers.set(e.pointerId, point);
      if (press.kind === 'pan') {
        if (!press.moved && isTap(press.down, point)) return finger(e, point);
        press.moved = true;
        finger(e, null);
        touched.current = true;
        apply(panBy(press.start, point.x - press.down.x, point.y - press.down.y));
      } else {
        const to: [Point, Point] = [pointers.get(press.ids[0])!, pointers.get(press.ids[1])!];
        touched.current = true;
        apply(pinch(press.start, press.from, to, lowest()));
      }
    };

    const onUp = (e: PointerEvent) => {
      if (!pointers.has(e.pointerId)) return;
      const point = local(e);
      pointers.delete(e.pointerId);
      const wasTap = press?.kind === 'pan' && !press.moved && !tapSpoiled && isTap(press.down, point);
      finger(e, null);
      if (pointers.size === 1) {
        // One finger left after a pinch: it pans from here, and never makes a tap.
        startPan([...pointers.values()][0]!, true);
      } else if (pointers.size === 0) {
        press = null;
        gesture(false);
      }
      if (wasTap && e.type === 'pointerup') {
        const { base: b } = geometry.current;
        const photoPoint = screenToPhoto(transform.current, b, point);
        const scaled = { x: b.width * transform.current.zoom, y: b.height * transform.current.zoom };
        if (photoPoint) tapHandler.current?.(photoPoint, { pixelsPerUnit: scaled });
      }
    };

    const onWheel = (e: WheelEvent) => {
      if (ownedByControls(e.target)) return;
      e.preventDefault();
      // Pixel, line or page deltas: lines and pages count as ~a wheel notch of pixels.
      const delta = e.deltaMode === 0 ? e.deltaY : e.deltaY * (e.deltaMode === 1 ? 33 : 400);
      wheelGesture();
      touched.current = true;
      apply(wheelZoom(transform.current, delta, local(e), lowest()));
    };

    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onUp);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onUp);
      element.removeEventListener('wheel', onWheel);
    };
  }, [root, content, controls, apply, gesture, wheelGesture, lowest]);

  const centre = () => ({
    x: geometry.current.container.width / 2,
    y: visibleHeight(geometry.current.container, geometry.current.coveredBottom) / 2,
  });
  const zoomIn = () => {
    touched.current = true;
    apply(zoomAbout(transform.current, transform.current.zoom * BUTTON_ZOOM_STEP, centre(), lowest()));
  };
  const zoomOut = () => {
    touched.current = true;
    apply(zoomAbout(transform.current, transform.current.zoom / BUTTON_ZOOM_STEP, centre(), lowest()));
  };
  const reset = () => {
    touched.current = false;
    apply(fitted());
  };

  return { zoom, zoomIn, zoomOut, reset };
}
