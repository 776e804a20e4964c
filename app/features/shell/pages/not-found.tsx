import { data } from 'react-router';

/** Every path no other route matches: 404 with the product's not-found page (root error boundary). */
export function loader() {
  throw data('This page could not be found', { status: 404 });
}

export function action() {
  throw data('This page could not be found', { status: 404 });
}

export default function NotFound() {
  return null;
}
