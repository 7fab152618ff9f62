// Guards as preHandlers (STYLE.md "http/auth.ts"). The id token is a short-lived HS256 JWT with
// `sub` (user id) and `sid` (session id); every guarded request also checks the session row, so
// a logout or password reset cuts off the token at once.
import { AppError } from '@sortie/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

export type AuthContext = { userId: string; sessionId: string };

/** Resolves a raw id token to a live session, or throws AppError 401. */
export type TokenVerifier = (token: string) => Promise<AuthContext>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Reads `Authorization: Bearer <t>` or a raw token in the header (platform-core §7). */
export function readIdToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const value = header.trim();
  const match = /^Bearer\s+(.+)$/i.exec(value);
  const token = (match ? match[1] : value)?.trim();
  return token ? token : undefined;
}

export type Guards = {
  /** Requires a valid id token on a live session; sets request.auth. */
  requireUser: preHandlerAsyncHookHandler;
};

export function createGuards(verify: TokenVerifier): Guards {
  return {
    requireUser: async (request) => {
      const token = readIdToken(request);
      if (!token) throw AppError.unauthorized('Id token not available');
      request.auth = await verify(token);
    },
  };
}

/** The signed-in user of a guarded route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}
