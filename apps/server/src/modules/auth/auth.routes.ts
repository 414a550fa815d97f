import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { originOf } from '../../lib/request-origin.js';
import type { Database } from '../../db/client.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { bearerToken, requireAuth } from '../../plugins/authenticate.js';
import type { Permissions } from '../../plugins/permissions.js';
import { acceptMultipartForms, multipartFormReader } from '../../plugins/multipart-form.js';
import type { AuthService, SignedIn } from './auth.service.js';
import { createUser } from './create-user.service.js';
import type { TokenService } from './token.service.js';

export interface AuthRoutesOptions {
  contract: Contract;
  config: AppConfig;
  db: Database;
  clock: Clock;
  auth: AuthService;
  tokens: TokenService;
  permissions: Permissions;
}

const REFRESH_COOKIE = 'refreshToken';
const COOKIE_PATH = '/api/v1/auth';

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { contract, config, auth, tokens } = options;
  const route = contractRoutes(app, contract);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: COOKIE_PATH,
    secure: config.isProduction,
  };
  const sendSignedIn = (reply: FastifyReply, result: SignedIn) => {
    reply.setCookie(REFRESH_COOKIE, result.refresh.token, {
      ...cookieOptions,
      expires: result.refresh.expiresAt,
    });
    return reply.send({
      message: result.message,
      user: result.user,
      accessToken: result.accessToken,
    });
  };

  await acceptMultipartForms(app);
  const readRegisterUserForm = multipartFormReader(contract, 'registerUser', ['image']);

  route('registerAdmin', {
    handler: async (request, reply) => {
      const result = await auth.registerAdmin(request.body, request.ip);
      return reply.code(201).send(result);
    },
  });

  route('registerUser', {
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const input = await readRegisterUserForm(request);
      const result = await createUser(options, requireAuth(request), input);
      return reply.code(201).send(result);
    },
  });

  route('login', {
    handler: async (request) => auth.login(request.body.phone, originOf(request)),
  });

  route('activate', {
    handler: async (request) =>
      auth.activate(request.body.phone, request.body.otp, originOf(request)),
  });

  route('resendOtp', {
    handler: async (request) => auth.resendOtp(request.body.phone, request.ip),
  });

  route('verify', {
    handler: async (request, reply) => {
      const { phone, otp } = request.body;
      return sendSignedIn(reply, await auth.verify(phone, otp, originOf(request)));
    },
  });

  route('refreshToken', {
    handler: async (request, reply) => {
      try {
        return sendSignedIn(reply, await auth.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        // A dead cookie is useless to keep: the browser drops it along with the 400.
        reply.clearCookie(REFRESH_COOKIE, cookieOptions);
        throw error;
      }
    },
  });

  route('getMe', {
    onRequest: app.authenticate,
    handler: async (request) => auth.getMe(requireAuth(request)),
  });

  route('logout', {
    handler: async (request, reply) => {
      // The bearer token is optional here: a stale one must not stop anyone from signing out.
      const token = bearerToken(request);
      const session = token ? await tokens.authenticate(token).catch(() => null) : null;
      const result = await auth.logout(request.cookies[REFRESH_COOKIE], session);
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      return reply.send(result);
    },
  });
}
