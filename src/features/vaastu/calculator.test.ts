import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PADAM_DIGITS, calculate, emptyResults, parsePadam } from './calculator.ts';
import type { VaastuResult } from './calculator.ts';
import { houseTable, templeTable } from './ayadi-tables.ts';
import type { OutputKey } from './ayadi-tables.ts';

type Shown = [number, string | null];

function shown(results: VaastuResult[]): Record<OutputKey, Shown> {
  return Object.fromEntries(results.map((r) => [r.key, [r.number, r.teName]])) as Record<OutputKey, Shown>;
}

// Worked examples checked by hand, with the yoga names as the corrected list of 27 spells them
// (older tables print శోభన for n = 8, where the list has శోభనం).
const workedExamples: Array<[number, Record<OutputKey, Shown>]> = [
  [
    1,
    {
      ayam: [1, 'ధ్వజాయము'],
      nakshatra: [8, 'పుష్యమి'],
      varam: [2, 'సోమవారం'],
      tithi: [8, 'అష్టమి'],
      yogam: [4, 'సౌభాగ్యం'],
      dhanam: [5, 'ధాన్యములు'],
      runam: [3, 'శుభం'],
      amsa: [7, 'నిర్భయాంశ'],
      ayussu: [8, null],
    },
  ],
  [
    7,
    {
      ayam: [7, 'గజాయము'],
      nakshatra: [2, 'భరణి'],
      varam: [7, 'శనివారం'],
      tithi: [11, 'ఏకాదశి'],
      yogam: [1, 'విష్కంభం'],
      dhanam: [11, 'భాండములు'],
      runam: [5, 'శుభం'],
      amsa: [4, 'ధనాంశ'],
      ayussu: [56, null],
    },
  ],
  [
    8,
    {
      ayam: [0, 'కాకాయము'],
      nakshatra: [10, 'మఖ'],
      varam: [2, 'సోమవారం'],
      tithi: [4, 'చవితి'],
      yogam: [5, 'శోభనం'],
      dhanam: [4, 'ద్రవ్యములు'],
      runam: [8, 'శుభం'],
      amsa: [2, 'భుక్త్యంశ'],
      ayussu: [64, null],
    },
  ],
  [
    10,
    {
      ayam: [2, 'ధూమాయము'],
      nakshatra: [26, 'ఉత్తరాభాద్ర'],
      varam: [6, 'శుక్రవారం'],
      tithi: [5, 'పంచమి'],
      yogam: [13, 'వ్యాఘాతం'],
      dhanam: [2, 'శస్త్రములు'],
      runam: [6, 'శుభం'],
      amsa: [7, 'నిర్భయాంశ'],
      ayussu: [80, null],
    },
  ],
];

describe('the yoga list', () => {
  it('is the 27 yogas, with one ending throughout and the 24th శుక్లం (Shukla)', () => {
    const yogam = houseTable.outputs.find((o) => o.key === 'yogam')!.names!;
    expect(yogam.te).toEqual([
      'విష్కంభం',
      'ప్రీతి',
      'ఆయుష్మాన్',
      'సౌభాగ్యం',
      'శోభనం',
      'అతిగండం',
      'సుకర్మ',
      'ధృతి',
      'శూలం',
      'గండం',
      'వృద్ధి',
      'ధ్రువం',
      'వ్యాఘాతం',
      'హర్షణం',
      'వజ్రం',
      'సిద్ధి',
      'వ్యతీపాతం',
      'వరీయాన్',
      'పరిఘం',
      'శివం',
      'సిద్ధం',
      'సాధ్యం',
      'శుభం',
      'శుక్లం',
      'బ్రహ్మం',
      'ఐంద్రం',
      'వైధృతి',
    ]);
    expect(yogam.en[23]).toBe('Shukla');
  });
});

describe('calculate', () => {
  it.each(workedExamples)('reproduces the worked example for n = %i', (n, expected) => {
    expect(shown(calculate(n, houseTable))).toEqual(expected);
  });

  it('gives the nine outputs in their traditional order', () => {
    expect(calculate(1, houseTable).map((r) => r.key)).toEqual([
      'ayam',
      'nakshatra',
      'varam',
      'tithi',
      'yogam',
      'dhanam',
      'runam',
      'amsa',
      'ayussu',
    ]);
  });

  it('names every output in English too, except ayussu', () => {
    const byKey = Object.fromEntries(calculate(8, houseTable).map((r) => [r.key, r.enName]));
    expect(byKey).toEqual({
      ayam: 'Kakayam',
      nakshatra: 'Magha',
      varam: 'Monday',
      tithi: 'Chavithi',
      yogam: 'Shobhana',
      dhanam: 'Materials',
      runam: 'Auspicious',
      amsa: 'Bhuktyamsa',
      ayussu: null,
    });
  });

  it('agrees for n = 1..10,000 with remainders counted up step by step', () => {
    // Independent of the engine: no % operator, a running remainder per output, and the
    // shown-number rule written out again rather than read from the table.
    const showsRaw = new Set<OutputKey>(['ayam', 'nakshatra']);
    const running = houseTable.outputs.map(() => 0);
    for (let n = 1; n <= 10_000; n++) {
      const results = calculate(n, houseTable);
      houseTable.outputs.forEach((output, i) => {
        let r = running[i]! + output.multiplier;
        while (r >= output.modulus) r -= output.modulus;
        running[i] = r;
        const id = r === 0 ? output.modulus : r;
        expect(results[i]).toEqual({
          key: output.key,
          number: showsRaw.has(output.key) ? r : id,
          teName: output.names === null ? null : output.names.te[id - 1],
          enName: output.names === null ? null : output.names.en[id - 1],
        });
      });
    }
  });

  it('refuses an n that parsePadam would not give', () => {
    for (const n of [0, -1, 1.5, Number.NaN, 2 ** 60, 0n, -3n]) {
      expect(() => calculate(n, houseTable)).toThrow(RangeError);
    }
  });

  it('computes a padam of a million or more exactly, beyond what a float holds', () => {
    // Every modulus divides 7560, so n and n mod 7560 give the same results: 10^6 is 2080 there.
    expect(shown(calculate(1_000_000, houseTable))).toEqual(shown(calculate(2080, houseTable)));
    // 10^30 + 1: a float would round it to 10^30, and ayam (n * 9 mod 8) would say 0.
    const big = 10n ** 30n + 1n;
    expect(calculate(big, houseTable)[0]!.number).toBe(Number((big * 9n) % 8n));
    expect(calculate(big, houseTable)[0]!.number).toBe(1);
  });
});

