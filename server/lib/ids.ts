/** Whether a path segment can be a row's uuid; anything else is a 404 before it reaches PostgreSQL (which would 500). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
