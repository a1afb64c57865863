import { houseTable } from '#src/features/vaastu/ayadi-tables.ts';

/**
 * The 27 stars, from the vaastu tables (one source for every list of them on the site), and the
 * 12 rasis. A devotee's star and rasi are stored by their English name and shown in the page's
 * language.
 */
const starNames = houseTable.outputs.find((o) => o.key === 'nakshatra')!.names!;

export const nakshatrams = starNames.en as readonly string[];

export const rasis = ['Mesha', 'Vrishabha', 'Mithuna', 'Karkataka', 'Simha', 'Kanya', 'Tula', 'Vrischika', 'Dhanus', 'Makara', 'Kumbha', 'Meena'] as const;
const rasisTe = ['మేషం', 'వృషభం', 'మిథునం', 'కర్కాటకం', 'సింహం', 'కన్య', 'తుల', 'వృశ్చికం', 'ధనుస్సు', 'మకరం', 'కుంభం', 'మీనం'];

export interface Choice {
  value: string;
  label: string;
}

export const nakshatramChoices = (lang: string): Choice[] => nakshatrams.map((value, i) => ({ value, label: lang === 'te' ? starNames.te[i]! : value }));
export const rasiChoices = (lang: string): Choice[] => rasis.map((value, i) => ({ value, label: lang === 'te' ? rasisTe[i]! : value }));

/** A stored name in the page's language (itself when it is not in the list). */
export const nakshatramLabel = (value: string, lang: string) => nakshatramChoices(lang).find((c) => c.value === value)?.label ?? value;
export const rasiLabel = (value: string, lang: string) => rasiChoices(lang).find((c) => c.value === value)?.label ?? value;
