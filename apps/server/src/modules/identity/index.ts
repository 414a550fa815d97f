// Who is calling: the types every module below the sign-in speaks of, with no code of its own, so
// the audit log, the scope and the users can name a caller without depending on auth.
export type { AuthContext, Role } from './identity.js';
