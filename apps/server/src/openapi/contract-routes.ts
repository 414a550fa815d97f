import type { FastifyInstance, RouteGenericInterface, RouteOptions } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Contract } from './contract.js';
import type { Body, OperationId, Params, Query, Reply } from './operation-types.js';
import { contractRoute } from './route-schema.js';

/** Fastify's route generics for one operation: the handler's request and reply follow the contract. */
export interface OperationRoute<Id extends OperationId> extends RouteGenericInterface {
  Body: Body<Id>;
  Querystring: Query<Id>;
  Params: Params<Id>;
  // One type for every success status rather than Fastify's map by status, under which
  // `reply.send` without `reply.code` would expect the map itself. An answer that is not JSON
  // (an image, a CSV file, an event stream) is the handler's to write.
  Reply: [Reply<Id>] extends [never] ? unknown : Reply<Id>;
}

/** Everything of a route but what the contract decides (method, path, schemas, operationId). */
export type OperationRouteOptions<Id extends OperationId> = Omit<
  RouteOptions<Server, IncomingMessage, ServerResponse, OperationRoute<Id>>,
  'method' | 'url' | 'schema' | 'config'
>;

type SharedOptions = Pick<RouteOptions, 'onRequest'>;

/**
 * A function that registers a contract operation by its operationId, with the options every route
 * of a module shares (such as `onRequest: app.authenticate`). Naming the operation once types the
 * handler from it, so a handler cannot read what its own operation does not define.
 */
export function contractRoutes(
  app: FastifyInstance,
  contract: Contract,
  shared: SharedOptions = {},
): <Id extends OperationId>(operationId: Id, options: OperationRouteOptions<Id>) => void {
  return (operationId, options) => {
    app.route({ ...contractRoute(contract, operationId), ...shared, ...options });
  };
}
