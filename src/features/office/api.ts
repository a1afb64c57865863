import type { APIContext } from 'astro';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { getDb } from '#src/server/db/connect.ts';
import { json } from '#src/server/http/errors.ts';
import { officeTodo } from './todo.ts';

/** GET /api/admin/todo: the office's to-do, the same lists and counts as /admin. */
export async function getTodo(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  return json(await officeTodo(getDb()));
}
