export * from './audit.ts';
export * from './files.ts';
export * from './meta.ts';
export * from './revisions.ts';
export * from './security-log.ts';
export * from './users.ts';
