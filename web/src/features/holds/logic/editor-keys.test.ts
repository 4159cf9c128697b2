import { describe, expect, it } from 'vitest';
import { commandForKey, type KeyPress } from './editor-keys';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('commandForKey', () => {
  it('picks the modes with 1-6', () => {
    expect(commandForKey(press('1'))).toEqual({ type: 'mode', mode: 'move' });
    expect(commandForKey(press('2'))).toEqual({ type: 'mode', mode: 'add' });
    expect(commandForKey(press('3'))).toEqual({ type: 'mode', mode: 'delete' });
    expect(commandForKey(press('4'))).toEqual({ type: 'mode', mode: 'view' });
    expect(commandForKey(press('5'))).toEqual({ type: 'mode', mode: 'outline' });
    expect(commandForKey(press('6'))).toEqual({ type: 'mode', mode: 'suggest' });
    expect(commandForKey(press('7'))).toBeNull();
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
