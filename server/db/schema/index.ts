export * from './galleries.ts';
export * from './meta.ts';
export * from './overviews.ts';
export * from './pages.ts';
export * from './users.ts';
