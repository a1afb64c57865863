import { z } from 'zod';

/**
 * How a feature describes its API operations: with the Zod schemas its handlers validate with,
 * so the OpenAPI document (src/app/api-document.ts) cannot drift from the code. The refusals
 * every operation of a kind may answer are added here, in one place.
 */

/** Who may call an operation: anyone, a signed-in person, an Admin, or Razorpay (a signed webhook). */
export type Access = 'public' | 'signedIn' | 'admin' | 'signature';

type MediaType = 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

export interface Answer {
  description: string;
  /** A JSON answer's shape: a model's name (components) or a schema. */
  json?: string | z.ZodType;
  /** A JSON list of a model, by name. */
  listOf?: string;
  /** Another kind of answer, such as a CSV file. */
  mediaType?: string;
}

export interface Operation {
  summary: string;
  tag: string;
  access: Access;
  /** Query parameters, as the schema that reads them. */
  query?: z.ZodObject;
  /** The request body by media type, as the schema that validates it. */
  body?: Partial<Record<MediaType, z.ZodType>>;
  /** The answers when it works, by status. */
  ok: Record<number, Answer>;
  /** Refusals beyond those added for every operation of its kind, by status. */
  refusals?: Record<number, string>;
}

export type Method = 'get' | 'post' | 'put' | 'delete';
export type ApiOperations = Record<string, Partial<Record<Method, Operation>>>;

/** The shape of every API error (decision 112). */
export const errorSchema = z.object({
  message: z.string().describe("What went wrong and what to do, in the caller's language"),
  fields: z
    .record(z.string(), z.string())
    .describe('A message for each field that needs fixing; empty when the refusal is not about a field'),
});

/**
 * An operation on the caller's own account (/api/account/*): signed in, under the account tag.
 * The account's page and its data rights both describe theirs this way.
 */
export const ownAccountOperation = (operation: Omit<Operation, 'tag' | 'access'>): Operation => ({
  tag: 'account',
  access: 'signedIn',
  ...operation,
});

/** A success message with nothing else: 'Event deleted successfully!'. */
export const messageSchema = z.object({ message: z.string() });

/** A file part of a multipart body. */
export const filePart = () => z.file().describe('A photo: JPEG, PNG, WebP, GIF, AVIF or HEIC');

/** In place of a new photo: the address of a picture the site stores (the record gets its own copy). */
export const storedImageAddress = () =>
  z
    .string()
    .describe('Address of the current picture, or of another picture the site stores (the record gets its own copy)');

function usualRefusals(path: string, operation: Operation): Record<number, string> {
  const refusals: Record<number, string> = {};
  if (operation.body)
    Object.assign(refusals, {
      400: 'A field is missing or invalid; `fields` names each problem',
      413: 'The request is over its size limit',
      415: 'Not JSON or a form',
    });
  if (operation.access === 'admin' || operation.access === 'signedIn') refusals[401] = 'Not signed in';
  if (operation.access === 'admin') refusals[403] = 'Signed in, but not as an Admin';
  if (path.includes('{id}')) refusals[404] = 'No such record';
  if (operation.access === 'public' && operation.body)
    refusals[429] = 'Too many requests from this address; wait and try again';
  return refusals;
}

const toJson = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json;
};

const securityOf: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  signature: [],
  signedIn: [{ sessionCookie: [] }, { bearer: [] }],
  admin: [{ sessionCookie: [] }, { bearer: [] }],
};

function answerOf(answer: Answer) {
  if (answer.mediaType)
    return { description: answer.description, content: { [answer.mediaType]: { schema: { type: 'string' } } } };
  if (answer.listOf)
    return {
      description: answer.description,
      content: {
        'application/json': { schema: { type: 'array', items: { $ref: `#/components/schemas/${answer.listOf}` } } },
      },
    };
  if (!answer.json) return { description: answer.description };
  const schema =
    typeof answer.json === 'string' ? { $ref: `#/components/schemas/${answer.json}` } : toJson(answer.json, 'output');
  return { description: answer.description, content: { 'application/json': { schema } } };
}

const operationId = (method: Method, path: string) =>
  method +
  path
    .replace(/^\/api/, '')
    .replace(/[{}]/g, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');

/** The OpenAPI `paths` object of the operations. */
export function openApiPaths(operations: ApiOperations) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, methods] of Object.entries(operations)) {
    const item: Record<string, unknown> = {};
    const ids = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (ids.length)
      item.parameters = ids.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'integer', minimum: 1 },
      }));
    for (const [method, operation] of Object.entries(methods) as Array<[Method, Operation]>) {
      const refusals = { ...usualRefusals(path, operation), ...operation.refusals };
      const query = operation.query
        ? Object.entries((toJson(operation.query, 'input').properties ?? {}) as Record<string, object>)
        : [];
      item[method] = {
        operationId: operationId(method, path),
        tags: [operation.tag],
        summary: operation.summary,
        security: securityOf[operation.access],
        ...(query.length
          ? { parameters: query.map(([name, schema]) => ({ name, in: 'query', required: false, schema })) }
          : {}),
        ...(operation.body
          ? {
              requestBody: {
                required: true,
                content: Object.fromEntries(
                  Object.entries(operation.body).map(([type, schema]) => [type, { schema: toJson(schema, 'input') }]),
                ),
              },
            }
          : {}),
        responses: {
          ...Object.fromEntries(Object.entries(operation.ok).map(([status, answer]) => [status, answerOf(answer)])),
          ...Object.fromEntries(
            Object.entries(refusals).map(([status, description]) => [
              status,
              { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
            ]),
          ),
        },
      };
    }
    paths[path] = item;
  }
  return paths;
}

/** The `components.schemas` of named models. */
export const openApiModels = (models: Record<string, z.ZodType>) =>
  Object.fromEntries(
    Object.entries({ Error: errorSchema, ...models }).map(([name, schema]) => [name, toJson(schema, 'output')]),
  );
