import { z } from 'zod';
import { email, limits, message, personName, phone } from '#src/server/validation/person-fields.ts';

/** The contact page's own limit; the rules of names, e-mails, phones and messages are shared. */
export const contactLimits = { ...limits, subjectMax: 200 };

/** /contactus: the contact message. */
export const contactSchema = z.object({
  firstName: personName,
  lastName: personName,
  email,
  phoneNumber: phone,
  message,
});
export type ContactInput = z.infer<typeof contactSchema>;

/** /contact: full name, e-mail, an optional subject and the message. */
export const contactPageSchema = z.object({
  name: personName,
  email,
  subject: z
    .string()
    .trim()
    .max(contactLimits.subjectMax, 'form.error.subjectMax')
    .optional()
    .transform((v) => v || undefined),
  message,
});
export type ContactPageInput = z.infer<typeof contactPageSchema>;
