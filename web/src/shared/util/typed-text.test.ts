import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedText, restoreTypedText, TYPED_TEXT_KEPT_MS } from './typed-text';

const NOW = 1_000_000;

/** A form with one labelled field, as Mantine writes it. */
function addForm(label: string, value = '', field: 'textarea' | 'text' | 'password' = 'textarea') {
  const form = document.createElement('form');
  const id = `field-${Math.random().toString(36).slice(2)}`;
  const input = field === 'textarea' ? document.createElement('textarea') : document.createElement('input');
  if (input instanceof HTMLInputElement) input.type = field;
  input.id = id;
  input.value = value;
  const labelElement = document.createElement('label');
  labelElement.htmlFor = id;
  labelElement.textContent = label;
  form.append(labelElement, input);
  document.body.append(form);
  return input;
}

/** MutationObserver callbacks run as microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('typed text over a reload', () => {
  it('comes back into its field when the form shows again on the same page, as if typed', async () => {
    history.replaceState(null, '', '/walls/w/climbs/c');
    addForm('Comment', 'Heel hook the arete');
    keepTypedText(document, sessionStorage, NOW);
    document.body.innerHTML = '';

    restoreTypedText(document, sessionStorage, NOW + 5000);
    const typed: string[] = [];
    const again = addForm('Comment');
    again.addEventListener('input', () => typed.push(again.value));
    await observed();
    expect(again.value).toBe('Heel hook the arete');
    expect(typed).toEqual(['Heel hook the arete']);
    // Put back once: the kept text is forgotten.
    expect(sessionStorage.length).toBe(0);
  });

  it('fills a field already there and leaves a field with text of its own alone', async () => {
    addForm('Name', 'Crimp line', 'text');
    addForm('Notes', 'Soft for the grade', 'text');
    keepTypedText(document, sessionStorage, NOW);
    document.body.innerHTML = '';
    const name = addForm('Name', '', 'text');
    const notes = addForm('Notes', 'Typed since', 'text');

    restoreTypedText(document, sessionStorage, NOW);
    await observed();
    expect(name.value).toBe('Crimp line');
    expect(notes.value).toBe('Typed since');
  });

  it('is not put back on another page', async () => {
    history.replaceState(null, '', '/walls/w/climbs/c');
    addForm('Comment', 'For this climb');
    keepTypedText(document, sessionStorage, NOW);
    document.body.innerHTML = '';
    history.replaceState(null, '', '/walls/w/climbs/other');

    restoreTypedText(document, sessionStorage, NOW);
    const other = addForm('Comment');
    await observed();
    expect(other.value).toBe('');
  });

  it('keeps no password, no empty field and nothing outside a form', () => {
    addForm('Password', 'hunter2', 'password');
    addForm('Comment', '   ');
    const loose = document.createElement('textarea');
    loose.setAttribute('aria-label', 'Search');
    loose.value = 'not in a form';
    document.body.append(loose);
    keepTypedText(document, sessionStorage, NOW);
    expect(sessionStorage.length).toBe(0);
  });

  it('is forgotten when stale', async () => {
    addForm('Comment', 'Long ago');
    keepTypedText(document, sessionStorage, NOW);
    document.body.innerHTML = '';

    restoreTypedText(document, sessionStorage, NOW + TYPED_TEXT_KEPT_MS);
    const again = addForm('Comment');
    await observed();
    expect(again.value).toBe('');
    expect(sessionStorage.length).toBe(0);
  });
});
