/** Where the local Cloud API stand-in answers on a development or test server. */
export const LOCAL_WHATSAPP_PREFIX = '/local-whatsapp';
/** The Graph API version the stand-in answers to (the same path shape as Meta's). */
export const LOCAL_WHATSAPP_API = `${LOCAL_WHATSAPP_PREFIX}/v21.0`;
/** The bearer token the stand-in takes: a local channel has no secret worth keeping. */
export const LOCAL_WHATSAPP_TOKEN = 'local-whatsapp-token';
