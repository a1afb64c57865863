import type { z } from 'zod';
import { imageMessages } from '#src/server/images/limits.ts';
import { issueMessage as sharedIssueMessage, type Message } from '#src/server/validation/messages.ts';

export type { Message } from '#src/server/validation/messages.ts';

/**
 * A settings field's message: the schema's own key ('settings.error.phone'), else the site's
 * generic one for the kind of check (validation.*). A list in the settings is paragraphs.
 */
export function issueMessage(issue: z.core.$ZodIssue): Message {
  const message = sharedIssueMessage(issue);
  return message.key === 'validation.tooMany'
    ? { key: 'settings.error.tooManyParagraphs', vars: message.vars }
    : message;
}

const imageKeys = new Map<string, string>([
  [imageMessages.invalid, 'settings.error.image.invalid'],
  [imageMessages.tooSmall, 'settings.error.image.tooSmall'],
  [imageMessages.tooLarge, 'settings.error.image.tooLarge'],
  [imageMessages.tooManyPixels, 'settings.error.image.tooManyPixels'],
]);

/** The image pipeline's refusal, in the settings dictionary's words. */
export const imageMessage = (message: string): Message => ({
  key: imageKeys.get(message) ?? 'settings.error.image.invalid',
});
