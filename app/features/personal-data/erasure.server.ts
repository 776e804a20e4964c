import { countOf } from '../../../common/plural.ts';
import { formatHellers } from '../../../common/price.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import * as accounts from '../accounts/service.server.ts';
import * as commitments from '../commitments/service.server.ts';
import * as dataBox from '../data-box/service.server.ts';
import * as eServices from '../e-services/service.server.ts';
import * as events from '../events/service.server.ts';
import * as identity from '../identity/service.server.ts';
import * as reservations from '../reservations/service.server.ts';
import * as shop from '../shop/service.server.ts';
import * as subscriptions from '../subscriptions/service.server.ts';
import * as waste from '../waste/service.server.ts';
import type { ErasurePlan } from './schemas.ts';

const ACCOUNTS_LAW = 'zákon č. 563/1991 Sb., o účetnictví (§ 31 a 32); čl. 17 odst. 3 písm. b) GDPR';

/** What erasing an account keeps and why, for the administrator to read before confirming (decision 0032). */
export async function erasurePlan(ctx: ServiceContext, userId: number): Promise<ErasurePlan> {
  requireStaff(ctx, 'admin');
  await accounts.resident(ctx, userId);
  return planFor(ctx, userId);
}

/** The same for the resident before they delete their own account. */
export const myErasurePlan = (ctx: ServiceContext) => planFor(ctx, requireActor(ctx).id);

/**
 * What erasing an account keeps, why and by which law: what the office must still collect, its
 * accounting records and its files; and what goes.
 */
async function planFor(ctx: ServiceContext, userId: number): Promise<ErasurePlan> {
  const [money, filed, orders] = await Promise.all([
    commitments.retainedOf(ctx, userId),
    eServices.retainedOf(ctx, userId),
    shop.ordersOf(ctx, userId),
  ]);
  const kept: ErasurePlan['kept'] = [];
  if (money.unpaid.count > 0)
    kept.push({
      what: `${countOf(money.unpaid.count, { one: 'nezaplacený předpis', few: 'nezaplacené předpisy', other: 'nezaplacených předpisů' })} za ${formatHellers(money.unpaid.hellers)}`,
      why: 'Úřad je musí dál vymáhat: u předpisů zůstane jméno a adresa dlužníka, jinak nikdo nepozná, kdo je dluží.',
      law: 'zákon č. 565/1990 Sb., o místních poplatcích, a zákon č. 280/2009 Sb., daňový řád; čl. 17 odst. 3 písm. b) GDPR',
    });
  if (money.paid > 0)
    kept.push({
      what: `${countOf(money.paid, { one: 'zaplacený předpis', few: 'zaplacené předpisy', other: 'zaplacených předpisů' })} a jejich platby`,
      why: 'Účetní záznamy města: zůstanou bez jména, jen s číslem smazaného účtu.',
      law: ACCOUNTS_LAW,
    });
  if (filed.cases > 0)
    kept.push({
      what: countOf(filed.cases, { one: 'podání', few: 'podání', other: 'podání' }),
      why: 'Spisy úřadu se uchovávají po skartační lhůtu i s tím, co bylo podáno; účet u nich zůstane jen jako číslo.',
      law: 'zákon č. 499/2004 Sb., o archivnictví a spisové službě; čl. 17 odst. 3 písm. b) GDPR',
    });
  if (orders.length > 0)
    kept.push({
      what: countOf(orders.length, {
        one: 'objednávka z obchodu',
        few: 'objednávky z obchodu',
        other: 'objednávek z obchodu',
      }),
      why: 'Účetní doklady: zůstanou s údaji kupujícího, jak byly vystaveny.',
      law: ACCOUNTS_LAW,
    });
  return {
    kept,
    erased: [
      'jméno, e-mail, telefon a adresa účtu, jeho heslo a přihlášení',
      'propojení s Identitou občana a údaje od ní',
      'ID datové schránky',
      'rozpracované formuláře a jejich přílohy',
      'propojení s popelnicemi',
      'odběr novinek',
      'jméno a kontakt v rezervacích (budoucí rezervace se zruší)',
      'jméno a e-mail u navržených akcí',
    ],
  };
}

/**
 * What the features do when an account is erased, in its transaction, before the account itself is
 * emptied: the unpaid commitments keep their payer, the rest of each feature's personal data goes.
 */
export async function eraseFeatureData(ctx: accounts.ErasureContext, userId: number): Promise<void> {
  const data = await accounts.exportOf(ctx.db, userId);
  if (!data) return;
  const { firstname, lastname, street, city, zip } = data.account;
  await commitments.keepPayerOf(ctx, userId, {
    name: `${firstname} ${lastname}`,
    address: [street, [zip, city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  });
  await eServices.eraseFor(ctx, userId);
  await identity.eraseFor(ctx, userId);
  await dataBox.eraseFor(ctx, userId);
  await reservations.eraseFor(ctx, userId);
  await waste.eraseFor(ctx, userId);
  await subscriptions.eraseFor(ctx, userId);
  await events.eraseFor(ctx, data.account.email);
}
