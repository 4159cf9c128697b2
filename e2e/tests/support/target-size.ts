import { expect, type Page } from '@playwright/test';

/**
 * Target size on touch screens (WCAG 2.2): 2.5.8 asks at least 24 x 24 CSS px for every control (or
 * that much space around it), and a finger at the wall needs 44 x 44 (2.5.5, Apple's and Google's
 * guides). This lists the visible controls of the page as it is now that fall short of a size.
 */

/** What the page may press: links, buttons, form fields and anything with a control's role. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="slider"]',
  '[role="combobox"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface SmallTarget {
  /** The control's accessible-ish name: aria-label, label text or text content. */
  name: string;
  /** Its tag and role, e.g. `button`, `a`, `input[checkbox]`, `div[role=button]`. */
  kind: string;
  width: number;
  height: number;
}

export interface MeasuredTarget extends SmallTarget {
  /**
   * Whether it has the size's worth of space: a circle of `size` diameter on its centre touches no
   * other control and no other small control's circle (WCAG 2.5.8's spacing rule).
   */
  spaced: boolean;
}

/**
 * The visible controls under `size` x `size` CSS px, each with whether it is spaced so; with a modal
 * dialog open, only its controls. Inline links in a sentence are left out (WCAG's inline exception); a visually hidden checkbox or radio is
 * measured by its label, which is what a finger presses.
 */
export async function measureSmallTargets(page: Page, size: number): Promise<MeasuredTarget[]> {
  return page.evaluate(
    ({ selector, size }) => {
      type Rect = { left: number; top: number; right: number; bottom: number };
      const union = (rects: Rect[]): Rect => ({
        left: Math.min(...rects.map((r) => r.left)),
        top: Math.min(...rects.map((r) => r.top)),
        right: Math.max(...rects.map((r) => r.right)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      });
      const shown = (el: Element) => {
        if (el.closest('[aria-hidden="true"], [inert]')) return false;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        // Faded-out controls (a closed drawer's) are not there for a finger.
        for (let node: Element | null = el; node; node = node.parentElement)
          if (Number(getComputedStyle(node).opacity) === 0) return false;
        const rect = el.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0;
      };
      const visuallyHidden = (el: Element) => {
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return rect.width <= 1 || rect.height <= 1 || Number(style.opacity) === 0;
      };
      // WCAG 2.5.8's inline exception: a link inside a line of other text is sized by that text.
      const inSentence = (el: HTMLElement) => {
        if (getComputedStyle(el).display !== 'inline') return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const own = (el.textContent ?? '').trim().length;
        return !!block && (block.textContent ?? '').trim().length > own + 1;
      };
      const nameOf = (el: HTMLElement) =>
        (
          el.getAttribute('aria-label') ||
          (el instanceof HTMLInputElement && el.labels?.[0]?.textContent) ||
          el.getAttribute('title') ||
          el.textContent ||
          el.getAttribute('placeholder') ||
          ''
        )
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 60);
      const kindOf = (el: HTMLElement) => {
        const tag = el.tagName.toLowerCase();
        const role = el.getAttribute('role');
        if (el instanceof HTMLInputElement) return `input[${el.type}]`;
        return role ? `${tag}[role=${role}]` : tag;
      };

      // An open modal dialog (a sheet, a confirmation) is all a finger can reach: what lies under
      // its overlay is neither measured nor in the way.
      const modals = [...document.querySelectorAll('[aria-modal="true"]')].filter(shown);
      const scope = modals.at(-1) ?? document;
      const controls: { el: HTMLElement; rect: Rect }[] = [];
      for (const el of scope.querySelectorAll<HTMLElement>(selector)) {
        if (el instanceof HTMLInputElement && visuallyHidden(el) && el.labels?.length) {
          // Checkbox and radio cards, segmented controls: the label is the target.
          const labels = [...el.labels].filter(shown);
          if (labels.length) controls.push({ el, rect: union(labels.map((l) => l.getBoundingClientRect())) });
          continue;
        }
        if (!shown(el) || inSentence(el)) continue;
        // A nested control inside another (a button in a clickable card) is its own target; one
        // element matching twice (a button with a tabindex) is measured once.
        let rect: Rect = el.getBoundingClientRect();
        if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && el.labels) {
          const labels = [...el.labels].filter(shown).map((l) => l.getBoundingClientRect());
          rect = union([rect, ...labels]);
        }
        controls.push({ el, rect });
      }

      const centre = (r: Rect) => ({ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 });
      const distanceToRect = (p: { x: number; y: number }, r: Rect) =>
        Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
      const small = (r: Rect) => r.right - r.left < size - 0.5 || r.bottom - r.top < size - 0.5;
      const others = (el: HTMLElement) =>
        controls.filter((o) => o.el !== el && !o.el.contains(el) && !el.contains(o.el));
      return controls
        .filter(({ rect }) => small(rect))
        .map(({ el, rect }) => {
          const c = centre(rect);
          const spaced = others(el).every((o) =>
            small(o.rect)
              ? Math.hypot(centre(o.rect).x - c.x, centre(o.rect).y - c.y) >= size
              : distanceToRect(c, o.rect) >= size / 2,
          );
          return {
            name: nameOf(el),
            kind: kindOf(el),
            width: Math.round(rect.right - rect.left),
            height: Math.round(rect.bottom - rect.top),
            spaced,
          };
        });
    },
    { selector: CONTROLS, size },
  );
}

/** The visible controls under `size` x `size` CSS px without that much space around them. */
export async function smallTargets(page: Page, size: number): Promise<SmallTarget[]> {
  return (await measureSmallTargets(page, size))
    .filter((target) => !target.spaced)
    .map(({ spaced: _spaced, ...target }) => target);
}

const describe = (targets: SmallTarget[]) =>
  targets.map((t) => `${t.kind} "${t.name}" ${t.width} x ${t.height}`);

/**
 * Checks the page's controls: fails (softly, so a journey goes on to its other screens) on any under
 * 24 x 24 CSS px without that much space (WCAG 2.2 2.5.8), and prints those under 44 x 44: first the
 * ones without 44 px of space (returned, for a journey to require none), then the spaced ones.
 */
export async function checkTargetSizes(page: Page, label: string): Promise<string[]> {
  const under24 = await smallTargets(page, 24);
  expect.soft(describe(under24), `controls under 24 x 24 CSS px on ${label}`).toEqual([]);
  const measured = await measureSmallTargets(page, 44);
  const under44 = describe(measured.filter((target) => !target.spaced));
  const spaced = describe(measured.filter((target) => target.spaced));
  console.log(
    [
      under44.length
        ? `${label}: ${under44.length} control(s) under 44 x 44 CSS px`
        : `${label}: every control is at least 44 x 44 CSS px or has that much space`,
      ...under44.map((line) => `  ${line}`),
      ...spaced.map((line) => `  (spaced) ${line}`),
    ].join('\n'),
  );
  return under44;
}
