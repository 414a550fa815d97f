import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Contract } from '../../openapi/contract.js';
import { contractRoutes } from '../../openapi/contract-routes.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { acceptMultipartForms, multipartFormReader } from '../../plugins/multipart-form.js';
import type { Permissions } from '../../plugins/permissions.js';
import { deleteUser } from './delete-user.service.js';
import { getProfile } from './get-profile.service.js';
import {
  listAgentsPage,
  listCompaniesPage,
  listManagersPage,
  managerOptions,
} from './list-users.service.js';
import { updateUser } from './update-user.service.js';

export interface UserRoutesOptions {
  contract: Contract;
  db: Database;
  clock: Clock;
  permissions: Permissions;
}

/** Companies, managers and employees: lists, the profile, updates and deletes. */
export async function userRoutes(app: FastifyInstance, options: UserRoutesOptions): Promise<void> {
  const { contract, db } = options;
  const route = contractRoutes(app, contract, { onRequest: app.authenticate });
  await acceptMultipartForms(app);
  // The dashboard leaves empty values out of edit forms; one that arrives anyway changes nothing.
  const readUpdateForm = multipartFormReader(contract, 'updateUser', ['image'], {
    ignoreEmptyFields: true,
  });

  route('listAdmins', {
    handler: async (request) => listCompaniesPage(db, request.query),
  });

  route('listManagers', {
    handler: async (request) => listManagersPage(db, requireAuth(request), request.query),
  });

  route('listAgents', {
    handler: async (request) => listAgentsPage(db, requireAuth(request), request.query),
  });

  route('listManagerOptions', {
    handler: async (request) => {
      return managerOptions(db, requireAuth(request), request.query.branchId);
    },
  });

  route('getProfile', {
    handler: async (request) => getProfile(db, requireAuth(request)),
  });

  route('updateUser', {
    handler: async (request) => {
      const input = await readUpdateForm(request);
      return updateUser(options, requireAuth(request), request.params.id, input);
    },
  });

  route('deleteUser', {
    handler: async (request) => {
      return deleteUser(options, requireAuth(request), request.params.id);
    },
  });
}
