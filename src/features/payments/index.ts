// What may run in the browser too: components and other features take it from here; the server side is service.ts.
export {
  financialYear,
  financialYearBounds,
  formatRupees,
  formatWholeRupees,
  paiseToDecimal,
  recentFinancialYears,
  rupeesToPaise,
} from './money.ts';
export type { PayableType, PaymentMethod, PaymentState } from './tables.ts';
export { utrSchema } from './schema.ts';
