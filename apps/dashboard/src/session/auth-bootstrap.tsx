import { useEffect, useLayoutEffect } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { toast } from '@taseer/ui';
import { errorMessage } from '../api/api-error';
import { useGetMe } from '../api/get-me';
import { useI18n } from '../i18n/i18n';
import { authLoadingAtom, sessionStore, userAtom } from './session.atoms';

/**
 * Checks a stored session with the server once the page loads: the spinner overlay stays up until
 * getme answers, then the stored user is replaced by the server's copy. Renders nothing.
 */
export function AuthBootstrap() {
  const [user, setUser] = useAtom(userAtom);
  const setLoading = useSetAtom(authLoadingAtom);
  const { t } = useI18n();
  const getMe = useGetMe(user !== null);

  // Layout effect: a visitor without a stored user should never see the overlay paint.
  useLayoutEffect(() => {
    if (user === null) setLoading(false);
  }, [user, setLoading]);

  useEffect(() => {
    if (getMe.isSuccess) {
      setUser(getMe.data.user);
      setLoading(false);
    }
  }, [getMe.isSuccess, getMe.data, setUser, setLoading]);

  useEffect(() => {
    if (!getMe.isError) return;
    setLoading(false);
    // A refused refresh has already signed the user out and the guard shows /login: no toast then.
    if (sessionStore.get(userAtom) === null) return;
    toast.error(
      errorMessage(getMe.error, {
        network: t('common.errorNetwork'),
        generic: t('common.errorGeneric'),
      }),
    );
    // Keyed on the error object alone: switching language must not show the same failure again.
  }, [getMe.isError, getMe.error, setLoading]);

  return null;
}
