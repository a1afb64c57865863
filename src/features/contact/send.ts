/**
 * The /contactus form sent in place by its island: what each answer means to the visitor.
 * No server code here; it runs in the browser.
 */

/** The island's own texts, in the page's language (the server's messages come with its answers). */
export interface SendMessages {
  /** 201: 'Contact details sent successfully!' */
  sent: string;
  /** Another 2xx: 'Something unexpected happened.' */
  unexpected: string;
  /** A 400 without a message of its own. */
  fix: string;
  /** 500: 'Internal server error. Please try again later.' */
  server: string;
  /** Any other failure without a message: 'Server error occurred' */
  serverOther: string;
  /** No answer at all: 'Unable to submit the form. Please check your internet.' */
  offline: string;
}

export interface SendOutcome {
  sent: boolean;
  /** How the toast shows it: the server's refusals show as warnings. */
  tone: 'success' | 'warning' | 'error';
  text: string;
  /** The server's message for each field it refused (400). */
  errors: Record<string, string>;
}

type Answer = { message?: unknown; fields?: unknown };

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** The outcome of an answer with this status and (parsed) body. */
export function outcomeOf(status: number, body: Answer | null, messages: SendMessages): SendOutcome {
  const message = textOf(body?.message);
  if (status === 201) return { sent: true, tone: 'success', text: messages.sent, errors: {} };
  if (status >= 200 && status < 300)
    return { sent: false, tone: 'warning', text: message ?? messages.unexpected, errors: {} };
  if (status === 400) {
    const errors =
      body?.fields && typeof body.fields === 'object'
        ? Object.fromEntries(Object.entries(body.fields).filter(([, v]) => textOf(v)))
        : {};
    return { sent: false, tone: 'warning', text: message ?? messages.fix, errors: errors as Record<string, string> };
  }
  if (status === 500) return { sent: false, tone: 'error', text: messages.server, errors: {} };
  return { sent: false, tone: 'error', text: message ?? messages.serverOther, errors: {} };
}

/**
 * Posts the form's fields as JSON to the contact API (in the page's language: /te/api/contact
 * answers in Telugu). A failure to get any answer is the visitor's connection.
 */
export async function sendInquiry(
  endpoint: string,
  fields: Record<string, string>,
  messages: SendMessages,
  fetcher: typeof fetch = fetch,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(fields),
      credentials: 'same-origin',
    });
  } catch {
    return { sent: false, tone: 'error', text: messages.offline, errors: {} };
  }
  const body = (await response.json().catch(() => null)) as Answer | null;
  return outcomeOf(response.status, body, messages);
}
