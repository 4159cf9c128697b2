import { describe, expect, it } from 'vitest';
import type { QueuedWrite } from '../../../shared/offline/public';
import { shownTodo } from './waiting-todo';

let seq = 0;
const write = (
  route: 'addTodoClimb' | 'removeTodoClimb',
  climbId: string,
  state: QueuedWrite['state'] = 'pending',
): QueuedWrite => ({
  seq: ++seq,
  accountId: 'a',
  ...(route === 'addTodoClimb'
    ? { route, params: { userId: 'u' }, body: { id: climbId } }
    : { route, params: { userId: 'u', climbId } }),
  key: `k${seq}`,
  created: '2026-11-27T00:00:00Z',
  state,
  tried: false,
  about: { climbId, userId: 'u' },
});

describe('shownTodo', () => {
  it("is the server's answer when nothing about the climb waits", () => {
    expect(shownTodo(true, [write('addTodoClimb', 'other')], 'c1')).toEqual({ onList: true, waiting: false });
    expect(shownTodo(false, [], 'c1')).toEqual({ onList: false, waiting: false });
  });

  it('is the latest waiting change of the climb, marked waiting', () => {
    const writes = [write('addTodoClimb', 'c1'), write('removeTodoClimb', 'c1')];
    expect(shownTodo(true, writes, 'c1')).toEqual({ onList: false, waiting: true });
    expect(shownTodo(false, [write('addTodoClimb', 'c1')], 'c1')).toEqual({ onList: true, waiting: true });
  });

  it('leaves out a change the server refused: it shows with its reason elsewhere', () => {
    expect(shownTodo(false, [write('addTodoClimb', 'c1', 'failed')], 'c1')).toEqual({
      onList: false,
      waiting: false,
    });
  });
});
