import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cacheableAnswer } from './cacheable-answer.ts';
import { memoSerializerCompiler } from './memo-serializer.ts';

let validations = 0;
const Answer = z.object({ n: z.number() }).refine(() => ++validations > 0);

function appAnswering(answer: () => unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoSerializerCompiler);
  app.get('/answer', { schema: { response: { 200: Answer } } }, async () => answer());
  return app;
}

describe('memoising serializer', () => {
  afterEach(() => {
    validations = 0;
  });

  it('validates and stringifies an answer marked cacheable once however often it is sent', async () => {
    const cached = cacheableAnswer({ n: 1 });
    const app = appAnswering(() => cached);
    const bodies = [(await app.inject('/answer')).body, (await app.inject('/answer')).body];
    expect(bodies).toEqual(['{"n":1}', '{"n":1}']);
    expect(validations).toBe(1);
  });

  it('serializes an unfrozen answer afresh each time, so later changes show', async () => {
    const live = { n: 1 };
    const app = appAnswering(() => live);
    expect((await app.inject('/answer')).body).toBe('{"n":1}');
    live.n = 2;
    expect((await app.inject('/answer')).body).toBe('{"n":2}');
    expect(validations).toBe(2);
  });

  it('validates and serializes an unrelated frozen answer exactly as usual, every time', async () => {
    const frozen = Object.freeze({ n: 1, extra: 'dropped by the schema' });
    const app = appAnswering(() => frozen);
    const bodies = [(await app.inject('/answer')).body, (await app.inject('/answer')).body];
    expect(bodies).toEqual(['{"n":1}', '{"n":1}']);
    expect(validations).toBe(2);
  });

  it('still refuses a cacheable answer that breaks the contract, every time', async () => {
    const app = appAnswering(() => cacheableAnswer({ n: 'one' }));
    expect((await app.inject('/answer')).statusCode).toBe(500);
    expect((await app.inject('/answer')).statusCode).toBe(500);
  });
});
