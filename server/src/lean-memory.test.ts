import { describe, expect, it } from 'vitest';
import { leanMemoryStart } from './lean-memory.ts';

describe('lean memory start', () => {
  it('starts again with the baseline compiler only, two malloc arenas and a fixed mmap threshold', () => {
    const restart = leanMemoryStart({ execArgv: ['--inspect'], env: { PORT: '8080' } }, true);
    expect(restart).toEqual({
      execArgv: ['--liftoff-only', '--inspect'],
      env: { PORT: '8080', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' },
    });
  });

  it('does not start again once both are in place, so the restart happens once', () => {
    const restarted = leanMemoryStart({ execArgv: [], env: {} }, true)!;
    expect(leanMemoryStart(restarted, true)).toBeNull();
  });

  it('keeps an operator’s own malloc settings', () => {
    const restart = leanMemoryStart({ execArgv: [], env: { MALLOC_ARENA_MAX: '4' } }, true);
    expect(restart?.env).toEqual({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(restart?.execArgv).toEqual(['--liftoff-only']);
  });

  it('leaves the process as it is with LEAN_MEMORY=false', () => {
    expect(leanMemoryStart({ execArgv: [], env: {} }, false)).toBeNull();
  });

  it('sets only the malloc settings when this Node refuses the compiler flag', () => {
    const restart = leanMemoryStart({ execArgv: [], env: {} }, true, false);
    expect(restart).toEqual({
      execArgv: [],
      env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' },
    });
    expect(leanMemoryStart(restart!, true, false)).toBeNull();
  });
});
