// The branches module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { branchManagerOf } from './branches.repository.js';
