import { carryOutErasure, type ErasedPerson, type ErasureItem, erasurePlanOf } from '../../../server/lib/erasure.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import * as accounts from '../accounts/service.server.ts';
import * as commitments from '../commitments/service.server.ts';
import * as dataBox from '../data-box/service.server.ts';
import * as defects from '../defects/service.server.ts';
import * as eServices from '../e-services/service.server.ts';
import * as events from '../events/service.server.ts';
import * as identity from '../identity/service.server.ts';
import * as reservations from '../reservations/service.server.ts';
import * as shop from '../shop/service.server.ts';
import * as subscriptions from '../subscriptions/service.server.ts';
import * as waste from '../waste/service.server.ts';
import type { ErasurePlan } from './schemas.ts';

/**
 * What erasing an account does, one list (decision 0032, issue 56): each feature that keeps a
 * resident's data declares once, table by table, which rows are hers and whether they go, which of
 * their columns are emptied and which the law keeps, and why. The plan shown before the erasure and
 * the erasure itself are both made from it (server/lib/erasure.ts), so they cannot differ; the test
 * (erasure.test.ts) erases a resident with data everywhere and holds every table to it.
 *
 * In the order the erasure runs: the features first, the account itself last (its logins, then its
 * row), as their rows are found through it.
 */
export const ERASURE: ErasureItem[] = [
  ...commitments.commitmentsErasure,
  ...eServices.eServicesErasure,
  ...dataBox.dataBoxErasure,
  ...shop.shopErasure,
  ...events.eventsErasure,
  ...identity.identityErasure,
  ...reservations.reservationsErasure,
  ...waste.wasteErasure,
  ...defects.defectsErasure,
  ...subscriptions.subscriptionsErasure,
  accounts.accountErasure,
];

/**
 * The tables that hold personal data of someone other than a resident with an account, or none that
 * an erasure could find: why each is not in the list above. The test fails on a table with a column
 * for a name, a contact, an address, an account number or a message that is in neither.
 */
export const NOT_A_RESIDENTS: Record<string, string> = {
  audit_log: 'Protokol změn ve správě: jmenuje úředníky; účet občana jen jeho číslem.',
  revisions: 'Historie úprav obsahu: jmenuje úředníky, kteří obsah upravili.',
  identity_answers: 'Odpověď Identity občana na pár minut mezi přihlášením a jeho dokončením, k žádnému účtu.',
  import_runs: 'Importy obsahu: adresa je adresa zdroje, ne člověka.',
  office_contacts: 'Kontakty úřadu: úředníci, zveřejňovaní ze zákona.',
  members: 'Zastupitelé: veřejní funkcionáři, zveřejňovaní ze zákona.',
  stores: 'Prodejny města a jejich kontakty.',
  articles: 'Články: poznámka k revizi je poznámka úředníků mezi sebou.',
  waste_addresses: 'Registr domů s popelnicemi; kdo v nich bydlí, říká jen propojení účtu (smaže se).',
  address_points: 'Adresní místa města (RÚIAN): adresy budov, ne lidí.',
  open311_clients: 'Aplikace, které smějí hlásit závady: kontakt je kontakt jejich provozovatele.',
};

/** Whom the erasure of this account would be of; 404 for one erased already. */
async function personOf(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<ErasedPerson> {
  const person = await accounts.erasedPersonOf(ctx.db, userId);
  if (!person) throw notFound('Účet neexistuje nebo už byl smazán.');
  return person;
}

/** What erasing their own account keeps and why, for the resident before they delete it (decision 0032). */
export const myErasurePlan = (ctx: ServiceContext) => planFor(ctx, requireActor(ctx).id);

/** The plan of the list, the account's own line first, as a reader starts with it. */
export async function planFor(ctx: ServiceContext, userId: number): Promise<ErasurePlan> {
  const account = ERASURE.filter((item) => item === accounts.accountErasure);
  const features = ERASURE.filter((item) => item !== accounts.accountErasure);
  return erasurePlanOf(ctx, [...account, ...features], await personOf(ctx, userId));
}

/** The erasure of an account, in its transaction: the list, in its order (the accounts feature calls it). */
export async function eraseAccountData(ctx: accounts.ErasureContext, userId: number): Promise<void> {
  const person = await accounts.erasedPersonOf(ctx.db, userId);
  if (person) await carryOutErasure(ctx, ERASURE, person);
}
