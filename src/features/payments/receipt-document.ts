import type { Lang } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { formatDay, indiaClock } from '#src/i18n/dates.ts';

/** A receipt's date as the trust prints it: dd/mm/yyyy in India's time. */
export const receiptDate = (iso: string) => formatDay(indiaClock(iso).day);

/** A text in the receipt's language; on a Telugu receipt, with the English for the tax office. */
export interface Bilingual {
  text: string;
  english?: string;
}

/** What a receipt shows: its title (the PDF's), heading, lines and closing notes, in its language. */
export interface ReceiptDocument {
  lang: Lang;
  title: string;
  heading: Bilingual;
  lines: Array<{ label: Bilingual; value: Bilingual }>;
  notes: Bilingual[];
}

/**
 * The receipt as PDF. The PDF library and its font engine (several MB of code) load with the
 * first receipt a worker makes, not with every worker.
 */
export async function receiptDocumentPdf(settings: Settings, document: ReceiptDocument): Promise<Uint8Array> {
  const { drawReceipt } = await import('./receipt-pdf.ts');
  return drawReceipt(settings, document);
}
