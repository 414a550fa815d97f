import createQueryHooks from 'openapi-react-query';
import { createApiClient } from '@taseer/api';
import { apiBaseUrl, apiKey } from '../config';
import { accessTokenAtom, sessionStore, signOutAtom, userAtom } from '../session/session.atoms';
import { queryClient } from './query-client';

/**
 * The app's single API client. Its token storage is the session atoms, so a token refreshed behind
 * the scenes and the screens always agree; a refresh the server refuses signs the user out here,
 * and the route guard then shows /login.
 */
export const apiClient = createApiClient({
  baseUrl: apiBaseUrl,
  apiKey,
  storage: {
    getAccessToken: () => sessionStore.get(accessTokenAtom),
    setAccessToken: (token) => sessionStore.set(accessTokenAtom, token),
    setUser: (user) => sessionStore.set(userAtom, user),
    clear: () => sessionStore.set(signOutAtom),
  },
  onLogout: () => {
    sessionStore.set(signOutAtom);
    queryClient.clear();
  },
});

/** Typed TanStack Query hooks and query options over the same client. */
export const $api = createQueryHooks(apiClient);
