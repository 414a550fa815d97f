import { useLayoutEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { Router } from 'wouter';
import { UiProvider } from '@taseer/ui';
import { queryClient } from './api/query-client';
import { useChosenCatalogue, useI18n } from './i18n/i18n';
import { DeferredToaster } from './lib/deferred-toaster';
import { AppRoutes } from './routes';
import { navigationGate } from './navigation/navigation-gate';
import { AuthBootstrap } from './session/auth-bootstrap';
import { sessionStore } from './session/session.atoms';

/** Keeps `<html dir lang>` and Radix's direction in step with the chosen language. */
function LocalisedUi({ children }: { children: ReactNode }) {
  useChosenCatalogue();
  const { lang, dir, t } = useI18n();
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  }, [lang, dir]);
  return (
    <UiProvider dir={dir}>
      {children}
      {/* Below the header's height, at the line's end (top-left in Arabic): the signed-in header
          (bell, account menu), the sign-in screens' logo row and the sidebar stay uncovered. */}
      <DeferredToaster
        closeLabel={t('toast.close')}
        label={t('toast.region')}
        className="top-header"
      />
    </UiProvider>
  );
}

export function App() {
  return (
    <JotaiProvider store={sessionStore}>
      <QueryClientProvider client={queryClient}>
        <LocalisedUi>
          <AuthBootstrap />
          {/* Every in-app move passes the gate a screen with unsaved work may close. */}
          <Router aroundNav={navigationGate.around}>
            <AppRoutes />
          </Router>
        </LocalisedUi>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
