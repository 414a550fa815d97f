import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoute } from '../../openapi/route-schema.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { multipartFormReader } from '../../plugins/multipart-form.js';
import type { Permissions } from '../../plugins/permissions.js';
import { deleteUser } from './delete-user.service.js';
import { getProfile } from './get-profile.service.js';
import {
  listAgentsPage,
  listCompaniesPage,
  listManagersPage,
  managerOptions,
  type CompanyQuery,
  type StaffQuery,
} from './list-users.service.js';
import { updateUser, type UpdateUserInput } from './update-user.service.js';

export interface UserRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
  permissions: Permissions;
}

/** Companies, managers and employees: lists, the profile, updates and deletes. */
export async function userRoutes(app: FastifyInstance, options: UserRoutesOptions): Promise<void> {
  const { contract, db } = options;
  const route = (operationId: string) => ({
    ...contractRoute(contract, operationId),
    onRequest: app.authenticate,
  });
  // The dashboard leaves empty values out of edit forms; one that arrives anyway changes nothing.
  const readUpdateForm = multipartFormReader(contract, 'updateUser', ['image'], {
    ignoreEmptyFields: true,
  });

  app.route({
    ...route('listAdmins'),
    handler: async (request) => listCompaniesPage(db, request.query as CompanyQuery),
  });

  app.route({
    ...route('listManagers'),
    handler: async (request) =>
      listManagersPage(db, requireAuth(request), request.query as StaffQuery),
  });

  app.route({
    ...route('listAgents'),
    handler: async (request) =>
      listAgentsPage(db, requireAuth(request), request.query as StaffQuery),
  });

  app.route({
    ...route('listManagerOptions'),
    handler: async (request) => {
      const { branchId } = request.query as { branchId?: string };
      return managerOptions(db, requireAuth(request), branchId);
    },
  });

  app.route({
    ...route('getProfile'),
    handler: async (request) => getProfile(db, requireAuth(request)),
  });

  app.route({
    ...route('updateUser'),
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const { fields, files } = await readUpdateForm(request);
      const input = { ...fields, image: files.image } as UpdateUserInput;
      return updateUser(options, requireAuth(request), id, input);
    },
  });

  app.route({
    ...route('deleteUser'),
    handler: async (request) => {
      const { id } = request.params as { id: string };
      return deleteUser(options, requireAuth(request), id);
    },
  });
}
