/**
 * Every conversation query (the list and each thread): what a `conversation` event on the live
 * stream, or a message sent, refreshes.
 */
export const CONVERSATION_KEYS = [
  ['get', '/api/v1/conversations'],
  ['get', '/api/v1/conversations/{id}'],
] as const;
