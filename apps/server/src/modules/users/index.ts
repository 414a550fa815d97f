// The users module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { recordUserChange } from './user-audit.js';
export { uniqueUserError } from './user-conflicts.js';
export type { UserView } from './user-view.js';
export { claimBranch } from './user-writes.repository.js';
export {
  activateUser,
  deletePendingRegistration,
  findAccountByEmail,
  findAccountById,
  findAccountByPhone,
  findBranchInCompany,
  findSectionInCompany,
  findUserView,
  insertUser,
  isPendingSignUp,
  updatePendingRegistration,
} from './users.repository.js';
export type { UserAccount } from './users.repository.js';
