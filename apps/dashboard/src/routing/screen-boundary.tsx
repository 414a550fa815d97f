import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorState, Spinner, SpinnerOverlay } from '@taseer/ui';
import { useI18n } from '../i18n/i18n';
import { isScreenLoadError } from './screen-load-error';

interface CatcherProps {
  /** A new value (the next address) clears a caught error, so the menu still leads elsewhere. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

class ErrorCatcher extends Component<CatcherProps, { error: unknown; caught: boolean }> {
  override state = { error: null as unknown, caught: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true };
  }

  override componentDidUpdate(previous: CatcherProps) {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, caught: false });
    }
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * Why the screen is missing, with a reload: a reload fetches the current index.html (it is never
 * cached), which names the files of the current build.
 */
function ScreenError({ error }: { error: unknown }) {
  const { t } = useI18n();
  const notLoaded = isScreenLoadError(error);
  return (
    <ErrorState
      title={t(notLoaded ? 'screen.notLoaded.title' : 'screen.failed.title')}
      message={t(notLoaded ? 'screen.notLoaded.message' : 'screen.failed.message')}
      onRetry={() => window.location.reload()}
      retryLabel={t('screen.reload')}
    />
  );
}

function ScreenSpinner() {
  const { t } = useI18n();
  return (
    <div className="grid place-items-center py-24">
      <Spinner size="large" label={t('common.loading')} className="text-primary" />
    </div>
  );
}

function PageSpinner() {
  const { t } = useI18n();
  return <SpinnerOverlay size="extraLarge" label={t('common.loading')} />;
}

/**
 * Around the screens inside the layout: the layout's spinner while a screen's code arrives, and
 * an error with a reload in its place when it cannot arrive or fails to render — never a blank
 * page, and the menu still works.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorCatcher resetKey={location} fallback={(error) => <ScreenError error={error} />}>
      <Suspense fallback={<ScreenSpinner />}>{children}</Suspense>
    </ErrorCatcher>
  );
}

/** The same for the whole page, outside the layout (the sign-in screens and the layout itself). */
export function PageBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorCatcher
      resetKey={location}
      fallback={(error) => (
        <main className="grid min-h-dvh place-items-center bg-canvas p-6">
          <ScreenError error={error} />
        </main>
      )}
    >
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ErrorCatcher>
  );
}
