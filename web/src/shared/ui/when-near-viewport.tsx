import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once this spot comes within `margin` of the screen, so a section below the
 * first screen downloads, fetches and renders when the climber scrolls towards it instead of
 * competing with the first screen. Until then it holds `minHeight` so nothing below jumps.
 */
export function WhenNearViewport({
  name,
  children,
  minHeight,
  margin = '300px',
}: {
  name: string;
  children: ReactNode;
  minHeight: number;
  margin?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) there is nothing to wait for.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = spot.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: margin,
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? children : <div ref={spot} style={{ minHeight }} data-deferred={name} />;
}
