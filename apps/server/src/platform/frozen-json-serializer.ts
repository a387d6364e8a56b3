// The response serializer (zod's check, then JSON.stringify), remembering the text of frozen answers.
// A handler that returns the very same frozen object again (the launcher's memoized product list,
// catalog/product-records-memo.ts) gets the text serialized the first time: a frozen object cannot
// have changed since, so the check and the text would come out the same. Anything not frozen is
// serialized every time, exactly as before.
import { serializerCompiler } from 'fastify-type-provider-zod';

type RouteSchema = Parameters<typeof serializerCompiler>[0];

export const frozenJsonSerializerCompiler = (routeSchema: RouteSchema) => {
  const serialize = serializerCompiler(routeSchema);
  const texts = new WeakMap<object, string>();
  return (data: unknown): string => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(data);
      texts.set(data, text);
    }
    return text;
  };
};
