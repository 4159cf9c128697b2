import { serializerCompiler } from 'fastify-type-provider-zod';
import { isCacheableAnswer } from './cacheable-answer.ts';

/**
 * The contract's validating serializer, remembering its output for answers marked by `cacheableAnswer`
 * (a cached wall revision with hundreds of hold polygons): validated and stringified once, not on every
 * request. Everything else, frozen or not, is validated and serialized afresh each time.
 */
export const memoSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const serialized = new WeakMap<object, string>();
  return (data: unknown) => {
    if (!isCacheableAnswer(data)) return serialize(data);
    let json = serialized.get(data);
    if (json === undefined) {
      json = serialize(data);
      serialized.set(data, json);
    }
    return json;
  };
};
