/**
 * Two things the schemas mean that the emitted document would otherwise say in a way clients
 * misread: a body zod takes as nullish is optional (Fastify's swagger marks every body
 * required), and a record over a closed set of keys names those keys (openapi-typescript drops
 * `propertyNames`, so a generated client would take any key).
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function namedKeys(schema: Json): Json {
  const names = isObject(schema.propertyNames) ? schema.propertyNames.enum : undefined;
  if (!Array.isArray(names) || !isObject(schema.additionalProperties)) return schema;
  const { propertyNames: _keys, additionalProperties: value, ...rest } = schema;
  return {
    ...rest,
    properties: Object.fromEntries(names.map((name) => [String(name), value])),
    additionalProperties: false,
  };
}

function walk(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(walk);
  if (!isObject(node)) return node;
  return namedKeys(
    Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)])),
  );
}

function optionalWhenNullable(requestBody: Json): Json {
  const content = isObject(requestBody.content) ? requestBody.content : {};
  const json = content['application/json'];
  const anyOf = isObject(json) && isObject(json.schema) ? json.schema.anyOf : undefined;
  if (
    !Array.isArray(anyOf) ||
    !anyOf.some((branch) => isObject(branch) && branch.type === 'null')
  ) {
    return requestBody;
  }
  const rest = anyOf.filter((branch) => !(isObject(branch) && branch.type === 'null'));
  const schema = rest.length === 1 ? rest[0] : { anyOf: rest };
  return {
    ...requestBody,
    required: false,
    content: { ...content, 'application/json': { schema } },
  };
}

export function shapeOpenApi<T extends { paths?: unknown }>(document: T): T {
  const paths = isObject(document.paths) ? document.paths : {};
  const shaped = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(isObject(item) ? item : {}).map(([method, operation]) => {
          if (!isObject(operation) || !isObject(operation.requestBody)) return [method, operation];
          return [
            method,
            { ...operation, requestBody: optionalWhenNullable(operation.requestBody) },
          ];
        }),
      ),
    ]),
  );
  return walk({ ...document, paths: shaped }) as T;
}
