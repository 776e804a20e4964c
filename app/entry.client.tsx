import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnce } from './lib/chunk-reload.ts';
import { rememberLocale } from './lib/locale.client.ts';

// Vite fires this when a lazily loaded chunk cannot be fetched.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnce('preload');
});

rememberLocale();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
