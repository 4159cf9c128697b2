import { describe, expect, it } from 'vitest';
import { EDITOR_MODES, holdCommandOf } from './editor-keys';

describe("the hold editor's keys", () => {
  it('picks the six modes with 1-6, in order', () => {
    expect(EDITOR_MODES.map((_, index) => holdCommandOf({ type: 'tool', index }))).toEqual([
      { type: 'mode', mode: 'move' },
      { type: 'mode', mode: 'add' },
      { type: 'mode', mode: 'delete' },
      { type: 'mode', mode: 'view' },
      { type: 'mode', mode: 'outline' },
      { type: 'mode', mode: 'suggest' },
    ]);
    expect(holdCommandOf({ type: 'tool', index: 6 })).toBeNull();
  });
  it('passes the other commands through', () => {
    expect(holdCommandOf({ type: 'finish' })).toEqual({ type: 'finish' });
    expect(holdCommandOf({ type: 'undo' })).toEqual({ type: 'undo' });
  });
});
