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
export async function callApi<T>(method: string, url: string, errors: ClientErrors, body?: FormData): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { method, body, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, status: 0, message: errors.offline };
  }
  const payload = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> } & T;
  if (response.ok) return { ok: true, status: response.status, data: payload, message: payload.message ?? '' };
  if (response.status === 401) return { ok: false, status: 401, message: errors.signIn };
  return { ok: false, status: response.status, message: payload.message ?? errors.unknown, fields: payload.fields };
}

/** `{name}` placeholders, as the server-side t() fills them. */
export const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

/** A failure toast: the spec's text, then what went wrong and what to do. */
export const failure = (lead: string, message: string) => `${lead.trimEnd()} ${message}`.trim();
