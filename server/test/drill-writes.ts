import type { FastifyInstance } from 'fastify';
import { demoAccounts } from '../../app/features/accounts/demo.server.ts';
import { sampleValues } from '../../app/features/e-services/sample-values.ts';
import { formDefinitions } from '../../common/forms/registry.ts';
import { DEMO_LOGINS, loginAs, loginAsStaff } from './app.ts';

/** A write the site acknowledged (a 2xx) and when: a drill's count of what must survive. */
export interface Ack {
  id: string;
  step: 'filed' | 'decided';
  at: number;
}

/**
 * The recovery drills' load: Jana files a dog's registration, Lenka takes and decides it, until `until`.
 * Each 2xx is an acknowledged write; a refusal (the database gone mid-failover) is counted apart and
 * the loop goes on, as residents and clerks would try again.
 */
export async function fileAndDecide(app: FastifyInstance, until: number) {
  const acks: Ack[] = [];
  const refused: { status: number; at: number }[] = [];
  const jana = await loginAs(app, DEMO_LOGINS.jana);
  const lenka = await loginAsStaff(app, 'lenka');
  const dog = formDefinitions.find((f) => f.key === 'dog-registration');
  const person = demoAccounts()[0];
  if (!dog || !person) throw new Error('the demo has no dog registration or no Jana');
  const call = async (token: string, url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
    if (res.statusCode >= 300) refused.push({ status: res.statusCode, at: Date.now() });
    return res;
  };
  while (Date.now() < until) {
    // A resident's pace, well inside the 120 filings an hour one account may make.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const filed = await call(jana, '/api/forms/dog-registration/submissions', sampleValues(dog, person).values);
    if (filed.statusCode !== 201) continue;
    const { id } = filed.json().data;
    acks.push({ id, step: 'filed', at: Date.now() });
    const taken = await call(lenka, `/api/staff/cases/${id}/actions`, { action: 'take', version: 1 });
    if (taken.statusCode !== 200) continue;
    const decided = await call(lenka, `/api/staff/cases/${id}/actions`, {
      action: 'decide',
      version: 2,
      message: 'Pes je zaevidován.',
    });
    if (decided.statusCode === 200) acks.push({ id, step: 'decided', at: Date.now() });
  }
  return { acks, refused };
}

/** Which acknowledged writes the site (started anew on the recovered database) does not have. */
export async function missing(site: FastifyInstance, acks: Ack[]): Promise<Ack[]> {
  const lenka = await loginAsStaff(site, 'lenka');
  const lost: Ack[] = [];
  for (const ack of acks) {
    const res = await site.inject({ url: `/api/staff/cases/${ack.id}`, headers: { authorization: `Bearer ${lenka}` } });
    const status = res.statusCode === 200 ? res.json().data.status : null;
    if (ack.step === 'filed' ? status === null : status !== 'vyrizeno') lost.push(ack);
  }
  return lost;
}
