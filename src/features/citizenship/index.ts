// What other features' schemas and strings build on as they load (docs/decisions/166). No component:
// services load this file, and node's scripts load the services.
export { citizenshipRule, declarationFields, optionalDeclarationFields, withPassportIssue } from './schema.ts';
export { citizenshipStrings } from './components/strings.ts';
