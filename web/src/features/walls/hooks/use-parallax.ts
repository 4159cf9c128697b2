import { useEffect, type RefObject } from 'react';
import { useReducedMotion } from '@mantine/hooks';

/**
 * Moves `target` down at `speed` × the page scroll while it is near the top of the page, so the
 * photo scrolls slower than the text over it. A transform rather than `background-attachment:
 * fixed`, which mobile Safari ignores. Off for people who ask for reduced motion.
 */
export function useParallax(target: RefObject<HTMLElement | null>, speed = 0.35) {
  const reduceMotion = useReducedMotion();
  useEffect(() => {
    const el = target.current;
    if (!el || reduceMotion) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      // Past the banner the photo is out of view: stop moving it.
      const y = Math.min(window.scrollY, window.innerHeight);
      el.style.transform = `translate3d(0, ${y * speed}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      el.style.transform = '';
    };
  }, [target, speed, reduceMotion]);
}
