// The toaster alone, as a file the app fetches with the first toast (see deferred-toaster.tsx).
export { Toaster } from '@taseer/ui';
