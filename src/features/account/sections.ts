/** The account page's sections that answer a post. */
export type AccountSection = 'profile' | 'devotees' | 'password';

/**
 * The URL fragment a post to a section comes back with. It names no element on purpose: a page
 * whose fragment names one skips `autofocus`, and the answer's notice (in that section) takes the
 * focus and brings the section into view instead, with or without JavaScript.
 */
export const answerFragment = (section: AccountSection) => `${section}-answer`;
