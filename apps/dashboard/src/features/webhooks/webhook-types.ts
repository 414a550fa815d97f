import type { components } from '@taseer/api';
import type { WebhookEventName } from '@taseer/ui';

/** The contract's webhook records (openapi/components/schemas/webhook.yaml). */
type Schemas = components['schemas'];

export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEndpointList = Schemas['WebhookEndpointList'];
export type WebhookEndpointRequest = Schemas['WebhookEndpointRequest'];
export type WebhookEndpointUpdate = Schemas['WebhookEndpointUpdate'];
export type WebhookSecretIssued = Schemas['WebhookSecretIssued'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookDeliveryList = Schemas['WebhookDeliveryList'];
export type WebhookEventType = Schemas['WebhookEventType'];

/**
 * The design system lists the events the form offers; this fails to compile when the contract
 * adds or drops one and the list was not changed with it.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const EVENTS_MATCH_CONTRACT: Same<WebhookEventName, WebhookEventType> = true;
