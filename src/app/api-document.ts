import { z } from 'zod';
import { openApiModels, openApiPaths, type ApiOperations } from '#src/server/http/api-spec.ts';
import { accountOperations, sessionCookieName } from '#src/features/auth/service.ts';
import { activityOperations, activityJsonSchema } from '#src/features/activities/service.ts';
import { contactOperations } from '#src/features/contact/service.ts';
import { donationOperations } from '#src/features/donations/service.ts';
import { eventOperations, eventJsonSchema } from '#src/features/events/service.ts';
import { albumOperations, albumJsonSchema } from '#src/features/gallery/service.ts';
import { pujaCardOperations, pujaCardJsonSchema } from '#src/features/puja-cards/service.ts';
import { bookingOperations } from '#src/features/bookings/service.ts';
import { counterBookingOperations } from '#src/features/counter-bookings/service.ts';
import { pageTextOperations } from '#src/features/page-texts/service.ts';
import { accountPageOperations } from '#src/features/account/service.ts';
import { officeOperations } from '#src/features/office/service.ts';
import { reconciliationOperations } from '#src/features/reconciliation/service.ts';
import { panchangamOperations } from '#src/features/panchangam/service.ts';
import { dataRightsOperations } from '#src/features/data-rights/service.ts';

/**
 * The OpenAPI 3.1 document of /api, served at /api/openapi.json. Each feature describes its
 * operations with the Zod schemas its handlers validate with (features/<f>/api-doc.ts); this
 * puts them together. A test fails when a route file under src/pages/api is not described.
 */
const documentOperation: ApiOperations = {
  '/api/openapi.json': {
    get: {
      tag: 'api',
      summary: 'This document',
      access: 'public',
      ok: { 200: { description: 'The OpenAPI document', json: z.object({ openapi: z.string() }).loose() } },
    },
  },
};

/** Every feature's operations: a feature with an API adds its own here. */
export const apiOperations: ApiOperations[] = [
  eventOperations,
  pujaCardOperations,
  activityOperations,
  albumOperations,
  accountOperations,
  contactOperations,
  donationOperations,
  bookingOperations,
  counterBookingOperations,
  documentOperation,
  pageTextOperations,
  accountPageOperations,
  officeOperations,
  reconciliationOperations,
  panchangamOperations,
  dataRightsOperations,
];

const models = {
  Event: eventJsonSchema,
  PujaCard: pujaCardJsonSchema,
  Activity: activityJsonSchema,
  Album: albumJsonSchema,
};

const tags = [
  { name: 'events', description: 'Events of the centre' },
  { name: 'puja cards', description: 'The puja cards of the home page (the API calls them posts)' },
  { name: 'activities', description: 'Activities of the centre' },
  { name: 'gallery', description: 'Photo albums' },
  { name: 'accounts', description: 'Sign-up, sign-in and passwords' },
  { name: 'contact', description: 'Messages to the centre' },
  { name: 'donations', description: 'Donations and their payment' },
  { name: 'api', description: 'This description' },
  { name: 'pages', description: 'Texts of the pages staff edit (schedules, practices, services)' },
  { name: 'admin', description: "The office's to-do" },
  { name: 'panchangam', description: 'The panchangam at the ashram, reckoned for each day' },
];

export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Peetam website API',
      version: '1.0.0',
      description:
        'Reads are public; writes need an Admin session (cookie) or Authorization: Bearer <token>. ' +
        'Every error is { message, fields }, in English, or in Telugu under /te/api or with ?lang=te. ' +
        'A post that creates something (a message, a booking, a donation order, a saved devotee) ' +
        'takes an Idempotency-Key header: sent again by the same caller with the same fields, ' +
        'it creates nothing and answers the record as it is now; ' +
        'the same key from another account, or without signing in, is a request of its own.',
      license: { name: 'All rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl }],
    tags,
    paths: openApiPaths(Object.assign({}, ...apiOperations)),
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName() },
        bearer: { type: 'http', scheme: 'bearer', description: 'The token that /api/user/login returns' },
      },
      schemas: openApiModels(models),
    },
  };
}
