import { describe, expect, it } from 'vitest';
import type { QueuedWrite } from '../../../shared/offline/public';
import { waitingAttempts } from './waiting-attempts';

const write = (over: Partial<QueuedWrite>) =>
  ({
    route: 'addAttempt',
    state: 'pending',
    params: { id: 's1' },
    body: { climb_id: 'c1' },
    ...over,
  }) as QueuedWrite;

describe('waitingAttempts', () => {
  it("counts the pending '+1's of this session and climb only", () => {
    const writes = [
      write({}),
      write({}),
      write({ state: 'failed' }),
      write({ params: { id: 's2' } } as Partial<QueuedWrite>),
      write({ body: { climb_id: 'c2' } } as Partial<QueuedWrite>),
      write({ route: 'createAscent' } as Partial<QueuedWrite>),
    ];
    expect(waitingAttempts(writes, 's1', 'c1')).toBe(2);
  });
});
