// The scope module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export {
  companyIdOf,
  placeholderScope,
  scopeCompanyId,
  scopeOf,
  scopePlaceholderValues,
  withinScope,
} from './scope.js';
export type { Scope } from './scope.js';
