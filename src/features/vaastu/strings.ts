import type { T } from '#src/i18n/index.ts';
import type { PadamInvalidReason } from './calculator.ts';
import type { ConverterErrorReason } from './converter.ts';

// The islands receive their texts as props (client code never loads the dictionaries); these
// builders are the one place that maps dictionary keys to what each island shows.

export type CalculatorStrings = {
  inputLabel: string;
  inputHint: string;
  submit: string;
  /** Contains {n}. */
  resultsFor: string;
  resultsEmpty: string;
  /** Contains {n}, {ayam}, {nakshatra} and {ayussu}: what a screen reader hears as results change. */
  summary: string;
  colOutput: string;
  colNumber: string;
  colName: string;
  years: string;
  invalid: Record<PadamInvalidReason, string>;
};

export type ConverterStrings = {
  heading: string;
  intro: string;
  submit: string;
  derived: string;
  /** Contains {field} and {value}: what a screen reader hears when the third field is worked out. */
  result: string;
  /** noSolution contains {field}. */
  errors: Record<ConverterErrorReason, string>;
};

export function calculatorStrings(t: T): CalculatorStrings {
  return {
    inputLabel: t('vaastu.calc.inputLabel'),
    inputHint: t('vaastu.calc.inputHint'),
    submit: t('vaastu.calc.submit'),
    resultsFor: t('vaastu.calc.resultsFor'),
    resultsEmpty: t('vaastu.calc.resultsEmpty'),
    summary: t('vaastu.calc.summary'),
    colOutput: t('vaastu.calc.colOutput'),
    colNumber: t('vaastu.calc.colNumber'),
    colName: t('vaastu.calc.colName'),
    years: t('vaastu.calc.years'),
    invalid: {
      notWhole: t('vaastu.padam.notWhole'),
      tooSmall: t('vaastu.padam.tooSmall'),
      tooLarge: t('vaastu.padam.tooLarge'),
      notNumber: t('vaastu.padam.notNumber'),
    },
  };
}

export function converterStrings(t: T): ConverterStrings {
  return {
    heading: t('vaastu.conv.heading'),
    intro: t('vaastu.conv.intro'),
    submit: t('vaastu.conv.submit'),
    derived: t('vaastu.conv.derived'),
    result: t('vaastu.conv.result'),
    errors: {
      notNumber: t('vaastu.conv.notNumber'),
      negative: t('vaastu.conv.negative'),
      noSolution: t('vaastu.conv.noSolution'),
    },
  };
}
