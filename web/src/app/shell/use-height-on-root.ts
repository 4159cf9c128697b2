import { useCallback } from 'react';

/**
 * Keeps an element's height in a root CSS variable while it shows: full-height pages (the climb page,
 * the editors, the map) subtract it and end on the screen instead of below or under it. Measured first
 * in the next animation frame, which runs before that frame paints the element and the page (not in
 * React's commit, where reading it would lay out the whole new page); a ResizeObserver's first report
 * could come a frame late on a slow phone, after the page had painted once (a layout shift). The
 * observer follows later changes (a rotated phone).
 */
export function useHeightOnRoot(variable: string) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const root = document.documentElement.style;
      const keep = (height: number) => root.setProperty(variable, `${Math.round(height)}px`);
      const frame = requestAnimationFrame(() => keep(element.offsetHeight));
      const observer = new ResizeObserver(([entry]) => {
        keep(entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight);
      });
      observer.observe(element);
      return () => {
        cancelAnimationFrame(frame);
        observer.disconnect();
        root.removeProperty(variable);
      };
    },
    [variable],
  );
}
