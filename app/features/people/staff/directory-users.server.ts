import type { ServiceContext } from '../../../../server/lib/service-context.ts';

/**
 * A feature that keeps rows naming a department or one of its people (a life situation, a
 * resident's request), so neither is deleted while named: it counts a department's rows, in the
 * plural's nominative ("žádosti"), and names what gives a person as its contact ("životní situace" and their titles).
 */
export interface DirectoryUser {
  departmentUses(ctx: Pick<ServiceContext, 'db'>, departmentId: number): Promise<{ what: string; count: number }[]>;
  contactNamedBy(ctx: Pick<ServiceContext, 'db'>, contactId: number): Promise<{ what: string; titles: string[] }[]>;
}

let registered: readonly DirectoryUser[] | null = null;

/** Names the features that keep rows of the directory's; once, where the features are put together. */
export function directoryUsedBy(features: readonly DirectoryUser[]): void {
  registered = features;
}

/** The features that name the directory's rows, asked before a department or a person is deleted. */
export function directoryUsers(): readonly DirectoryUser[] {
  // Never "named nowhere" by mistake: a deleted department's requests would lose their office.
  if (!registered) throw new Error('The directory was not told which features name it (composition/services.ts).');
  return registered;
}
