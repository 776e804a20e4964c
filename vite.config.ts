import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Fonts and icons stay files, never data: URIs, so the CSP needs no `data:`.
    assetsInlineLimit: 0,
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
});
