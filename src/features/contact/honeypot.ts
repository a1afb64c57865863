/**
 * The hidden field of the public contact forms: people never see it, form-filling robots do.
 * In a file of its own, so the contact form's island can name it without the server's code.
 */
export const HONEYPOT = 'website';
