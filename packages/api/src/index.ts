export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export {
  localStorageSession,
  ACCESS_TOKEN_KEY,
  USER_KEY,
  type SessionStore,
  type LocalStorageSession,
} from './session-store';
export { imageUrl } from './image-url';
export { errorMessage, isApiError } from './errors';
export { toFormData } from './form-data';
export { quoteLineView } from './quote-line-view';
export {
  taxDocumentAddressLines,
  taxInvoiceView,
  type TaxInvoiceWriting,
} from './tax-invoice-view';
export type { paths, components, operations } from './generated/schema';
export type * from './types';
export { can, isRole, PERMISSIONS, ROLES, type Action } from './permissions';
