import { localePath, pick, type Lang, type T } from '#src/i18n/index.ts';
import { footerLinks } from '../nav.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { SocialLinks } from './SocialLinks.tsx';
import './Footer.css';

/** Digits only, for tel: links; the page shows the number as the settings spell it. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function Footer({ lang, t, settings }: { lang: Lang; t: T; settings: Settings }) {
  const { contacts, identity } = settings;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.links')}</h2>
          <ul className="site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.key}>
                <a href={localePath(lang, link.path)}>{t(link.key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-addresses">
          <h2 id="footer-addresses">{t('footer.addresses')}</h2>
          <address>
            <strong>{t('footer.ashram')}</strong>
            <br />
            {pick(contacts.ashramAddress, lang)}
          </address>
          <address>
            <strong>{t('footer.office')}</strong>
            <br />
            {pick(contacts.officeAddress, lang)}
          </address>
        </section>
        <section aria-labelledby="footer-reach">
          <h2 id="footer-reach">{t('footer.reach')}</h2>
          <ul className="site-footer__contacts">
            {contacts.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
            {contacts.emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ))}
          </ul>
          <h2 id="footer-follow">{t('footer.follow')}</h2>
          <SocialLinks t={t} social={contacts.social} labelledBy="footer-follow" className="site-footer__social" />
        </section>
      </div>
      <div className="site-footer__bottom container">
        <p>{t('footer.copyright', { name: pick(identity.name, lang) })}</p>
        <p>{t('footer.credit')}</p>
      </div>
    </footer>
  );
}
