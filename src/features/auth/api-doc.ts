import { z } from 'zod';
import { messageSchema, type ApiOperations } from '#src/server/http/api-spec.ts';
import { forgotSchema, loginSchema, resetSchema, roles, signupSchema } from './schema.ts';

/** The accounts' part of the API document (/api/user/*). */
const lang = z.enum(['en', 'te']).optional().describe('The language of the answer (also ?lang=)');
const account = z.object({ email: z.string(), name: z.string(), role: z.enum(roles) });
const signup = signupSchema.extend({ lang, selectedRole: z.enum(roles).optional().describe('Another name for role') });
const signedUp = { 201: { description: 'Signup successful!', json: messageSchema.extend(account.shape) } };

export const accountOperations: ApiOperations = {
  '/api/user': {
    get: {
      tag: 'accounts',
      summary: 'The accounts, oldest first',
      access: 'admin',
      ok: { 200: { description: 'The accounts', json: z.array(account.extend({ createdAt: z.string() })) } },
    },
  },
  '/api/user/signup': {
    post: {
      tag: 'accounts',
      summary: 'Sign up (an Admin needs the secret key)',
      access: 'public',
      body: { 'application/json': signup },
      ok: signedUp,
      refusals: {
        400:
          "A field is missing or invalid, or an account with this e-mail exists ('User already exists'); " +
          '`fields` names each problem',
      },
    },
  },
  '/api/user/signupemail': {
    post: {
      tag: 'accounts',
      summary: 'Sign up: the same as /api/user/signup',
      access: 'public',
      body: { 'application/json': signup },
      ok: signedUp,
      refusals: {
        400:
          "A field is missing or invalid, or an account with this e-mail exists ('User already exists'); " +
          '`fields` names each problem',
      },
    },
  },
  '/api/user/login': {
    post: {
      tag: 'accounts',
      summary: 'Sign in: a session cookie, and a token for Authorization: Bearer',
      access: 'public',
      body: {
        'application/json': loginSchema.extend({
          lang,
          next: z.string().optional().describe('The page to go back to, when it is one of this site'),
        }),
      },
      ok: {
        200: {
          description: 'Login successful',
          json: messageSchema.extend({
            token: z.string(),
            next: z.string().describe('Where to go next: `next` when it is a page of this site, else the landing page'),
            ...account.shape,
          }),
        },
      },
      refusals: { 401: 'Invalid credentials', 404: 'User not found' },
    },
  },
  '/api/user/logout': {
    post: {
      tag: 'accounts',
      summary: 'End the session (a form post goes home)',
      access: 'public',
      ok: {
        200: { description: 'Signed out', json: messageSchema },
        303: { description: 'A form post: to the home page' },
      },
    },
  },
  '/api/user/me': {
    get: {
      tag: 'accounts',
      summary: 'Who is signed in',
      access: 'signedIn',
      ok: { 200: { description: 'The signed-in account', json: account } },
    },
  },
  '/api/user/forgot-password': {
    post: {
      tag: 'accounts',
      summary: 'Mail a reset code (the same answer whether or not the account exists)',
      access: 'public',
      body: { 'application/json': forgotSchema.extend({ lang }) },
      ok: { 200: { description: 'If the account exists, a code is on its way', json: messageSchema } },
    },
  },
  '/api/user/reset-password': {
    post: {
      tag: 'accounts',
      summary: 'Set a new password with the mailed code',
      access: 'public',
      body: { 'application/json': resetSchema.extend({ lang }) },
      ok: { 200: { description: 'Password changed', json: messageSchema } },
    },
  },
};
