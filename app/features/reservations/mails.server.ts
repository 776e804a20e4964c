import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { pragueParts, TIME_ZONE } from '../../../common/dates.ts';
import { PRAGUE_VTIMEZONE } from '../../../server/lib/ical.ts';
import { composeMail, type Mail, SIGNATURE } from '../../../server/lib/mail.ts';

/** "čtvrtek 3. 12. 2026 v 9:30" */
function bookingWhen(startsAt: Date): string {
  const { date, time } = pragueParts(startsAt);
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', weekday: 'long' }).format(startsAt);
  return `${weekday} ${d}. ${m}. ${y} v ${time.replace(/^0/, '')}`;
}

interface Booking {
  id: string;
  startsAt: Date;
  endsAt: Date;
  serviceName: string;
  place: string;
}

/** The booking as an iCalendar event (RFC 5545), in Prague time, for the phone's calendar. */
export function bookingCalendar(b: Booking, publicUrl: string): string {
  const calendar = ical({
    prodId: { company: 'Město Vzorov', product: 'rezervace', language: 'CS' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: TIME_ZONE, generator: () => PRAGUE_VTIMEZONE },
  });
  calendar.createEvent({
    id: `rezervace-${b.id}@${new URL(publicUrl).host}`,
    start: new TZDate(b.startsAt, TIME_ZONE),
    end: new TZDate(b.endsAt, TIME_ZONE),
    timezone: TIME_ZONE,
    summary: `${b.serviceName} – Městský úřad Vzorov`,
    location: b.place,
    description: 'Vezměte si s sebou prosím občanský průkaz.',
  });
  return calendar.toString();
}

export const bookingConfirmedMail = (to: string, b: Booking, cancelUrl: string, publicUrl: string): Mail => ({
  ...composeMail(
    to,
    `Rezervace: ${b.serviceName}, ${bookingWhen(b.startsAt)}`,
    [
      'Dobrý den,',
      `máte rezervovaný termín: ${b.serviceName}, ${bookingWhen(b.startsAt)}, ${b.place}.`,
      'V příloze je termín pro váš kalendář. Pokud nebudete moci přijít, zrušte prosím rezervaci tímto odkazem, ať termín může využít někdo jiný:',
      cancelUrl,
    ],
    SIGNATURE,
  ),
  attachments: [
    {
      filename: 'rezervace.ics',
      content: bookingCalendar(b, publicUrl),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ],
});

// Sent to an address nobody has confirmed yet: it carries nothing the visitor typed but the time they chose.
export const confirmBookingMail = (to: string, b: Booking, confirmUrl: string): Mail =>
  composeMail(
    to,
    'Potvrďte prosím svou rezervaci',
    [
      'Dobrý den,',
      `na webu Města Vzorov někdo s touto e-mailovou adresou rezervoval termín: ${b.serviceName}, ${bookingWhen(b.startsAt)}. Rezervaci dokončíte tímto odkazem:`,
      confirmUrl,
      'Termín vám držíme 30 minut. Pokud jste rezervaci nevytvořili, e-mail prosím ignorujte.',
    ],
    SIGNATURE,
  );

/** The office cancelled a booking (a closed day, a clerk away): why, and where to book another time. */
export const bookingCancelledMail = (to: string, b: Booking, reason: string, againUrl: string): Mail =>
  composeMail(
    to,
    `Rezervace zrušena: ${b.serviceName}, ${bookingWhen(b.startsAt)}`,
    [
      'Dobrý den,',
      `omlouváme se, ale vaši rezervaci ${b.serviceName}, ${bookingWhen(b.startsAt)}, musel úřad zrušit. Důvod: ${reason}`,
      'Jiný termín si můžete rezervovat zde:',
      againUrl,
    ],
    SIGNATURE,
  );

/**
 * The day before: when and where, and how to cancel (in the account, or by the link of the
 * confirmation mail, whose token only the person holds).
 */
export const bookingReminderMail = (to: string, b: Booking, cancelHow: string): Mail =>
  composeMail(
    to,
    `Připomínka: zítra ${b.serviceName}, ${bookingWhen(b.startsAt)}`,
    [
      'Dobrý den,',
      `připomínáme vaši rezervaci: ${b.serviceName}, ${bookingWhen(b.startsAt)}, ${b.place}. Vezměte si s sebou prosím občanský průkaz.`,
      `Pokud nebudete moci přijít, zrušte prosím rezervaci ${cancelHow}, ať termín může využít někdo jiný.`,
    ],
    SIGNATURE,
  );