describe('tables', () => {
  it.each([houseTable, templeTable])('has name lists as long as the modulus ($key)', (table) => {
    expect(table.outputs).toHaveLength(9);
    for (const output of table.outputs) {
      if (output.names === null) continue;
      expect(output.names.te).toHaveLength(output.modulus);
      expect(output.names.en).toHaveLength(output.modulus);
    }
  });

  it('runs the temple calculation with the house rows, under its own label', () => {
    expect(templeTable.teLabel).toBe('దేవాలయ గణితం');
    expect(houseTable.teLabel).toBe('గృహ గణితం');
    for (const n of [1, 7, 8, 10, 12_345]) {
      expect(calculate(n, templeTable)).toEqual(calculate(n, houseTable));
    }
  });
});

describe('parsePadam', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['12', { kind: 'ok', n: 12n }],
    [' 12 ', { kind: 'ok', n: 12n }],
    ['007', { kind: 'ok', n: 7n }],
    ['+5', { kind: 'ok', n: 5n }],
    ['౧౨', { kind: 'ok', n: 12n }],
    [' ౧0౮ ', { kind: 'ok', n: 108n }],
    ['999999', { kind: 'ok', n: 999_999n }],
    ['1000000', { kind: 'ok', n: 1_000_000n }],
    ['9'.repeat(MAX_PADAM_DIGITS), { kind: 'ok', n: 10n ** BigInt(MAX_PADAM_DIGITS) - 1n }],
    ['0'.repeat(200) + '7', { kind: 'ok', n: 7n }],
    ['0', { kind: 'invalid', reason: 'tooSmall' }],
    ['000', { kind: 'invalid', reason: 'tooSmall' }],
    ['+0', { kind: 'invalid', reason: 'tooSmall' }],
    ['-5', { kind: 'invalid', reason: 'tooSmall' }],
    ['-1.5', { kind: 'invalid', reason: 'tooSmall' }],
    ['1.5', { kind: 'invalid', reason: 'notWhole' }],
    ['5.0', { kind: 'invalid', reason: 'notWhole' }],
    ['abc', { kind: 'invalid', reason: 'notNumber' }],
    ['12abc', { kind: 'invalid', reason: 'notNumber' }],
    ['1e3', { kind: 'invalid', reason: 'notNumber' }],
    ['0x10', { kind: 'invalid', reason: 'notNumber' }],
    ['1 2', { kind: 'invalid', reason: 'notNumber' }],
    ['1,000', { kind: 'invalid', reason: 'notNumber' }],
    ['++5', { kind: 'invalid', reason: 'notNumber' }],
    ['Infinity', { kind: 'invalid', reason: 'notNumber' }],
    ['9'.repeat(MAX_PADAM_DIGITS + 1), { kind: 'invalid', reason: 'tooLarge' }],
  ])('reads %j', (input, expected) => {
    expect(parsePadam(input)).toEqual(expected);
  });

  it('accepts every whole number of 1 or more, in either script', () => {
    const telugu = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0c66 + Number(d)));
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 40n }), (n) => {
        expect(parsePadam(String(n))).toEqual({ kind: 'ok', n });
        expect(parsePadam(telugu(String(n)))).toEqual({ kind: 'ok', n });
      }),
    );
  });

  it('never throws, and whatever it accepts can be calculated', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const parsed = parsePadam(input);
        if (parsed.kind === 'ok') expect(calculate(parsed.n, houseTable)).toHaveLength(9);
      }),
    );
  });
});

describe('emptyResults', () => {
  it('shows 0 and no names, keeping ayussu nameless', () => {
    const results = emptyResults(houseTable);
    expect(results.map((r) => r.key)).toEqual(houseTable.outputs.map((o) => o.key));
    for (const r of results) {
      expect(r.number).toBe(0);
      const blank = r.key === 'ayussu' ? null : '';
      expect([r.teName, r.enName]).toEqual([blank, blank]);
    }
  });
});
