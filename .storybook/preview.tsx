import type { Decorator, Preview } from '@storybook/react-vite';
import {
  UiProvider,
  type TextDirection,
} from '../packages/ui/src/primitives/ui-provider/ui-provider';
import '../packages/ui/src/styles/index.css';
import './docs.css';

/**
 * Every story renders under the direction chosen in the toolbar (RTL by default), exactly as the
 * app does: the document's `dir`/`lang` for CSS and the browser, and the UI provider for components
 * that compute placement or keyboard order from the direction.
 */
const withDirection: Decorator = (Story, context) => {
  const dir: TextDirection = context.globals['dir'] === 'ltr' ? 'ltr' : 'rtl';
  document.documentElement.dir = dir;
  document.documentElement.lang = dir === 'rtl' ? 'ar' : 'en';
  return (
    <UiProvider dir={dir}>
      <Story />
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withDirection],
  globalTypes: {
    dir: {
      description: 'Text direction (Arabic RTL or English LTR)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'rtl', title: 'RTL · العربية' },
          { value: 'ltr', title: 'LTR · English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    dir: 'rtl',
    backgrounds: { value: 'canvas' },
  },
  parameters: {
    layout: 'padded',
    backgrounds: {
      options: {
        canvas: { name: 'Canvas', value: '#f5f6fa' },
        surface: { name: 'Surface', value: '#ffffff' },
      },
    },
    controls: { expanded: true },
    options: { storySort: { order: ['Introduction', 'Primitives', 'Composites'] } },
    // The Accessibility panel lists every axe finding; the test-runner (test-runner.ts) fails a
    // story on serious or critical ones. A story may set `a11y.test: 'todo'` to only warn, or
    // switch a rule off under `a11y.config.rules`, with a comment saying why.
    a11y: { test: 'error' },
    docs: { toc: { headingSelector: 'h2, h3' } },
  },
};

export default preview;
