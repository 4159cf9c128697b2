import { describe, expect, it } from 'vitest';
import { tickShape } from './tick-shape.ts';

describe("the tick 'Sent' makes", () => {
  it('is a flash on the first attempt of the first session on the climb', () => {
    expect(tickShape({ any: 0, sinceSend: 0 }, false)).toEqual({ ascent_type: 'flash', attempts: 1 });
  });
  it('is a redpoint with the attempts summed, the send included', () => {
    expect(tickShape({ any: 4, sinceSend: 4 }, false)).toEqual({ ascent_type: 'redpoint', attempts: 5 });
  });
  it('is a redpoint when the climber ticked it before, even with no try in a session', () => {
    expect(tickShape({ any: 0, sinceSend: 0 }, true)).toEqual({ ascent_type: 'redpoint', attempts: 1 });
  });
  it('counts the tries since the last send in a session only', () => {
    expect(tickShape({ any: 9, sinceSend: 2 }, true)).toEqual({ ascent_type: 'redpoint', attempts: 3 });
  });
});
