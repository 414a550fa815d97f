import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { originOf } from '../lib/request-origin.js';
import type { AuthContext } from '../modules/identity/index.js';
import type { TokenService } from '../modules/auth/token.service.js';
import type { Contract } from '../openapi/contract.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook (onRequest, before the body is read) on routes that need a bearer token. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Fills `request.auth` from the bearer token (401 without one), then refuses with 403 a
     * role outside the route's operation's `x-roles`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** The contract operation a route implements. */
    operationId?: string;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Operations that can move, delete or re-role people, directly or through a foreign key (a
 * deleted branch or section leaves its people without one). The database tells
 * every process of such changes (auth/session-cache.ts), on PostgreSQL a moment after the
 * commit; this process forgets what it knew before its answer leaves, so the caller's next
 * request, here, already sees the change. Ending a session forgets just that session
 * (TokenService.revokeSession).
 */
const SESSION_CHANGING_OPERATIONS = new Set([
  'registerUser',
  'updateUser',
  'deleteUser',
  'createBranch',
  'updateBranch',
  'deleteBranch',
  'updateSection',
  'deleteSection',
]);

/**
 * Adds `app.authenticate`, the onRequest hook of every signed-in route: who may call is settled
 * before what was sent is read, so an anonymous caller gets 401 and a role that may not call gets
 * 403 whatever its body.
 */
export function registerAuthentication(
  app: FastifyInstance,
  tokens: TokenService,
  contract: Contract,
): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const auth = await tokens.authenticate(token);
    // A copy per request: the verified context may be cached and shared by other requests.
    request.auth = { ...auth, origin: originOf(request) };
    const operationId = request.routeOptions.config.operationId;
    if (!operationId) throw new Error(`Signed-in route ${request.url} names no operation`);
    const roles = contract.operation(operationId).raw['x-roles'];
    if (!roles?.includes(auth.role)) throw new AppError('FORBIDDEN');
  });
  app.addHook('onSend', async (request, reply) => {
    const operationId = request.routeOptions.config.operationId;
    if (operationId && SESSION_CHANGING_OPERATIONS.has(operationId) && reply.statusCode < 400) {
      tokens.sessions.clear();
    }
  });
}

/** The caller of an authenticated route (the authenticate hook guarantees it is there). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}
