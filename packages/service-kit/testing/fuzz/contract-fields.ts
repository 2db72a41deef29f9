import type { z } from 'zod';

type FieldPath = readonly string[];

/** Wrappers whose inner schema holds the shape: optional, nullable, default, pipe… */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as z.core.$ZodTypeDef & {
    innerType?: z.core.$ZodType;
    in?: z.core.$ZodType;
  };
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  if (def.innerType) return unwrap(def.innerType);
  return schema;
}

/**
 * Every field of a contract, nested objects included, as paths: `['data', 'email']`. The fuzz
 * replaces these one at a time, so a new field in a contract is fuzzed without a test change.
 */
export function fieldPaths(schema: unknown, prefix: FieldPath = []): FieldPath[] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return [];
  const inner = unwrap(schema as z.core.$ZodType);
  if (inner._zod.def.type !== 'object') return [];
  const shape = (inner as z.core.$ZodObject)._zod.def.shape;
  return Object.entries(shape).flatMap(([key, field]) => {
    const path = [...prefix, key];
    return [path, ...fieldPaths(field, path)];
  });
}

/** Paths of the fields an example body holds, for routes without a contract on the route. */
export function examplePaths(example: unknown, prefix: FieldPath = []): FieldPath[] {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return [];
  return Object.entries(example).flatMap(([key, value]) => {
    const path = [...prefix, key];
    return [path, ...examplePaths(value, path)];
  });
}

/** Marks a field to delete rather than replace. */
export const OMIT = Symbol('omit');

/** A copy of `body` with the field at `path` set to `value` (or removed), parents created. */
export function withField(body: unknown, path: FieldPath, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const base =
    body && typeof body === 'object' && !Array.isArray(body)
      ? { ...(body as Record<string, unknown>) }
      : {};
  if (rest.length === 0 && value === OMIT) {
    delete base[key];
    return base;
  }
  // defineProperty, so a key like `__proto__` becomes a field, not the copy's prototype.
  Object.defineProperty(base, key, {
    value: withField(base[key], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return base;
}
