import type { ApiOperations } from '#src/server/http/api-spec.ts';
import { ledgerFilterSchema } from './filters.ts';

/** The payments ledger's part of the API document. */
export const reconciliationOperations: ApiOperations = {
  '/api/payments/export': {
    get: {
      tag: 'donations',
      summary:
        'The payments ledger as CSV (UPI, gateway and office payments of bookings and donations), ' +
        'filtered as /admin/payments',
      access: 'admin',
      query: ledgerFilterSchema,
      ok: { 200: { description: 'CSV', mediaType: 'text/csv' } },
    },
  },
};
