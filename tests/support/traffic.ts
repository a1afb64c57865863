/**
 * Steady traffic for tests that break something under load: `concurrency` loops, each sending
 * one request after another until stopped, with every answer's status and time kept.
 */
export interface Sent {
  at: number;
  /** The status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  /** What the request was, as the sender labelled it. */
  label: string;
  /** The answer's body when it was not a 2xx or 3xx, to see what a failure said. */
  failure?: string;
}

export interface Traffic {
  sent: Sent[];
  /** Stops sending and waits for the requests under way. */
  stop(): Promise<Sent[]>;
}

export function keepSending(
  concurrency: number,
  next: (n: number) => { label: string; send: () => Promise<Response> },
): Traffic {
  const sent: Sent[] = [];
  let running = true;
  let count = 0;
  const loop = async () => {
    while (running) {
      const { label, send } = next(count++);
      try {
        const response = await send();
        const text = await response.text();
        sent.push({
          at: Date.now(),
          status: response.status,
          label,
          failure: response.status >= 400 ? text.slice(0, 300) : undefined,
        });
      } catch (error) {
        sent.push({ at: Date.now(), status: 0, label, failure: (error as Error).message });
        // A refused connection fails at once: do not spin.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    sent,
    async stop() {
      running = false;
      await Promise.all(loops);
      return sent;
    },
  };
}

/** How many answers had each status, as { '200': 12, '503': 3 }. */
export const byStatus = (sent: Sent[]) =>
  sent.reduce<Record<string, number>>((n, s) => ({ ...n, [s.status]: (n[s.status] ?? 0) + 1 }), {});
