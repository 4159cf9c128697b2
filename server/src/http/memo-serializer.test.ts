import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
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

  it('validates and stringifies a frozen answer once however often it is sent', async () => {
    const cached = Object.freeze({ n: 1 });
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

  it('still refuses a frozen answer that breaks the contract, every time', async () => {
    const app = appAnswering(() => Object.freeze({ n: 'one' }));
    expect((await app.inject('/answer')).statusCode).toBe(500);
    expect((await app.inject('/answer')).statusCode).toBe(500);
  });
});
