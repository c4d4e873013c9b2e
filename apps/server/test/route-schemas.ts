import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import type { TestApp } from './build-test-app.ts';
import type { SlotKind } from './hostile-values.ts';

/** A route with the zod schemas of the request parts it validates. */
export type RouteSchemas = {
  method: string;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
};

/** One field of a request part: `path` leads into the JSON body (array elements by index). */
export type FieldSlot = { path: (string | number)[]; kind: SlotKind };

const zodOrUndefined = (value: unknown) => (value instanceof z.ZodType ? value : undefined);

function schemasOf(schema: FastifySchema | undefined): Omit<RouteSchemas, 'method' | 'url'> {
  return {
    params: zodOrUndefined(schema?.params),
    querystring: zodOrUndefined(schema?.querystring),
    body: zodOrUndefined(schema?.body),
  };
}

/**
 * Every route of the app with its request schemas. `t.routes` keeps only methods and URLs, so the same
 * `buildApp` registers its routes a second time on the test's database and `onRoute` reads their schemas;
 * that second app never answers a request and is closed at once.
 */
export async function routeSchemasOf(t: TestApp): Promise<RouteSchemas[]> {
  const routes: RouteSchemas[] = [];
  const app = await buildApp({
    config: t.config,
    db: t.db,
    onRoute: ({ method, url, schema }) => {
      for (const one of [method].flat()) routes.push({ method: one, url, ...schemasOf(schema) });
    },
  });
  await app.close();
  return routes;
}

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** The JSON Schema of what a request part may hold (zod's input side: before defaults and transforms). */
function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** A sub-schema; `true`, `false` or a tuple's list say nothing of one field's values. */
const asSchema = (value: z.core.JSONSchema._JSONSchema | z.core.JSONSchema._JSONSchema[] | undefined) =>
  typeof value === 'object' && !Array.isArray(value) ? value : {};

/** Nullable fields are `anyOf [T, null]`: the field is its non-null branch. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const branches = (schema.anyOf ?? []).filter((branch) => branch.type !== 'null');
  const [only] = branches;
  return branches.length === 1 && only !== undefined ? withoutNull(only) : schema;
}

function kindOf(schema: JsonSchema): SlotKind {
  // A union of several shapes (a date or a date-time, a date or ''): the first one names the field.
  const [first] = schema.anyOf ?? [];
  if (schema.type === undefined && first !== undefined) return kindOf(withoutNull(first));
  const types = [schema.type ?? []].flat().filter((type) => type !== 'null');
  if (types.includes('number') && types.includes('string')) return 'decimal';
  if (schema.format === 'date' || schema.format === 'date-time') return 'date';
  const [type] = types;
  switch (type) {
    case 'integer':
    case 'number':
    case 'string':
    case 'boolean':
    case 'array':
    case 'object':
      return type;
    default:
      return 'unknown';
  }
}

/** Every field of a schema, nested ones included (an array's fields through its element 0). */
function fieldSlots(schema: JsonSchema, path: (string | number)[]): FieldSlot[] {
  const field = withoutNull(schema);
  const kind = kindOf(field);
  const here: FieldSlot[] = path.length > 0 || kind === 'array' ? [{ path, kind }] : [];
  if (kind === 'object') {
    return [
      ...here,
      ...Object.entries(field.properties ?? {}).flatMap(([name, inner]) =>
        fieldSlots(asSchema(inner), [...path, name]),
      ),
    ];
  }
  if (kind === 'array') return [...here, ...fieldSlots(asSchema(field.items), [...path, 0])];
  return here;
}

/** The fields of a body, query or params schema, with the kind of value each holds. */
export function slotsOf(schema: z.ZodType | undefined): FieldSlot[] {
  return schema === undefined ? [] : fieldSlots(inputJsonSchema(schema), []);
}
