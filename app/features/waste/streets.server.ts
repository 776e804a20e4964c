import { eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { streetName } from '../../../server/lib/streets.ts';
import { wasteAddresses, wasteBinLinks, wasteBins } from './schema.server.ts';

/** The town's streets as the waste register spells them, in Czech order: what a crisis alert may be limited to. */
export async function streetNames(ctx: Pick<ServiceContext, 'db'>): Promise<string[]> {
  const rows = await ctx.db.selectDistinct({ street: streetName(wasteAddresses.street) }).from(wasteAddresses);
  return rows.map((r) => r.street).sort((a, b) => a.localeCompare(b, 'cs'));
}

/** The streets of the bins these people added to their accounts, lowercased, by person. */
export async function binStreetsOf(ctx: Pick<ServiceContext, 'db'>, userIds: number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await ctx.db
    .selectDistinct({ userId: wasteBinLinks.userId, street: sql<string>`lower(${streetName(wasteAddresses.street)})` })
    .from(wasteBinLinks)
    .innerJoin(wasteBins, eq(wasteBins.id, wasteBinLinks.binId))
    .innerJoin(wasteAddresses, eq(wasteAddresses.id, wasteBins.addressId))
    .where(inArray(wasteBinLinks.userId, userIds));
  for (const { userId, street } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), street]);
  return byUser;
}
