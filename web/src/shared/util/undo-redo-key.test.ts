import { describe, expect, it } from 'vitest';
import { undoRedoOfKey } from './undo-redo-key';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>,
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('undoRedoOfKey', () => {
  it('undoes on Ctrl+Z and Cmd+Z', () => {
    expect(undoRedoOfKey(press('z', { ctrlKey: true }))).toBe('undo');
    expect(undoRedoOfKey(press('Z', { metaKey: true }))).toBe('undo');
  });

  it('redoes on Ctrl+Y, Cmd+Y and Ctrl+Shift+Z', () => {
    expect(undoRedoOfKey(press('y', { ctrlKey: true }))).toBe('redo');
    expect(undoRedoOfKey(press('y', { metaKey: true }))).toBe('redo');
    expect(undoRedoOfKey(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
  });

  it('ignores the letters alone, with Alt, and other keys', () => {
    expect(undoRedoOfKey(press('z', {}))).toBeNull();
    expect(undoRedoOfKey(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(undoRedoOfKey(press('x', { ctrlKey: true }))).toBeNull();
  });
});
