import type { RequestOrigin } from '../../lib/request-origin.js';

/** The four roles of the platform, highest first. */
export type Role = 'superadmin' | 'admin' | 'manager' | 'agent';

/** Who is calling, as the access token says. `sessionId` is the refresh family. */
export interface AuthContext {
  userId: string;
  role: Role;
  companyId: string | null;
  sessionId: string;
  /**
   * Where the user works, read with the session when the request was authenticated, so the
   * scope needs no second read (scope.ts); absent when the context was built otherwise.
   */
  placement?: { branchId: string | null; sectionId: string | null };
  /** Where the request came from (the audit log keeps it); set per request, never cached. */
  origin?: RequestOrigin;
}
