import { Form } from 'react-router';
import { MONTH_NAMES, pragueYear } from '../../../../common/dates.ts';
import { formatNumber } from '../../../../common/price.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { BarChart } from '../../../components/ui/bar-chart.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { reportQuery } from '../schemas.ts';
import type { Route } from './+types/sprava-prehledy';

export const meta: Route.MetaFunction = () =>
  siteMeta('Přehledy – správa', 'Případy, rezervace, hlášení závad a platby za rok v číslech.');

const monthName = (month: string) => MONTH_NAMES[Number(month.slice(5)) - 1] ?? month;
const days = (n: number) => `${formatNumber(n, n % 1 ? 1 : 0)} d`;
const crowns = (n: number) => `${formatNumber(n, 0)} Kč`;

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'reports');
  const asked = url.searchParams.get('rok') || undefined;
  const { year } = parseParams(reportQuery, { year: asked });
  return { report: await context.services.reports.yearReport(context.ctx, year ?? pragueYear(context.ctx.now)) };
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { report: r } = loaderData;
  return (
    <StaffLayout>
      <h1>Přehledy za rok {r.year}</h1>
      <Form method="get" aria-label="Jiný rok">
        <TextField form="prehledy" name="rok" label="Rok" inputMode="numeric" defaultValue={String(r.year)} />
        <button type="submit" className="button button--secondary">
          Zobrazit
        </button>
      </Form>
      <h2>Případy</h2>
      <p>
        Medián je počet dní od podání do prvního vyřízení u případů podaných v daném měsíci nebo odboru, které už jsou
        vyřízené.
      </p>
      <BarChart
        caption="Podané případy po měsících"
        rowHeading="Měsíc"
        rows={r.cases.by_month.map((m) => ({ label: monthName(m.month), values: [m.filed, m.decided, m.median_days] }))}
        columns={[{ heading: 'Podáno' }, { heading: 'Vyřízeno' }, { heading: 'Medián do vyřízení', format: days }]}
        plot={0}
      />
      <BarChart
        caption="Případy podle stavu"
        rowHeading="Stav"
        rows={r.cases.by_status.map((s) => ({ label: s.label, values: [s.count] }))}
        columns={[{ heading: 'Případů' }]}
        plot={0}
      />
      <BarChart
        caption="Případy podle odboru a medián dní do vyřízení"
        rowHeading="Odbor"
        rows={r.cases.by_department.map((d) => ({ label: d.department, values: [d.filed, d.decided, d.median_days] }))}
        columns={[{ heading: 'Podáno' }, { heading: 'Vyřízeno' }, { heading: 'Medián do vyřízení', format: days }]}
        plot={2}
      />
      <h2>Rezervace</h2>
      <BarChart
        caption="Rezervace a nedostavení po službách"
        rowHeading="Služba"
        rows={r.bookings.by_service.map((b) => ({
          label: b.service,
          values: [b.booked, b.arrived, b.no_show, b.cancelled],
        }))}
        columns={[
          { heading: 'Rezervováno' },
          { heading: 'Přišlo' },
          { heading: 'Nedostavilo se' },
          { heading: 'Zrušeno' },
        ]}
        plot={0}
      />
      <h2>Hlášení závad</h2>
      <p>
        Medián je počet dní od nahlášení do prvního vyřešení u závad nahlášených v roce, které už jsou vyřešené.
        Spokojenost uvádějí oznamovatelé, kteří na otázku po uzavření odpověděli.
      </p>
      <BarChart
        caption="Hlášení závad podle druhu, doba opravy a spokojenost oznamovatelů"
        rowHeading="Druh závady"
        rows={r.defects.by_category.map((d) => ({
          label: d.category,
          values: [d.filed, d.resolved, d.median_days, d.satisfied, d.dissatisfied],
        }))}
        columns={[
          { heading: 'Nahlášeno' },
          { heading: 'Vyřešeno' },
          { heading: 'Medián do vyřešení', format: days },
          { heading: 'Spokojeni' },
          { heading: 'Nespokojeni' },
        ]}
        plot={0}
      />
      <h2>Platby</h2>
      <BarChart
        caption="Zaplacené předpisy po měsících"
        rowHeading="Měsíc"
        rows={r.payments.by_month.map((m) => ({ label: monthName(m.month), values: [m.count, m.amount] }))}
        columns={[{ heading: 'Počet' }, { heading: 'Částka', format: crowns }]}
        plot={1}
      />
    </StaffLayout>
  );
}
