import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { savedScrollPosition, saveScrollPosition } from './scroll-positions';

/** How long Back waits for a page to grow tall enough (its data arriving) to scroll where it was. */
const RESTORE_FOR_MS = 1000;

/**
 * A new page starts at the top (or at its #anchor); Back and Forward return to where the page was
 * scrolled. Renders nothing.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entryKey = useRef(location.key);
  // The last position seen on the page: when the next page commits, the document may already have
  // shrunk under the old position, so it is tracked rather than read then.
  const lastY = useRef(0);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const track = () => (lastY.current = window.scrollY);
    const save = () => saveScrollPosition(sessionStorage, entryKey.current, window.scrollY);
    window.addEventListener('scroll', track, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', track);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    if (entryKey.current !== location.key)
      saveScrollPosition(sessionStorage, entryKey.current, lastY.current);
    entryKey.current = location.key;
    const target = navigationType === 'POP' ? savedScrollPosition(sessionStorage, location.key) : undefined;
    if (target === undefined) {
      const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (anchor) anchor.scrollIntoView();
      else if (navigationType !== 'POP') window.scrollTo(0, 0);
      return;
    }
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < until)
        frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash, navigationType]);

  return null;
}
