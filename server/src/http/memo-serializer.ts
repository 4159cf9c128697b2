import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The contract's validating serializer, remembering its output for frozen answers: a value a service
 * caches and freezes (a wall revision with hundreds of hold polygons) is validated and stringified once,
 * not on every request. Anything not frozen is serialized afresh, as before.
 */
export const memoSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const serialized = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = serialized.get(data);
    if (json === undefined) {
      json = serialize(data);
      serialized.set(data, json);
    }
    return json;
  };
};
