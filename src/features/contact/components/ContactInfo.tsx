import { pick, type Lang, type T } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { SocialLinks } from '#src/features/site/components/SocialLinks.tsx';
import './contact.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The facts of the settings record: phones, e-mail, address, hours, website and social links. */
export function ContactInfo({
  lang,
  t,
  settings,
  variant,
}: {
  lang: Lang;
  t: T;
  settings: Settings;
  variant: 'contactus' | 'contact';
}) {
  const { contacts } = settings;
  return (
    <section className="contact-card" aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading">{t('contact.info.heading')}</h2>
      <dl>
        <dt>{t('contact.info.phones')}</dt>
        {(variant === 'contactus' ? contacts.phones : contacts.phones.slice(0, 1)).map((phone) => (
          <dd key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        ))}
        <dt>{t('contact.info.email')}</dt>
        <dd>
          <a href={`mailto:${contacts.emails[0]}`}>{contacts.emails[0]}</a>
        </dd>
        <dt>{t('contact.info.address')}</dt>
        <dd>
          <address>{pick(contacts.officeAddress, lang)}</address>
        </dd>
        {variant === 'contact' && (
          <>
            <dt>{t('contact.info.website')}</dt>
            <dd>
              <a href={contacts.website} rel="noopener">
                {contacts.website.replace(/^https?:\/\//, '')}
              </a>
            </dd>
            <dt>{t('contact.info.hours')}</dt>
            <dd>{pick(contacts.officeHours, lang)}</dd>
          </>
        )}
      </dl>
      {variant === 'contactus' && (
        <>
          <h3 id="contact-follow">{t('contact.info.follow')}</h3>
          <SocialLinks t={t} social={contacts.social} labelledBy="contact-follow" className="contact-social" />
        </>
      )}
    </section>
  );
}
