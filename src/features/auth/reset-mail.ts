import { createT, localePath, type Lang } from '#src/i18n/index.ts';
import { getConfig } from '#src/server/config.ts';
import { sendMail } from '#src/server/mail/index.ts';
import { policy, type ResetMail } from './service.ts';

export function resetLink(lang: Lang, email: string, code: string): string {
  const url = new URL(localePath(lang, '/setpassword'), getConfig().SITE_URL);
  url.searchParams.set('token', code);
  url.searchParams.set('email', email);
  return url.href;
}

/** The reset e-mail, in the language of the page the visitor used. */
export function composeResetMail(lang: Lang, mail: ResetMail) {
  const t = createT(lang);
  const vars = {
    name: mail.name,
    code: mail.code,
    minutes: policy.codeMinutes,
    tries: mail.tries,
    link: resetLink(lang, mail.to, mail.code),
  };
  return { to: mail.to, subject: t('auth.mail.subject'), text: t('auth.mail.body', vars) };
}

export const deliverResetMail = (lang: Lang) => (mail: ResetMail) => sendMail(composeResetMail(lang, mail));
