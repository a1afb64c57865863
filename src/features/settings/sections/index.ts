import type { z } from 'zod';
import { aboutSchema, aboutSeed } from './about.ts';
import { contactsSchema, contactsSeed } from './contacts.ts';
import { fcraSchema, fcraSeed } from './fcra.ts';
import { founderSchema, founderSeed } from './founder.ts';
import { homeSchema, homeSeed } from './home.ts';
import { identitySchema, identitySeed } from './identity.ts';
import { paymentSchema, paymentSeed } from './payment.ts';
import { placeSchema, placeSeed } from './place.ts';
import { privacySchema, privacySeed } from './privacy.ts';
import { taxSchema, taxSeed } from './tax.ts';

/** Each section is saved on its own row; adding a section is one file and one line here. */
export const settingsSections = {
  identity: { schema: identitySchema, seed: identitySeed },
  founder: { schema: founderSchema, seed: founderSeed },
  contacts: { schema: contactsSchema, seed: contactsSeed },
  payment: { schema: paymentSchema, seed: paymentSeed },
  tax: { schema: taxSchema, seed: taxSeed },
  fcra: { schema: fcraSchema, seed: fcraSeed },
  about: { schema: aboutSchema, seed: aboutSeed },
  home: { schema: homeSchema, seed: homeSeed },
  place: { schema: placeSchema, seed: placeSeed },
  privacy: { schema: privacySchema, seed: privacySeed },
} as const;

export type SectionName = keyof typeof settingsSections;
export type Settings = { [K in SectionName]: z.infer<(typeof settingsSections)[K]['schema']> };
export const sectionNames = Object.keys(settingsSections) as SectionName[];
