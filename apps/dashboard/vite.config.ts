import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The server serves dist/ on the same port as the API, so production calls are same-origin;
// in development Vite forwards /api to the local server instead (API_PROXY_TARGET moves it).
const apiProxy = {
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false },
  // The local WhatsApp stand-in's phone API (the development phone page, /dev/phone).
  '/local-whatsapp': {
    target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000',
    changeOrigin: false,
  },
};

/** The page's first script: starts fetching the first screen's files (see firstScreenPreload). */
function firstScreenScript(files: {
  signIn: string[];
  signedIn: string[];
  home: string[];
  english: string[];
}) {
  return `(() => {
  const signIn = ${JSON.stringify(files.signIn)};
  const signedIn = ${JSON.stringify(files.signedIn)};
  const home = ${JSON.stringify(files.home)};
  const english = ${JSON.stringify(files.english)};
  let session = false;
  let lang = null;
  try {
    session = localStorage.getItem('user') !== null;
    lang = localStorage.getItem('lang');
  } catch {}
  const atHome = location.pathname === '/' || location.pathname === '/dashboard';
  const files = session ? signedIn.concat(atHome ? home : []) : signIn;
  for (const href of lang === 'en' ? files.concat(english) : files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
})();
`;
}

/**
 * The app's first screen is a file the app asks for only once React and the app have arrived and
 * run: one more round trip before the page shows. This adds a tiny script to index.html, run as
 * soon as it arrives, that asks for that screen's files beside React instead: the sign-in screens
 * for a visitor without a session (the `user` key of session.atoms.ts), the signed-in layout with
 * its Arabic texts and, at / or /dashboard, the home otherwise; and the English catalogue for a
 * reader who chose it (the `lang` key). It only preloads (the app's own imports then find the
 * files fetched), so the build's file graph stays as it is.
 */
function firstScreenPreload(): Plugin {
  return {
    name: 'taseer:first-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const chunkOf = (source: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(source));
          if (!chunk) throw new Error(`no chunk of ${source} in the build`);
          return chunk;
        };
        const withImports = (fileName: string, files = new Set<string>()): Set<string> => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || chunk?.type !== 'chunk') return files;
          files.add(fileName);
          for (const imported of chunk.imports) withImports(imported, files);
          return files;
        };
        // What index.html already asks for is left out.
        const entry = withImports(chunkOf('index.html').fileName);
        const filesOf = (source: string) =>
          [...withImports(chunkOf(source).fileName)]
            .filter((file) => !entry.has(file))
            .map((file) => `/${file}`);
        const source = firstScreenScript({
          signIn: filesOf('src/features/auth/sign-in-screens.ts'),
          signedIn: [...filesOf('src/signed-in-routes.tsx'), ...filesOf('src/i18n/ar.ts')],
          home: filesOf('src/features/home/home-page.tsx'),
          english: filesOf('src/i18n/en.ts'),
        });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/first-screen-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('no index.html in the build');
        // Ahead of the app's script, so it is asked for first.
        html.source = String(html.source).replace(
          '<script type="module"',
          `<script async src="/${fileName}"></script>\n    <script type="module"`,
        );
      },
    },
  };
}

/**
 * The phone field's flags by country code, in one folder named after flag-icons' version instead
 * of each file after its content: the script's table of flag URLs (every country's, though one
 * shows at first) carried 270 hashes, which do not compress (1.8 kB of /login on the wire), where
 * names that repeat compress to almost nothing. A new version of the package is a new folder, so
 * the year-long caching of assets/ stays right.
 */
const flagIcons = JSON.parse(
  readFileSync(
    createRequire(new URL('../../packages/ui/package.json', import.meta.url)).resolve(
      'flag-icons/package.json',
    ),
    'utf8',
  ),
) as { version: string };
const flagFile = /[\\/]flag-icons[\\/]flags[\\/]4x3[\\/][^\\/]+\.svg$/;
const assetFileNames = (asset: { originalFileNames: readonly string[] }) =>
  asset.originalFileNames.some((file) => flagFile.test(file))
    ? `assets/flags-${flagIcons.version}/[name][extname]`
    : 'assets/[name]-[hash][extname]';

export default defineConfig({
  plugins: [react(), tailwindcss(), firstScreenPreload()],
  server: {
    port: 5173,
    proxy: apiProxy,
  },
  preview: {
    port: 4173,
    proxy: apiProxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        assetFileNames,
        codeSplitting: {
          groups: [
            // The libraries every page needs (React; routing, state, the API client, the query
            // cache) in files that change only when they are upgraded, so a deploy of the app's
            // own code leaves them cached. Only those (`$initial`): the libraries of the sign-in
            // screens (forms, validation) and of the signed-in screens (Radix, charts) travel with
            // them, and never reach a page that does not show them.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 1,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
