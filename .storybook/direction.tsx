import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import {
  UiProvider,
  type TextDirection,
} from '../packages/ui/src/primitives/ui-provider/ui-provider';

/**
 * Every story renders under the direction chosen in the toolbar (RTL by default), exactly as the
 * app does: the document's `dir`/`lang` for CSS and the browser (menus and dialogs open in the
 * body), and the UI provider for components that compute placement or keyboard order from it.
 *
 * On a docs page the prose around the canvases is English (see `DocsProse`), so there each story
 * also carries its own `dir`/`lang`: the canvas stays in the toolbar's direction while the
 * sentences read left to right. The wrapper is `display: contents`, so it adds no box, and it is
 * left out of a story's own page, whose screenshots stay as they were.
 */
export const withDirection: Decorator = (Story, context) => {
  const dir: TextDirection = context.globals['dir'] === 'ltr' ? 'ltr' : 'rtl';
  const lang = dir === 'rtl' ? 'ar' : 'en';
  document.documentElement.dir = dir;
  document.documentElement.lang = lang;
  return (
    <UiProvider dir={dir}>
      {context.viewMode === 'docs' ? (
        <div dir={dir} lang={lang} style={{ display: 'contents' }}>
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </UiProvider>
  );
};

/**
 * The docs pages are written in English: their text runs left to right whatever the toolbar says
 * (it sets the whole document's direction for the stories), so sentences end on the right and
 * the argument tables read in order.
 */
export function DocsProse({ children }: { children: ReactNode }) {
  return (
    <div dir="ltr" lang="en">
      {children}
    </div>
  );
}
