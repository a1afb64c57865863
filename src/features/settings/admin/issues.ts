import type { z } from 'zod';
import type { Vars } from '#src/i18n/index.ts';
import { imageMessages } from '#src/server/images/limits.ts';

/** A message of the settings dictionary with its values; translated when the page is drawn. */
export interface Message {
  key: string;
  vars?: Vars;
}

/**
 * Every validation message of the settings forms comes from here: the schemas name their own
 * keys ('settings.error.phone'); Zod's generic checks map by kind.
 */
export function issueMessage(issue: z.core.$ZodIssue): Message {
  if (issue.message.startsWith('settings.')) return { key: issue.message };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) > 1) return { key: 'settings.error.tooShort', vars: { min: Number(issue.minimum) } };
      return { key: 'settings.error.required' };
    case 'too_big':
      if (issue.origin === 'array') return { key: 'settings.error.tooManyParagraphs', vars: { max: Number(issue.maximum) } };
      return { key: 'settings.error.tooLong', vars: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'settings.error.email' };
      if (issue.format === 'url') return { key: 'settings.error.url' };
      return { key: 'settings.error.invalid' };
    case 'invalid_type':
      return { key: 'settings.error.required' };
    default:
      return { key: 'settings.error.invalid' };
  }
}

const imageKeys = new Map<string, string>([
  [imageMessages.invalid, 'settings.error.image.invalid'],
  [imageMessages.tooSmall, 'settings.error.image.tooSmall'],
  [imageMessages.tooLarge, 'settings.error.image.tooLarge'],
  [imageMessages.tooManyPixels, 'settings.error.image.tooManyPixels'],
]);

/** The image pipeline's refusal, in the settings dictionary's words. */
export const imageMessage = (message: string): Message => ({ key: imageKeys.get(message) ?? 'settings.error.image.invalid' });
