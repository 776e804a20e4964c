export * from './articles.ts';
export * from './blog.ts';
export * from './lists.ts';
export * from './pages.ts';
export * from './posters.ts';
export * from './settings.ts';
export * from './users.ts';
