/*
 * The events' schemas, by what they describe: the public event (schemas/public-event.ts), a resident's
 * proposal (schemas/proposals.ts), the editor's input (schemas/event-input.ts) and what the editors
 * see (schemas/editor-views.ts). Others import them from here.
 */
export * from './schemas/editor-views.ts';
export * from './schemas/event-input.ts';
export * from './schemas/proposals.ts';
export * from './schemas/public-event.ts';
