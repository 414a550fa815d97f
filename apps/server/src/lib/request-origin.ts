import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the audit log keeps it. */
export interface RequestOrigin {
  /** The client's address: the socket's, or behind a trusted proxy the one it reported. */
  ip: string | null;
  userAgent: string | null;
}

/** A user agent is kept to this many characters (some bots send kilobytes). */
export const USER_AGENT_CHARS = 300;

export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  const userAgent = typeof agent === 'string' ? agent.trim().slice(0, USER_AGENT_CHARS) : '';
  return { ip: request.ip || null, userAgent: userAgent || null };
}
