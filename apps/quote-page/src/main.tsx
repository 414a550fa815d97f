import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { tokenFromPath } from './quote-api';
import { QuoteApp } from './quote-app';
import { initialLang, storedLang } from './texts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

createRoot(root).render(
  <StrictMode>
    <QuoteApp
      token={tokenFromPath(window.location.pathname)}
      initialLang={initialLang(window.location.search, storedLang())}
    />
  </StrictMode>,
);
