import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stay, type Tool } from './tool';
import { useEditorCore } from './use-editor-core';

const idle: Tool<'idle', never, never> = { initial: 'idle', on: (state) => stay(state) };

function renderCore() {
  return renderHook(() =>
    useEditorCore<string, string, 'only', never, never>({
      tools: { only: idle },
      initialTool: 'only',
      runEffect: () => {},
      invert: (d) => d,
      again: (d) => d,
      carryOut: () => {},
    }),
  );
}

/** A change that runs until `finish` is called, noting when it starts. */
function change(log: string[], name: string) {
  let finish = () => {};
  const work = () =>
    new Promise<void>((resolve) => {
      log.push(`${name} started`);
      finish = () => {
        log.push(`${name} done`);
        resolve();
      };
    });
  return { work, finish: () => finish() };
}

describe("the editor core's lock", () => {
  it('drops an exclusive change asked for while another runs', async () => {
    const { result } = renderCore();
    const log: string[] = [];
    const first = change(log, 'first');
    const second = change(log, 'second');
    let running!: Promise<void>;
    act(() => {
      running = result.current.exclusive(first.work);
    });
    await act(() => result.current.exclusive(second.work));
    first.finish();
    await act(() => running);
    expect(log).toEqual(['first started', 'first done']);
    expect(result.current.busy).toBe(false);
  });

  it('runs queued changes one after another, in the order asked, never dropping one', async () => {
    const { result } = renderCore();
    const log: string[] = [];
    const [a, b, c] = [change(log, 'a'), change(log, 'b'), change(log, 'c')];
    let all!: Promise<unknown>;
    act(() => {
      all = Promise.all([
        result.current.exclusive(a.work),
        result.current.queue(b.work),
        result.current.queue(c.work),
      ]);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => a.finish());
    await act(async () => b.finish());
    await act(async () => c.finish());
    await act(() => all);
    expect(log).toEqual(['a started', 'a done', 'b started', 'b done', 'c started', 'c done']);
    expect(result.current.busy).toBe(false);
  });
});
