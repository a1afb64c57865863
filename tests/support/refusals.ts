import { createT, type Lang } from '#src/i18n/index.ts';
import { say, translateFields, type Message, type MessageVars } from '#src/server/validation/messages.ts';

/** A refusal as the person reads it: its status, message and field messages, translated. */
export interface ReadRefusal {
  status: number;
  message: string;
  fields: Record<string, string>;
}

interface Refused {
  status: number;
  message: string;
  vars?: MessageVars;
  fields?: Record<string, Message | string>;
}

/** The refusal a service threw, in `lang` (English unless asked). Fails the test when nothing was refused. */
export function refusalOf(work: Promise<unknown>, lang: Lang = 'en'): Promise<ReadRefusal> {
  const t = createT(lang);
  return work.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: Refused) => ({
      status: error.status,
      message: say(t, { key: error.message, vars: error.vars }),
      fields: translateFields(t, error.fields ?? {}),
    }),
  );
}

/** A dictionary key in English, as the tests compare texts. */
export const inEnglish = createT('en');
