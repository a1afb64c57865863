export { type DeclarationColumns } from './tables.ts';
export { declarationDoc, declarationRefusals } from './api-doc.ts';

// What bookings, donations and their routes use of the citizenship declaration (docs/decisions/166).
export {
  declarationColumns,
  declarationJson,
  declarationLines,
  foreignRefusal,
  foreignRefused,
  isForeignContribution,
  refuseForeignWithoutFcra,
} from './declaration.ts';
