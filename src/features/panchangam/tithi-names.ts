import { masamNames, tithiNames, type Name } from './names.ts';

/**
 * A tithi with its paksham as a Telugu calendar names it for a yearly seva: 'కార్తీక శుద్ధ
 * ఏకాదశి', 'భాద్రపద బహుళ అమావాస్య'. Pournami and Amavasya need no paksham.
 */
const paksham: readonly Name[] = [
  { en: 'Shukla', te: 'శుద్ధ' },
  { en: 'Krishna', te: 'బహుళ' },
];

export function tithiWithPaksham(n: number, lang: 'en' | 'te'): string {
  const name = tithiNames[n - 1]![lang];
  if (n === 15 || n === 30) return name;
  return `${paksham[n <= 15 ? 0 : 1]![lang]} ${name}`;
}

/** A masam's name as it stands before a tithi or 'మాసం' in Telugu: 'కార్తీకం' becomes 'కార్తీక'. */
export const masamBefore = (n: number, lang: 'en' | 'te') => {
  const name = masamNames[n - 1]![lang];
  return lang === 'te' ? name.replace(/ం$/, '') : name;
};
