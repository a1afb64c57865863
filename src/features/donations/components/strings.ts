import { type T, runtimeKey } from '#src/i18n/index.ts';
import { causes, quickAmounts } from '../schema.ts';
import { identityTypes } from '../tables.ts';
import { citizenshipStrings } from '#src/features/citizenship/index.ts';

/**
 * Everything the donation form island shows, translated on the server (islands get no
 * dictionaries). `shown`: the causes switched on in /admin/pages, in their order (all when not
 * given); 'where most needed' always comes first. Each keeps the name its donations are kept by.
 */
/** A cause the form lists: a built-in one by its slug, one staff added with its name. */
interface ShownCause {
  slug: string;
  name?: { en: string; te: string };
}

export function donationFormStrings(t: T, shown?: readonly ShownCause[]) {
  return {
    heading: t('donation.form.heading'),
    amountLegend: t('donation.field.amount'),
    quick: quickAmounts.map((a) => ({
      value: String(a),
      label: t('donation.quickAmount', { amount: a.toLocaleString('en-IN') }),
    })),
    customAmount: t('donation.field.customAmount'),
    customHint: t('donation.field.customHint'),
    identityLegend: t('donation.field.identityType'),
    identityKind: t('donation.field.identityKind'),
    identityTypes: identityTypes.map((type) => ({ value: type, label: t(`donation.identityType.${type}`) })),
    identity: t('donation.field.identity'),
    identityHint: t('donation.field.identityHint'),
    firstName: t('contact.field.firstName'),
    lastName: t('contact.field.lastName'),
    email: t('contact.field.email'),
    familyLegend: t('donation.field.family'),
    familyHint: t('donation.field.familyHint'),
    relation: t('donation.field.relation'),
    familyName: t('donation.field.familyName'),
    addFamily: t('donation.family.add'),
    removeFamily: t('donation.family.remove'),
    familyAdded: t('donation.family.added'),
    familyRemoved: t('donation.family.removed'),
    savedLabel: t('donation.family.savedLabel'),
    savedAdd: t('donation.family.savedAdd'),
    savedAdded: t('donation.family.savedAdded'),
    cause: t('donation.field.cause'),
    causes: [
      { slug: 'general' },
      ...(shown ?? causes.map((slug) => ({ slug }))).filter((c) => c.slug !== 'general'),
    ].map((c: ShownCause) => ({
      value: c.slug,
      label: c.name
        ? t('donation.cause.named', { en: c.name.en, te: c.name.te || c.name.en })
        : t(runtimeKey(`donation.cause.${c.slug}`)),
    })),
    message: t('donation.field.message'),
    address: t('donation.field.address'),
    addressHint: t('donation.field.addressHint'),
    termsBefore: t('donation.terms.before'),
    termsLink: t('donation.terms.terms'),
    termsAnd: t('donation.terms.and'),
    refundLink: t('donation.terms.refund'),
    termsAfter: t('donation.terms.after'),
    submit: t('donation.form.submit'),
    citizenship: citizenshipStrings(t),
  };
}
export type DonationFormStrings = ReturnType<typeof donationFormStrings>;
