import { and, eq } from 'drizzle-orm';
import { audit, conflict } from '../../../../server/lib/audit.ts';
import { HttpError, invalid } from '../../../../server/lib/http-errors.ts';
import { securityEvent } from '../../../../server/lib/security-log.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { deadLinks } from '../../search/service.server.ts';
import { toSiteSettings } from '../read-settings.ts';
import { settings } from '../schema.server.ts';
import { EDITABLE_SETTINGS, type EditableSettings, type SettingUpdate } from '../schemas.ts';
import { settingChanges } from '../setting-changes.ts';
import { invalidateSettings } from '../settings-cache.server.ts';

// The shell editors' operations (section `shell`): the town hall's contact block and account, the
// opening hours, the announcement and the menus. Every page shows a saved change at once.

const LOCALE = 'cs';

/** What each setting is called in the audit log and in a conflict message. */
export const SETTING_NAMES = {
  townhall: 'Kontakty úřadu a bankovní účet',
  openinghours: 'Úřední hodiny',
  openinghoursinfo: 'Poznámka k úředním hodinám',
  intropopup: 'Oznámení na úvodní stránce',
  topmenu: 'Horní menu',
  bottommenu: 'Menu v patičce',
} as const;

/** The editable settings as the site reads them, each with its version. */
export async function editableSettings(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<EditableSettings> {
  requireStaff(ctx, 'shell');
  const rows = await ctx.db
    .select({ name: settings.name, value: settings.value, version: settings.version })
    .from(settings)
    .where(eq(settings.locale, LOCALE));
  const site = toSiteSettings(rows);
  const version = (name: string) => rows.find((r) => r.name === name)?.version ?? 0;
  return {
    townhall: { value: site.townhall, version: version('townhall') },
    openinghours: { value: site.openinghours, version: version('openinghours') },
    openinghoursinfo: { value: site.openinghoursinfo, version: version('openinghoursinfo') },
    intropopup: { value: site.intropopup, version: version('intropopup') },
    topmenu: { value: site.topmenu, version: version('topmenu') },
    bottommenu: { value: site.bottommenu, version: version('bottommenu') },
  };
}

/**
 * Saves one setting. A save over a newer version is a 409 naming who saved it, and changes
 * nothing; the audit log keeps what changed; the settings, the read cache and the page cache are
 * emptied, so the next page shows the change (the footer and the payment QR codes read the same
 * account).
 */
export async function saveSetting(ctx: ServiceContext, update: SettingUpdate): Promise<{ version: number }> {
  const actor = requireStaff(ctx, 'shell');
  if (!EDITABLE_SETTINGS.includes(update.name)) throw new HttpError(404, 'Takové nastavení neexistuje.');
  // A menu item that leads nowhere on this site is refused on its row, before anything is saved.
  const dead = await deadLinks(ctx, menuLinks(update));
  if (Object.keys(dead).length > 0) throw invalid(dead);
  const saved = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: settings.value, version: settings.version })
      .from(settings)
      .where(and(eq(settings.locale, LOCALE), eq(settings.name, update.name)))
      .for('update');
    if (update.version !== undefined && update.version !== (before?.version ?? 0)) {
      throw await conflict({ db: tx }, SETTING_NAMES[update.name], 'setting', update.name);
    }
    const version = (before?.version ?? 0) + 1;
    await tx
      .insert(settings)
      .values({ locale: LOCALE, name: update.name, value: update.value, version, updatedAt: ctx.now })
      .onConflictDoUpdate({
        target: [settings.locale, settings.name],
        set: { value: update.value, version, updatedAt: ctx.now },
      });
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'setting.updated',
      entity: 'setting',
      entityId: update.name,
      summary: {
        setting: SETTING_NAMES[update.name],
        ...settingChanges(update.name, before?.value ?? null, update.value),
      },
    });
    await securityEvent(
      { ...ctx, db: tx },
      {
        action: 'settings.changed',
        result: 'success',
        accountId: actor.id,
        asset: `setting:${update.name}`,
      },
    );
    return { version };
  });
  invalidateSettings(ctx.db);
  ctx.reads?.clear();
  return saved;
}

/** The links of a menu being saved, by the field of the value they stand in (`value.2.submenu.0.link`). */
function menuLinks(update: SettingUpdate): Record<string, string> {
  if (update.name === 'topmenu')
    return Object.fromEntries(
      update.value.flatMap((item, i) => [
        [`value.${i}.link`, item.link],
        ...(item.submenu ?? []).map((sub, j) => [`value.${i}.submenu.${j}.link`, sub.link]),
      ]),
    );
  if (update.name === 'bottommenu')
    return Object.fromEntries(
      update.value.flatMap((column, i) => column.links.map((l, j) => [`value.${i}.links.${j}.link`, l.link])),
    );
  return {};
}
