import type { Preview } from '@storybook/react-vite';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import '../packages/ui/src/styles/index.css';
import { DocsProse, withDirection } from './direction';
import './docs.css';

/** Docs pages: English prose left to right around canvases in the toolbar's direction. */
function EnglishDocsContainer(props: DocsContainerProps & { children?: ReactNode }) {
  return (
    <DocsProse>
      <DocsContainer {...props} />
    </DocsProse>
  );
}

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
    docs: { toc: { headingSelector: 'h2, h3' }, container: EnglishDocsContainer },
  },
};

export default preview;
