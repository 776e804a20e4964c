export * from './audit.ts';
export * from './meta.ts';
export * from './users.ts';
export * from './revisions.ts';
