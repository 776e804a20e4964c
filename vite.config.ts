import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * Whether every page loads a module anyway: the client entry and the root route import it, directly
 * or through other modules (React, React Router, the header, menus, footer and cookie bar). Those go
 * into one `shell` chunk instead of some thirty small ones, each its own request and its own gzip
 * window. With `smallLeaf`, home's first-load JavaScript went from 36 files and 136.8 KB gzip to 13
 * files and 130.0 KB (docs/performance.md).
 */
function everyPageLoads(id: string, ctx: ChunkingContext): boolean {
  const seen = new Set([id]);
  const queue = [id];
  for (const module of queue) {
    if (/\/app\/(root|entry\.client)\.tsx/.test(module)) return true;
    for (const importer of ctx.getModuleInfo(module)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/** A few lines that import nothing and that many pages share (paths, plurals): not worth a request of their own. */
function smallLeaf(id: string, ctx: ChunkingContext): boolean {
  const info = ctx.getModuleInfo(id);
  if (!info || id.includes('/node_modules/') || info.importedIds.length > 0) return false;
  return (info.code?.length ?? Infinity) < 1024 && info.importers.length >= 3;
}

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Fonts and icons stay files, never data: URIs, so the CSS needs no `data:`.
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        // The browser build puts every stylesheet into one chunk, so a page waits for one CSS file instead
        // of 7–9 (the shell's plus one per shared component); the whole site's CSS is about 9 KB gzip and
        // cached for every later page. In import order (fonts, tokens and base first, as the root imports
        // them), unlike `cssCodeSplit: false`, whose file follows chunk names. docs/decisions/0013-one-stylesheet.md.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'site', test: /\.css(?:$|\?)/, priority: 1 },
                {
                  name: (id: string, ctx: ChunkingContext) =>
                    everyPageLoads(id, ctx) || smallLeaf(id, ctx) ? 'shell' : null,
                },
              ],
            },
          },
        },
      },
    },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
});
