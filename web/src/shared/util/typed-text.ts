import { reloadForStaleBuild } from './stale-build';
/**
 * What the climber typed into the page's forms (a comment, a tick's notes, a wall's details), kept in
 * this tab over a reload the app does itself (shared/util/stale-build.ts) and put back when the same field
 * shows again on the same page: the form's own page, or the dialog opened again. Fields are known
 * by their label; passwords are never kept.
 */
const KEY = 'spraybook.typed-text';
/** Text kept longer than this is stale: the climber has moved on. */
export const TYPED_TEXT_KEPT_MS = 10 * 60_000;

interface Kept {
  page: string;
  at: number;
  fields: { label: string; value: string }[];
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'email', 'tel']);

const pageOf = (location: Location) => location.pathname + location.search;

function isTextField(element: Element): element is TextField {
  if (element instanceof HTMLTextAreaElement) return !element.disabled && !element.readOnly;
  return (
    element instanceof HTMLInputElement &&
    TEXT_INPUT_TYPES.has(element.type) &&
    !element.disabled &&
    !element.readOnly
  );
}

function labelOf(field: TextField): string {
  return (field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? field.name).trim();
}

/** Keeps the non-empty text fields of the page's forms, by their label. */
export function keepTypedText(doc: Document, storage: Storage, now: number): void {
  const fields = [...doc.querySelectorAll('form input, form textarea')]
    .filter(isTextField)
    .filter((field) => field.value.trim() !== '')
    .map((field) => ({ label: labelOf(field), value: field.value }))
    .filter((field) => field.label !== '');
  if (fields.length === 0) return;
  const kept: Kept = { page: pageOf(doc.location), at: now, fields };
  try {
    storage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Full or blocked: the text is lost as it would have been.
  }
}

function readKept(storage: Storage, now: number): Kept | null {
  try {
    const kept = JSON.parse(storage.getItem(KEY) ?? 'null') as Kept | null;
    return kept && now - kept.at < TYPED_TEXT_KEPT_MS && Array.isArray(kept.fields) ? kept : null;
  } catch {
    return null;
  }
}

/** Sets a field's value as typing would: React's change handler sees it. */
function type(field: TextField, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Puts kept text back into its empty fields as they show on the page it was typed on, each once;
 * forgets it once all are back or it is stale. Returns a stop function.
 */
export function restoreTypedText(doc: Document, storage: Storage, now: number): () => void {
  const kept = readKept(storage, now);
  if (!kept) {
    storage.removeItem(KEY);
    return () => {};
  }
  let pending = kept.fields;
  const fill = () => {
    if (pageOf(doc.location) !== kept.page) return;
    const fields = [...doc.querySelectorAll('form input, form textarea')].filter(isTextField);
    pending = pending.filter(({ label, value }) => {
      const field = fields.find((f) => labelOf(f) === label && f.value === '');
      if (!field) return true;
      type(field, value);
      return false;
    });
    if (pending.length === 0) stop();
  };
  const observer = new MutationObserver(fill);
  const stop = () => {
    observer.disconnect();
    clearTimeout(expiry);
    storage.removeItem(KEY);
  };
  const expiry = setTimeout(stop, kept.at + TYPED_TEXT_KEPT_MS - now);
  observer.observe(doc.body, { childList: true, subtree: true });
  fill();
  return stop;
}

/** What is typed on this page now, kept for the reload about to happen. */
export const keepTypedTextNow = () => keepTypedText(document, window.sessionStorage, Date.now());

/** Reloads for a file of this build no node has any more (stale-build.ts), keeping what was typed. */
export const reloadKeepingTypedText = (): boolean => reloadForStaleBuild(keepTypedTextNow);
