/** Whether a key press belongs to what has focus (a text field, an open dialog), not the page's editor. */
export function keyBelongsElsewhere(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"]')) return true;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  ) {
    return true;
  }
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button'].includes(target.type);
}
