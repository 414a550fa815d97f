import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

/**
 * The design-system workshop. Stories live next to their components in packages/ui; the
 * introduction page (tokens, review guide) is an MDX file in the same package.
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables from the TypeScript types (option shapes, unions), not only from defaults.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The builder does not read a Vite config of its own here, so the plugins the UI needs are
  // merged in: React (JSX, fast refresh) and Tailwind 4 (utilities from the @theme tokens).
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react(), tailwindcss()],
      // The list of every emitted asset and the chunk-size advice drown the test output.
      logLevel: 'warn',
      build: { chunkSizeWarningLimit: 4096 },
    }),
};

export default config;
