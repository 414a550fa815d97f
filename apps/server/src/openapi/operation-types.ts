import type { operations } from '../generated/contract-types.js';

/**
 * What a handler holds for each contract operation, by operationId, once the request has passed
 * validation: the generated types are the contract as validation leaves it (defaults filled in,
 * a phone sent as text already an object), so a contract change breaks the handlers it affects.
 */

export type OperationId = keyof operations;

/** An absent part (`never` in the generated types) is typed as unknown: nothing checked it. */
type Present<T> = [NonNullable<T>] extends [never] ? unknown : NonNullable<T>;

type Content<Id extends OperationId> = NonNullable<operations[Id]['requestBody']>['content'];
type ContentOf<
  Id extends OperationId,
  MediaType extends string,
> = MediaType extends keyof Content<Id> ? Content<Id>[MediaType] : never;

/** The JSON request body. */
export type Body<Id extends OperationId> = Present<ContentOf<Id, 'application/json'>>;

/** A multipart form's fields and files, as `multipartFormReader` hands them over. */
export type FormBody<Id extends OperationId> = ContentOf<Id, 'multipart/form-data'>;

export type Query<Id extends OperationId> = Present<operations[Id]['parameters']['query']>;

export type Params<Id extends OperationId> = Present<operations[Id]['parameters']['path']>;

type Responses<Id extends OperationId> = operations[Id]['responses'];
type SuccessStatus<Id extends OperationId> = Extract<
  keyof Responses<Id>,
  200 | 201 | 202 | 203 | 204 | 205 | 206
>;
type JsonContent<Response> = Response extends { content: { 'application/json': infer Json } }
  ? Json
  : never;

/** The JSON answer of a success, whichever its status; never when no success answers JSON. */
export type Reply<Id extends OperationId> = JsonContent<Responses<Id>[SuccessStatus<Id>]>;
