import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { frozenJsonSerializerCompiler } from './frozen-json-serializer.ts';

const schema = z.array(z.object({ name: z.string(), count: z.number() }));
const serializerFor = () =>
  frozenJsonSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

describe('frozenJsonSerializerCompiler', () => {
  it('serializes an answer that is not frozen every time, so a changed object shows its change', () => {
    const serialize = serializerFor();
    const rows = [{ name: 'a', count: 1 }];
    expect(serialize(rows)).toBe('[{"name":"a","count":1}]');
    rows[0] = { name: 'a', count: 2 };
    expect(serialize(rows)).toBe('[{"name":"a","count":2}]');
  });

  it('gives a frozen answer the text it had the first time, and another frozen answer its own', () => {
    const serialize = serializerFor();
    const first = Object.freeze([Object.freeze({ name: 'a', count: 1 })]);
    const text = serialize(first);
    expect(serialize(first)).toBe(text);
    const second = Object.freeze([Object.freeze({ name: 'b', count: 2 })]);
    expect(serialize(second)).toBe('[{"name":"b","count":2}]');
  });

  it('still refuses an answer that breaks the schema, frozen or not', () => {
    const serialize = serializerFor();
    expect(() => serialize(Object.freeze([{ name: 1 }]))).toThrow();
    expect(() => serialize([{ name: 1 }])).toThrow();
  });
});
