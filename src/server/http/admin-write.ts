import type { Actor } from '../actor.ts';
import type { ContentDeps } from '../service-deps.ts';
import { siteDeps } from '../service-deps.ts';
import { parseId } from './ids.ts';
import { answer, RequestError } from './errors.ts';
import type { Translate } from '../validation/messages.ts';

/** What a write handler needs of Astro's APIContext (kept structural so tests can call handlers). */
export interface WriteContext {
  request: Request;
  params: Record<string, string | undefined>;
  /** The caller's language: the middleware sets it (Telugu for /te/api/... or ?lang=te). */
  locals?: { t?: Translate };
}

/** Keys stay keys where no language was set up (a handler called outside a request). */
const asIs: Translate = (key) => key;

/**
 * The accounts feature's adminApiGuard: a signed-in Admin (who the audit trail names), or the response to send instead.
 */
// The guard takes Astro's whole APIContext while handlers are typed by what they use (so tests can call them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiGuard = (context: any) => Promise<{ user: Actor } | { response: Response }>;

export interface WriteOptions {
  guard: ApiGuard;
  deps?: () => ContentDeps;
}

/**
 * A write endpoint: the guard first (401/403 come from it), then the work; errors become JSON.
 * The work's deps carry the administrator, so each service records its write in the audit trail.
 */
export function adminWrite(
  options: WriteOptions,
  work: (context: WriteContext, deps: ContentDeps, t: Translate) => Promise<Response>,
) {
  return (context: WriteContext) => {
    const t = context.locals?.t ?? asIs;
    return answer(async () => {
      const verdict = await options.guard(context);
      if ('response' in verdict) return verdict.response;
      return work(context, { ...(options.deps ?? siteDeps)(), actor: verdict.user }, t);
    }, t);
  };
}

/** The record id of the path, or a 404 with the record's own message. */
export function idParam(context: WriteContext, notFound: string): number {
  const id = parseId(context.params.id);
  if (id === null) throw new RequestError(404, notFound);
  return id;
}
