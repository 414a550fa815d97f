import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Phone } from '../../lib/phone.js';
import type { Database } from '../../db/client.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
import { bearerToken, requireAuth } from '../../plugins/authenticate.js';
import type { Permissions } from '../../plugins/permissions.js';
import { multipartFormReader } from '../../plugins/multipart-form.js';
import type { AuthService, RegisterAdminInput, SignedIn } from './auth.service.js';
import { createUser, type CreateUserInput } from './create-user.service.js';
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

interface PhoneBody {
  phone: Phone;
}
interface OtpBody extends PhoneBody {
  otp: string;
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { contract, config, auth, tokens } = options;
  const route = (operationId: string) => contractRoute(contract, operationId);
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

  const readRegisterUserForm = multipartFormReader(contract, 'registerUser', ['image']);

  app.route({
    ...route('registerAdmin'),
    handler: async (request, reply) => {
      const result = await auth.registerAdmin(request.body as RegisterAdminInput, request.ip);
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...route('registerUser'),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const { fields, files } = await readRegisterUserForm(request);
      const input = { ...fields, image: files.image } as CreateUserInput;
      const result = await createUser(options, requireAuth(request), input);
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...route('login'),
    handler: async (request) => auth.login((request.body as PhoneBody).phone, request.ip),
  });

  app.route({
    ...route('activate'),
    handler: async (request) => {
      const body = request.body as OtpBody;
      return auth.activate(body.phone, body.otp, request.ip);
    },
  });

  app.route({
    ...route('resendOtp'),
    handler: async (request) => auth.resendOtp((request.body as PhoneBody).phone, request.ip),
  });

  app.route({
    ...route('verify'),
    handler: async (request, reply) => {
      const body = request.body as OtpBody;
      return sendSignedIn(reply, await auth.verify(body.phone, body.otp, request.ip));
    },
  });

  app.route({
    ...route('refreshToken'),
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

  app.route({
    ...route('getMe'),
    onRequest: app.authenticate,
    handler: async (request) => auth.getMe(requireAuth(request)),
  });

  app.route({
    ...route('logout'),
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
