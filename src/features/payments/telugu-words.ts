/**
 * Numbers and amounts in Telugu words, in the Indian grouping (వేలు, లక్షలు, కోట్లు), as a Telugu
 * receipt writes the amount: 'వెయ్యి నూట పదహారు రూపాయలు మాత్రమే'.
 *
 * A group word changes with what follows it: వంద alone but నూట before a number; రెండు వందలు
 * alone but రెండు వందల before a number or a noun (వేలు, లక్షలు and కోట్లు alike). ఒకటి before a
 * noun is ఒక, and ఒక్క at the end of a longer number (ఇరవై ఒక్క వేలు, నూట ఒక్క రూపాయలు).
 */

const belowTwenty = [
  'సున్నా',
  'ఒకటి',
  'రెండు',
  'మూడు',
  'నాలుగు',
  'ఐదు',
  'ఆరు',
  'ఏడు',
  'ఎనిమిది',
  'తొమ్మిది',
  'పది',
  'పదకొండు',
  'పన్నెండు',
  'పదమూడు',
  'పద్నాలుగు',
  'పదిహేను',
  'పదహారు',
  'పదిహేడు',
  'పద్దెనిమిది',
  'పంతొమ్మిది',
];
const tens = ['', '', 'ఇరవై', 'ముప్పై', 'నలభై', 'యాభై', 'అరవై', 'డెబ్బై', 'ఎనభై', 'తొంభై'];

/** How a number ends: read alone, or standing before a noun or a larger number. */
type Ending = 'alone' | 'beforeNoun';

/** `longer`: the end of a larger number, where one before a noun is ఒక్క (వెయ్యి ఒక్క రూపాయలు). */
function belowHundred(n: number, ending: Ending, longer: boolean): string {
  const one = longer ? 'ఒక్క' : 'ఒక';
  if (n === 1 && ending === 'beforeNoun') return one;
  if (n < 20) return belowTwenty[n]!;
  const unit = n % 10;
  if (!unit) return tens[Math.floor(n / 10)]!;
  return `${tens[Math.floor(n / 10)]} ${unit === 1 && ending === 'beforeNoun' ? 'ఒక్క' : belowTwenty[unit]}`;
}

/** A group of the number (hundreds, thousands ...) with its own word for one, and its plural. */
interface Group {
  size: number;
  /** One of it: వంద, వెయ్యి; and before more of the number, when it differs (నూట). */
  one: string;
  oneBeforeMore?: string;
  /** Many of it alone (వందలు) and before a noun or more of the number (వందల). */
  many: string;
  manyBefore: string;
}

const groups: Group[] = [
  { size: 1_00_00_000, one: 'కోటి', many: 'కోట్లు', manyBefore: 'కోట్ల' },
  { size: 1_00_000, one: 'లక్ష', many: 'లక్షలు', manyBefore: 'లక్షల' },
  { size: 1000, one: 'వెయ్యి', many: 'వేలు', manyBefore: 'వేల' },
  { size: 100, one: 'వంద', oneBeforeMore: 'నూట', many: 'వందలు', manyBefore: 'వందల' },
];

function words(n: number, ending: Ending, longer = false): string {
  if (n < 100) return belowHundred(n, ending, longer);
  // Crores have no larger group: their count may itself be any number (వంద కోట్లు).
  const group = groups.find((g) => n >= g.size)!;
  const count = Math.floor(n / group.size);
  const rest = n % group.size;
  const last = !rest && ending === 'alone';
  const one = (rest ? group.oneBeforeMore : undefined) ?? group.one;
  const head = count === 1 ? one : `${words(count, 'beforeNoun')} ${last ? group.many : group.manyBefore}`;
  return rest ? `${head} ${words(rest, ending, true)}` : head;
}

/** A whole number in Telugu words, as it is read alone: 1116 → 'వెయ్యి నూట పదహారు'. */
export function teluguNumberWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number, 0 or more');
  return words(n, 'alone');
}

/** A counted noun after its number: 'ఒక రూపాయి', 'రెండు లక్షల యాభై వేల రూపాయలు'. */
function counted(n: number, one: string, many: string): string {
  return `${n === 0 ? belowTwenty[0] : words(n, 'beforeNoun')} ${n === 1 ? one : many}`;
}

/** Paise as a Telugu receipt writes the amount: 'వెయ్యి రూపాయల యాభై పైసలు మాత్రమే'. */
export function teluguAmountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('a whole number of paise, 0 or more');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (!rest) return `${counted(rupees, 'రూపాయి', 'రూపాయలు')} మాత్రమే`;
  const paisePart = counted(rest, 'పైసా', 'పైసలు');
  // With paise the rupees take the genitive, as 'రెండు రూపాయల పది పైసలు' is said.
  return rupees ? `${counted(rupees, 'రూపాయి', 'రూపాయల')} ${paisePart} మాత్రమే` : `${paisePart} మాత్రమే`;
}
