/** The JSON for a <script type="application/ld+json">, safe to place inside HTML. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
