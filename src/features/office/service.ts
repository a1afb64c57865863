// What routes, the composition and other features use of this feature on the server (docs/decisions/166).
export { officeOperations } from './api-doc.ts';
export { officeDigestLookMs, startOfficeDigest } from './digest.ts';
export { officeTodo, todoTotal } from './todo.ts';
