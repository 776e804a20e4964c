/** An event's page: its id finds it, its slug only reads well (a wrong slug redirects). */
export const eventPath = (event: { id: number; slug: string }) => `/akce/${event.id}/${event.slug}`;
