import { Link, redirect, useActionData, useSearchParams } from 'react-router';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { readForm, readSubmission, submissionAction } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { HoursInfoForm, IntroPopupForm } from '../components/intro-popup-form.tsx';
import { OpeningHoursForm } from '../components/opening-hours-form.tsx';
import { SETTING_FORMS, type SettingFormName } from '../components/setting-section.tsx';
import { TownhallForm } from '../components/townhall-form.tsx';
import type { SettingUpdate } from '../schemas.ts';
import { hoursInfoForm, introPopupForm, openingHoursForm, popupOf, townhallForm } from '../setting-forms.ts';
import type { Route } from './+types/sprava-nastaveni';

export const meta: Route.MetaFunction = () =>
  siteMeta('Nastavení webu – správa', 'Kontakty úřadu, bankovní účet, úřední hodiny a oznámení na úvodní stránce.');

const SAVED: Record<SettingFormName, string> = {
  townhall: 'Kontakty úřadu a bankovní účet jsou uloženy; patička i platební QR kódy je používají hned.',
  openinghours: 'Úřední hodiny jsou uloženy.',
  openinghoursinfo: 'Poznámka k úředním hodinám je uložena.',
  intropopup: 'Oznámení je uloženo.',
};

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shell');
  return context.services.shell.editableSettings(context.ctx);
}

/**
 * Each form saves its own setting, read by its schema (setting-forms.ts). A group of the opening
 * hours added or removed by a button comes back as the form now is, saving nothing.
 */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'shell');
  const form = await readForm(request);
  // Which form was sent: the hidden field that names its setting.
  const name = SETTING_FORMS.find((section) => section === form.get('intent')) ?? 'townhall';
  const save = async (update: SettingUpdate) => {
    await context.services.shell.saveSetting(context.ctx, update);
    return redirect(`/sprava/nastaveni?ulozeno=${name}#${name}`);
  };
  switch (name) {
    case 'townhall':
      return submissionAction(readSubmission(townhallForm, form), (input) => save({ name, ...input }));
    case 'openinghours':
      return submissionAction(readSubmission(openingHoursForm, form), (input) => save({ name, ...input }));
    case 'openinghoursinfo':
      return submissionAction(readSubmission(hoursInfoForm, form), (input) => save({ name, ...input }));
    case 'intropopup':
      return submissionAction(readSubmission(introPopupForm, form), ({ shown, value, version }) =>
        save({ name, value: shown ? popupOf(value) : null, version }),
      );
  }
}

export default function SettingsAdmin({ loaderData: settings }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const saved = SETTING_FORMS.find((name) => name === params.get('ulozeno'));
  // The answer belongs to the form that was sent (its `intent`); the others start from what is saved.
  const resultFor = (name: SettingFormName): FormResult | undefined =>
    result?.reply?.initialValue?.intent === name ? result : undefined;
  return (
    <StaffLayout>
      <h1>Nastavení webu</h1>
      <p>
        Horní menu a menu v patičce upravíte na stránce <Link to="/sprava/menu">Menu webu</Link>, posuvník úvodní
        stránky na stránce <Link to="/sprava/bannery">Bannery</Link>.
      </p>
      {saved && !result ? (
        <Notice type="success">
          <p>{SAVED[saved]}</p>
        </Notice>
      ) : null}
      {/* A saved setting (a new version) starts its form again from what was saved; each key names its
          setting, as siblings with one key get mixed up by React. */}
      <TownhallForm
        key={`townhall-${settings.townhall.version}`}
        setting={settings.townhall}
        result={resultFor('townhall')}
      />
      <OpeningHoursForm
        key={`openinghours-${settings.openinghours.version}`}
        setting={settings.openinghours}
        result={resultFor('openinghours')}
      />
      <HoursInfoForm
        key={`openinghoursinfo-${settings.openinghoursinfo.version}`}
        setting={settings.openinghoursinfo}
        result={resultFor('openinghoursinfo')}
      />
      <IntroPopupForm
        key={`intropopup-${settings.intropopup.version}`}
        setting={settings.intropopup}
        result={resultFor('intropopup')}
      />
    </StaffLayout>
  );
}
