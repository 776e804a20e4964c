export * from './meta.ts';
export * from './users.ts';
