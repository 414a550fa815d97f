import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { langAtom } from './i18n/i18n';
import { loadCatalogue } from './i18n/translate';
import { sessionStore } from './session/session.atoms';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// A reader who chose English gets its catalogue before the first paint instead of a flash of
// Arabic; if it cannot be fetched the page opens in Arabic rather than not at all.
void loadCatalogue(sessionStore.get(langAtom))
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
