import { describe, expect, it } from 'vitest';
import { change, redo, startStack, undo } from './undo-stack';

describe('undo stack', () => {
  it('undoes and redoes changes in order', () => {
    let stack = change(change(startStack('a'), 'b'), 'c');
    stack = undo(stack);
    expect(stack.present).toBe('b');
    stack = undo(stack);
    expect(stack.present).toBe('a');
    stack = redo(stack);
    expect(stack.present).toBe('b');
    stack = redo(stack);
    expect(stack.present).toBe('c');
  });

  it('clears redo when a new change is made', () => {
    const stack = change(undo(change(startStack('a'), 'b')), 'c');
    expect(stack.future).toEqual([]);
    expect(redo(stack)).toBe(stack);
  });

  it('does nothing on undo or redo with nothing to undo or redo, or on a change to the same state', () => {
    const stack = startStack('a');
    expect(undo(stack)).toBe(stack);
    expect(redo(stack)).toBe(stack);
    expect(change(stack, 'a')).toBe(stack);
  });
});
