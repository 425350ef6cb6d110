import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { bundleEmbedScript } from '../embed/scripts/bundleScript.mjs';
import { answerEmbedSettings, createHotelSettings } from './scripts/serveWidget.mjs';

// The mock backend of `npm run mock` / `npm start`; a real deployment sets VITE_STAYKIT_API.
const DEFAULT_API_URL = 'http://127.0.0.1:4010';
const appRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The host-page loader served beside the widget at `/staykit-embed.js` (docs/embedding.md): a hotel's page
 * loads it from the widget's own address, which is how the loader knows where the widget is. Built from
 * `@staykit/embed` on each request in development, once into the build's root otherwise. In development
 * it also answers `/staykit-embed.json`, the hotel's settings the loader reads, as the widget's production
 * server does (scripts/serveWidget.mjs), from the API the widget talks to.
 */
function hostPageLoader(apiUrl: string): Plugin {
  const fileName = 'staykit-embed.js';
  return {
    name: 'staykit-host-page-loader',
    configureServer(server) {
      // Read again on every request: a setting changed with the mock's control shows at once.
      const hotels = createHotelSettings({ apiUrl, cacheMs: 0 });
      server.middlewares.use('/staykit-embed.json', (request, response, next) => {
        const url = new URL(request.originalUrl ?? '/', 'http://widget.invalid');
        answerEmbedSettings(url, hotels).then(({ status, headers, body }) => {
          response.writeHead(status, headers);
          response.end(body);
        }, next);
      });
      server.middlewares.use(`/${fileName}`, (_request, response, next) => {
        bundleEmbedScript().then((code) => {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await bundleEmbedScript() });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, appRoot, 'VITE_');
  const apiUrl = env.VITE_STAYKIT_API || DEFAULT_API_URL;
  return {
    root: appRoot,
    plugins: [react(), hostPageLoader(apiUrl)],
    // Workspace packages resolve to their TypeScript source (`staykit-source` condition), so nothing needs building
    // first; Vite's own defaults stay after it.
    resolve: { conditions: ['staykit-source', ...defaultClientConditions] },
    define: {
      'import.meta.env.VITE_STAYKIT_API': JSON.stringify(apiUrl),
    },
    // The first route names every lazy chunk (its import map and preload lists): a hash alone, without the
    // module's name, saves 0.7 kB gzip for every guest (`npm run size`). `vite build --manifest` says
    // which module each chunk holds.
    // What the start-up needs (the entry's static imports, `/booking/result` among them) is one chunk:
    // split by what later screens share, it was 21 files loaded one after another, and gzip works better
    // on one file (5.5 kB less for every guest, `npm run size`).
    // No module-preload polyfill: every browser the build targets but Safari 16 and Firefox 114 preloads
    // modules itself, and those two still load each later screen's chunks when it opens, only not ahead of
    // time; the polyfill cost every guest 0.3 kB gzip on the first route.
    build: {
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[hash].js',
          codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
