import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { randomId } from '../util/random-id';
import { DUPLICATE_WINDOW_MS, repeatsWrite } from './duplicate-write';
import { discardWrite, enqueue, queuedWrites } from './offline-queue';
import type { NewWrite, QueuedWrite } from './queued-write';

let accounts = 0;
/** Each test its own account, so the one database never mixes their queues. */
const newAccount = () => `duplicates-${++accounts}`;

/** A tick as sendOrQueue hands it to the queue: under a key of its own. */
const flash = (accountId: string, climb = 'climb', type: 'flash' | 'redpoint' = 'flash') =>
  ({
    accountId,
    route: 'createAscent',
    body: { climb_id: climb, ascent_date: '2026-11-29', ascent_type: type, attempts: 1, public: true },
    about: { climbId: climb },
    key: randomId(),
  }) satisfies NewWrite;

const made = '2026-11-29T10:00:00.000Z';
const waiting = (
  write: NewWrite,
  over: Pick<Partial<QueuedWrite>, 'state' | 'message'> = {},
): QueuedWrite => ({
  ...write,
  seq: 1,
  key: 'first-key',
  tried: false,
  created: made,
  state: 'pending',
  ...over,
});
const after = (ms: number) => Date.parse(made) + ms;

describe('the queue drops a write that repeats one still waiting', () => {
  it('drops a second identical tick of the same climb made at once, keeping the first', async () => {
    const me = newAccount();
    const first = await enqueue(flash(me));
    await expect(enqueue(flash(me))).resolves.toBe(first);
    expect((await queuedWrites(me)).map((w) => w.seq)).toEqual([first]);
  });

  it('drops the second of two identical ticks enqueued together (a double tap), never both kept', async () => {
    const me = newAccount();
    await Promise.all([enqueue(flash(me)), enqueue(flash(me))]);
    expect(await queuedWrites(me)).toHaveLength(1);
  });

  it('keeps a different write of the same climb, the same tick of another climb, and another account’s', async () => {
    const me = newAccount();
    await enqueue(flash(me));
    await enqueue(flash(me, 'climb', 'redpoint'));
    await enqueue(flash(me, 'other climb'));
    await enqueue(flash(newAccount()));
    expect((await queuedWrites(me)).map((w) => w.about?.climbId)).toEqual(['climb', 'climb', 'other climb']);
  });

  it('keeps an identical tick the climber confirmed (Tick again), and drops only its own repeat', async () => {
    const me = newAccount();
    await enqueue(flash(me));
    const again = { ...flash(me), key: 'tick-again', confirmed: true };
    await enqueue(again);
    await enqueue(again);
    expect((await queuedWrites(me)).map((w) => [w.key === 'tick-again', 'confirmed' in w])).toEqual([
      [false, false],
      [true, false],
    ]);
  });

  it('keeps the same tick again once the first was discarded', async () => {
    const me = newAccount();
    await discardWrite(await enqueue(flash(me)));
    await enqueue(flash(me));
    expect(await queuedWrites(me)).toHaveLength(1);
  });

  it(`counts an identical write as a repeat within ${DUPLICATE_WINDOW_MS} ms of the first, not later`, () => {
    const first = waiting(flash('me'));
    expect(repeatsWrite(first, flash('me'), after(DUPLICATE_WINDOW_MS - 1))).toBe(true);
    expect(repeatsWrite(first, flash('me'), after(DUPLICATE_WINDOW_MS))).toBe(false);
  });

  it('counts a write carrying the waiting one’s key as a repeat at any time: the same intent sent again', () => {
    const first = waiting(flash('me'));
    expect(repeatsWrite(first, { ...flash('me'), key: 'first-key' }, after(60 * 60_000))).toBe(true);
    expect(repeatsWrite(first, { ...flash('me'), key: 'another-key' }, after(60 * 60_000))).toBe(false);
  });

  it('reads the same body built in another key order as the same write', () => {
    const body = {
      public: true,
      attempts: 1,
      ascent_type: 'flash' as const,
      ascent_date: '2026-11-29',
      climb_id: 'climb',
    };
    expect(repeatsWrite(waiting(flash('me')), { ...flash('me'), body }, after(1000))).toBe(true);
  });

  it('never counts a write the server refused as waiting: sending it again is the climber’s answer', () => {
    const refused = waiting(flash('me'), { state: 'failed', message: 'Climb not found' });
    expect(repeatsWrite(refused, flash('me'), after(1000))).toBe(false);
  });
});
