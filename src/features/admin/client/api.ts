/** What the admin islands need from an API answer: success, the record, or a message that says what to do. */
export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data?: T;
  /** The server's message, or the island's own when the server could not be reached. */
  message: string;
  fields?: Record<string, string>;
}

export interface ClientErrors {
  offline: string;
  signIn: string;
  unknown: string;
}

/** Same-origin fetch with the session cookie; the browser adds the Origin header the server checks. */
export async function callApi<T>(
  method: string,
  url: string,
  errors: ClientErrors,
  body?: FormData,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { method, body, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, status: 0, message: errors.offline };
  }
  return toResult<T>(response.status, await response.json().catch(() => ({})), errors);
}

type Payload<T> = { message?: string; fields?: Record<string, string> } & T;

/** An answer's status and JSON body (empty when it had none) as the islands use it. */
export function toResult<T>(status: number, body: unknown, errors: ClientErrors): ApiResult<T> {
  const payload = (body ?? {}) as Payload<T>;
  if (status >= 200 && status < 300) return { ok: true, status, data: payload, message: payload.message ?? '' };
  if (status === 401) return { ok: false, status: 401, message: errors.signIn };
  return { ok: false, status, message: payload.message ?? errors.unknown, fields: payload.fields };
}

/** The islands' messages for a failure that is not the server's to explain. */
export const clientErrors = (s: Record<string, string>): ClientErrors => ({
  offline: s['admin.error.offline']!,
  signIn: s['admin.error.signIn']!,
  unknown: s['admin.error.unknown']!,
});

/** A failure toast: the screen's own lead text, then what went wrong and what to do. */
export const failure = (lead: string, message: string) => `${lead.trimEnd()} ${message}`.trim();
