import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { AuthContext, TokenService } from '../modules/auth/token.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` pre-handler on routes that need a bearer token. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
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

/** Adds `app.authenticate`, a pre-handler that fills `request.auth` or answers 401. */
export function registerAuthentication(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    request.auth = await tokens.authenticate(token);
  });
}

/** The caller of an authenticated route (the pre-handler guarantees it is there). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}
