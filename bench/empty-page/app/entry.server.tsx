// Our own entry (whole page rendered before it is sent, scripts marked for the CSP), so that the
// reference differs from the site only by its routes.
export { default, handleError, streamTimeout } from '../../../app/entry.server.tsx';
