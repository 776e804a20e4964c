import { countOf } from '../../../../common/plural.ts';
import { HttpError, invalid } from '../../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { canDo } from '../flow.ts';
import type { DefectActionInput, DefectBulkInput } from '../office-schemas.ts';
import { visibleDefect } from './queue.server.ts';
import { defectAct } from './steps.server.ts';

const REPORTS = { one: 'hlášení', few: 'hlášení', other: 'hlášení' };

/** What a bulk step left as it was, and why, after what it did: the API's words and the queue page's. */
export const unchangedReports = (skipped: number) =>
  `Beze změny: ${countOf(skipped, REPORTS)} (už je někdo řeší, jsou tam, nebo to jejich stav nedovoluje).`;

/**
 * The queue's bulk steps, report by report. Unlike the content lists' bulk actions they are not
 * all or nothing: each report is its own step with its own history, audit and mails, and one a
 * colleague took or closed meanwhile is left as it is and counted, so the others still move. A
 * report already another clerk's is not taken from them by a bulk take; that needs its own page.
 */
export async function defectActMany(ctx: ServiceContext, input: DefectBulkInput) {
  requireStaff(ctx, 'cases');
  if (input.action === 'handoff' && !input.department)
    throw invalid({ department: ['Vyberte odbor, kterému hlášení předáte.'] });
  let count = 0;
  for (const id of new Set(input.ids)) {
    const { row, departments } = await visibleDefect(ctx, id);
    const { r } = row;
    const taken = input.action === 'take' && r.assignedTo !== null;
    const there = input.action === 'handoff' && departments.get(r.departmentId)?.slug === input.department;
    if (taken || there || !canDo(input.action, r.status)) continue;
    const step: DefectActionInput = {
      action: input.action,
      version: r.version,
      department: input.department,
      visibility: 'public',
      message: undefined,
    };
    try {
      await defectAct(ctx, id, step);
      count += 1;
    } catch (error) {
      // Changed by someone between the read and the step: left as it is, like the others above.
      if (error instanceof HttpError && error.statusCode === 409) continue;
      throw error;
    }
  }
  const skipped = new Set(input.ids).size - count;
  const said = input.action === 'take' ? 'Převzato' : 'Předáno';
  return {
    count,
    skipped,
    said: `${said}: ${countOf(count, REPORTS)}.${skipped ? ` ${unchangedReports(skipped)}` : ''}`,
  };
}
