import { useEffect, useState, type RefObject } from 'react';
import type { Size } from '../math/view-transform';
import { elementSize } from '../measure';

/** The element's size on screen (measure.ts), kept up to date by a ResizeObserver. */
export function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = elementSize(element);
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    if (typeof ResizeObserver === 'undefined') return measure();
    // The observer's first report comes after the browser's own layout: measuring here instead
    // forced that layout inside React's commit (a third of the climb page's longest task).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
