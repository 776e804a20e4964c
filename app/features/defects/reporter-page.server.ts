import { redirect } from 'react-router';
import { z } from 'zod';
import { formAction, parseForm, readForm } from '../../lib/forms.server.ts';
import type { ServerLoadContext } from '../../lib/load-context.ts';
import type { ReporterKey } from './reporter.server.ts';
import { reporterReopenInput, reporterReplyInput, satisfactionInput } from './reporter-schemas.ts';

// The reporter's pages' one action: the form names its step (`krok`), the step's own schema reads
// it as the API's does, and a done step comes back to the page (`?hotovo=`), so a reload posts nothing.

const stepField = z.object({ krok: z.enum(['reply', 'reopen', 'satisfaction']) });

export async function reporterAction(request: Request, context: ServerLoadContext, key: ReporterKey, path: string) {
  const form = await readForm(request);
  const { services, ctx } = context;
  return formAction(form, async () => {
    const { krok } = parseForm(stepField, form);
    if (krok === 'reply') await services.defects.reporterReply(ctx, key, parseForm(reporterReplyInput, form));
    if (krok === 'reopen') await services.defects.reporterReopen(ctx, key, parseForm(reporterReopenInput, form));
    if (krok === 'satisfaction')
      await services.defects.reporterSatisfaction(ctx, key, parseForm(satisfactionInput, form));
    return redirect(`${path}?hotovo=${krok}`);
  });
}
