import { describe, expect, it } from 'vitest';
import type { ModifiedKey as KeyPress } from '../util/undo-redo-key';
import { commandForKey } from './keymap';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("the editors' keymap", () => {
  it('picks the tools with the digit keys, in order', () => {
    expect(commandForKey(press('1'))).toEqual({ type: 'tool', index: 0 });
    expect(commandForKey(press('6'))).toEqual({ type: 'tool', index: 5 });
    expect(commandForKey(press('9'))).toEqual({ type: 'tool', index: 8 });
    expect(commandForKey(press('0'))).toBeNull();
  });
  it('finishes with Enter, cancels with Escape, removes the last point with Backspace', () => {
    expect(commandForKey(press('Enter'))).toEqual({ type: 'finish' });
    expect(commandForKey(press('Escape'))).toEqual({ type: 'cancel' });
    expect(commandForKey(press('Backspace'))).toEqual({ type: 'remove-last-point' });
  });
  it('undoes with Ctrl+Z or Cmd+Z', () => {
    expect(commandForKey(press('z', { ctrlKey: true }))).toEqual({ type: 'undo' });
    expect(commandForKey(press('z', { metaKey: true }))).toEqual({ type: 'undo' });
  });
  it('redoes with Ctrl+Y, Cmd+Y or Ctrl+Shift+Z', () => {
    expect(commandForKey(press('y', { ctrlKey: true }))).toEqual({ type: 'redo' });
    expect(commandForKey(press('y', { metaKey: true }))).toEqual({ type: 'redo' });
    expect(commandForKey(press('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ type: 'redo' });
  });
  it('leaves other keys and browser shortcuts alone', () => {
    expect(commandForKey(press('z'))).toBeNull();
    expect(commandForKey(press('a', { ctrlKey: true }))).toBeNull();
    expect(commandForKey(press('1', { ctrlKey: true }))).toBeNull();
    expect(commandForKey(press('1', { altKey: true }))).toBeNull();
    expect(commandForKey(press('ArrowLeft'))).toBeNull();
  });
});
