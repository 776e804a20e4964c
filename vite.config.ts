import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    // Fonts and icons stay files, never data: URIs, so the CSS needs no `data:`.
    assetsInlineLimit: 0,
    // The browser build puts every stylesheet into one chunk, so a page waits for one CSS file instead
    // of 7–9 (the shell's plus one per shared component); the whole site's CSS is about 9 KB gzip and
    // cached for every later page. In import order (fonts, tokens and base first, as the root imports
    // them), unlike `cssCodeSplit: false`, whose file follows chunk names. docs/decisions/0013-one-stylesheet.md.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'site', test: /\.css(?:$|\?)/ }] } } },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
}));
