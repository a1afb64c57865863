import type { Migration } from 'kysely/migration';
import * as site from './0001_site.ts';
import * as accounts from './0002_accounts.ts';
import * as content from './0010_content.ts';
import * as mailOutbox from './0020_mail_outbox.ts';
import * as contactInquiries from './0021_contact_inquiries.ts';
import * as donations from './0022_donations.ts';
import * as auditLog from './0030_audit_log.ts';
import * as contentVersion from './0050_content_version.ts';
import * as donationOrderUnique from './0060_donation_order_unique.ts';
import * as oneResetCodePerAccount from './0061_one_reset_code_per_account.ts';
import * as idempotencyKeys from './0075_idempotency_keys.ts';
import * as pujaCards from './0065_puja_cards.ts';
import * as albumPhotoCaptions from './0070_album_photo_captions.ts';
import * as pageTexts from './0150_page_texts.ts';
import * as policyVersions from './0151_policy_versions.ts';
import * as donationCauseNames from './0152_donation_cause_names.ts';
import * as pujaImageSize from './0153_puja_image_size.ts';
import * as inquiryAnswered from './0160_inquiry_answered.ts';
import * as pujaBookings from './0100_puja_bookings.ts';
import * as account from './0130_account.ts';
import * as paymentsLedger from './0170_payments_ledger.ts';
import * as officeDigest from './0180_office_digest.ts';
import * as bankFormats from './0190_bank_formats.ts';
import * as bookingKeys from './0200_booking_keys.ts';
import * as fairHolds from './0210_fair_holds.ts';
import * as pujaStartTimes from './0220_puja_start_times.ts';
import * as donationTaxFields from './0230_donation_tax_fields.ts';
import * as counter from './0231_counter.ts';
import * as citizenship from './0232_citizenship.ts';
import * as donationCertificates from './0233_donation_certificates.ts';
import * as counterBookings from './0235_counter_bookings.ts';
import * as festivalOverrides from './0240_festival_overrides.ts';
import * as dataRights from './0234_data_rights.ts';
import * as sevaSeries from './0245_seva_series.ts';
import * as partialRefunds from './0246_partial_refunds.ts';

/**
 * Every migration, in order. A static list (not a folder scan) so the same code runs from the
 * bundled server and from the command-line scripts. Never edit a migration that has shipped:
 * add the next one.
 */
export const migrations: Record<string, Migration> = {
  '0001_site': site,
  '0002_accounts': accounts,
  '0010_content': content,
  '0020_mail_outbox': mailOutbox,
  '0021_contact_inquiries': contactInquiries,
  '0022_donations': donations,
  '0030_audit_log': auditLog,
  '0050_content_version': contentVersion,
  '0060_donation_order_unique': donationOrderUnique,
  '0061_one_reset_code_per_account': oneResetCodePerAccount,
  '0075_idempotency_keys': idempotencyKeys,
  '0065_puja_cards': pujaCards,
  '0070_album_photo_captions': albumPhotoCaptions,
  '0150_page_texts': pageTexts,
  '0151_policy_versions': policyVersions,
  '0152_donation_cause_names': donationCauseNames,
  '0153_puja_image_size': pujaImageSize,
  '0100_puja_bookings': pujaBookings,
  '0130_account': account,
  '0160_inquiry_answered': inquiryAnswered,
  '0170_payments_ledger': paymentsLedger,
  '0180_office_digest': officeDigest,
  '0190_bank_formats': bankFormats,
  '0200_booking_keys': bookingKeys,
  '0210_fair_holds': fairHolds,
  '0220_puja_start_times': pujaStartTimes,
  '0230_donation_tax_fields': donationTaxFields,
  '0231_counter': counter,
  '0232_citizenship': citizenship,
  '0233_donation_certificates': donationCertificates,
  '0234_data_rights': dataRights,
  '0235_counter_bookings': counterBookings,
  '0240_festival_overrides': festivalOverrides,
  '0245_seva_series': sevaSeries,
  '0246_partial_refunds': partialRefunds,
};
