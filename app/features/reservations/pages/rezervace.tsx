import { redirect, useActionData } from 'react-router';
import { shiftMonth } from '../../../../common/calendar-month.ts';
import { addDays, pragueToday } from '../../../../common/dates.ts';
import { formatPhone } from '../../../../common/phone.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { formAction, parseInput, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { BookingDetails } from '../components/booking-details.tsx';
import { ANSWER, type BookingValues } from '../components/booking-form.ts';
import { BookingReview } from '../components/booking-review.tsx';
import { ChooseSlot } from '../components/choose-slot.tsx';
import { bookingInput, serviceParams } from '../schemas.ts';
import type { Route } from './+types/rezervace';
import styles from './rezervace.module.css';

export async function loader({ params, url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { ctx, services } = context;
  const { slug } = parseParams(serviceParams, params);
  const s = await services.reservations.service(ctx, slug);
  const today = pragueToday(ctx.now);
  const last = addDays(today, s.horizon_days);
  const monthParam = url.searchParams.get('mesic') ?? '';
  const month =
    /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) && monthParam >= today.slice(0, 7) && monthParam <= last.slice(0, 7)
      ? monthParam
      : today.slice(0, 7);
  const from = month === today.slice(0, 7) ? today : `${month}-01`;
  const monthEnd = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const to = monthEnd < last ? monthEnd : last;
  const [availability, me] = await Promise.all([services.reservations.slots(ctx, s.slug, { from, to }), context.me()]);
  const dayParam = url.searchParams.get('den') ?? '';
  const chosenDay = availability.find((d) => d.date === dayParam && d.slots.length > 0) ?? null;
  const slotParam = url.searchParams.get('termin') ?? '';
  const chosenSlot = chosenDay?.slots.find((slot) => slot.starts_at === slotParam) ?? null;
  const slotGone = slotParam !== '' && chosenSlot === null;
  return {
    service: s,
    month,
    canPrev: month > today.slice(0, 7),
    canNext: shiftMonth(month, 1) <= last.slice(0, 7),
    availability,
    chosenDay,
    chosenSlot,
    slotGone,
    today,
    me: me
      ? {
          name: `${me.firstname} ${me.lastname}`,
          email: me.email,
          phone: me.phone ? formatPhone(me.phone_prefix, me.phone) : '',
        }
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? siteMeta(`Objednat se: ${loaderData.service.name}`, loaderData.service.description) : [];

/** The form's fields as the booking's input (the API's): its `answers.*` fields are the answers. */
const bookingOf = (slug: string, values: BookingValues) => ({
  ...values,
  service: slug,
  answers: Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => k.startsWith(ANSWER))
      .map(([k, v]) => [k.slice(ANSWER.length), v]),
  ),
});

/**
 * Step 2 posts the details for the summary (`review`), step 3 books (`book`)
 * or goes back (`edit`). Both check the input with the booking's own schema
 * and the service's questions, so the form says what the API would.
 */
export async function action({ params, request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const { slug } = parseParams(serviceParams, params);
  const form = await readForm(request);
  const values: BookingValues = {};
  for (const [k, v] of form) if (typeof v === 'string' && k !== 'intent') values[k] = v.trim();
  const intent = String(form.get('intent') ?? 'review');
  // A resident books with their account's address; the form does not ask for it.
  if (context.viewer) values.email = context.viewer.email;
  if (intent === 'edit') return { step: 'details' as const, values };
  return formAction(values, async () => {
    const input = parseInput(bookingInput, bookingOf(slug, values));
    if (intent !== 'book') {
      await context.services.reservations.review(context.ctx, input);
      return { step: 'review' as const, values };
    }
    const made = await context.services.reservations.book(context.ctx, input);
    if (made.status === 'active') return redirect(`/ucet/moje-rezervace?nova=${made.id}`);
    return { step: 'done' as const, values, email: made.email };
  });
}

export default function Booking({ loaderData }: Route.ComponentProps) {
  const { service, chosenDay, chosenSlot } = loaderData;
  const result = useActionData<typeof action>();
  const refusal = result && 'done' in result ? result : undefined;
  const shown = result && 'step' in result ? result : undefined;
  // The time itself will not do (taken meanwhile, too soon, over the person's limit): back to choosing one.
  const slotRefused = refusal?.errors?.starts_at?.[0];
  const step = slotRefused || (!chosenSlot && shown?.step !== 'done') ? 'slot' : (shown?.step ?? 'details');
  const stepNumber = { slot: 1, details: 2, review: 3, done: 3 }[step];
  return (
    <div className="page page--narrow">
      <Breadcrumbs
        items={[{ text: 'Potřebuji vyřídit', to: '/potrebuji-vyridit' }, { text: `Objednat se: ${service.name}` }]}
      />
      <h1>Objednat se: {service.name}</h1>
      <p className="lead">{service.description}</p>
      <p>
        <strong>Kde:</strong> {service.place}
      </p>
      {step !== 'done' ? (
        <p className={styles.step}>
          Krok {stepNumber} ze 3: {step === 'slot' ? 'termín' : step === 'details' ? 'vaše údaje' : 'shrnutí'}
        </p>
      ) : null}
      {slotRefused ? (
        <Notice type="danger">
          <p>{slotRefused}</p>
        </Notice>
      ) : loaderData.slotGone ? (
        <Notice type="danger">
          <p>Vybraný čas už volný není nebo se na něj už nelze objednat. Vyberte si prosím jiný.</p>
        </Notice>
      ) : null}
      {step === 'slot' ? (
        <ChooseSlot
          service={service}
          month={loaderData.month}
          availability={loaderData.availability}
          chosenDay={chosenDay}
          canPrev={loaderData.canPrev}
          canNext={loaderData.canNext}
          today={loaderData.today}
        />
      ) : null}
      {/* Past the first step a time is chosen: a slot is one of its day's. */}
      {step === 'details' && chosenDay && chosenSlot ? (
        <BookingDetails
          service={service}
          month={loaderData.month}
          day={chosenDay.date}
          startsAt={chosenSlot.starts_at}
          me={loaderData.me}
          values={result?.values}
          refusal={refusal}
        />
      ) : null}
      {step === 'review' && shown && chosenSlot ? (
        <BookingReview service={service} startsAt={chosenSlot.starts_at} values={shown.values} />
      ) : null}
      {step === 'done' && shown?.step === 'done' ? (
        <Notice type="success">
          <h2>Zkontrolujte prosím e-mail</h2>
          <p>
            Na adresu {shown.email} jsme poslali odkaz, kterým rezervaci potvrdíte. Termín vám držíme 30 minut; bez
            potvrzení se uvolní.
          </p>
        </Notice>
      ) : null}
    </div>
  );
}
