import { decodeHTMLAttribute } from 'entities';
import { z } from 'zod';
import { pragueParts } from '../../../../common/dates.ts';
import { type NoticeItem, type ParsedSource, SourceRefused } from './types.ts';

// The notice board in the national open-data standard OFN "Úřední desky" (2021-07-20): what a town's
// current site publishes (and this site does too, at /opendata/uredni-deska.jsonld).

const text = z.union([z.string(), z.object({ cs: z.string().optional() }).passthrough()]).optional();
const moment = z
  .object({ datum: z.string().optional(), datum_a_čas: z.string().optional(), nespecifikovaný: z.boolean().optional() })
  .passthrough()
  .optional();
const item = z
  .object({
    iri: z.string().optional(),
    url: z.string().optional(),
    název: text,
    popis: text,
    vyvěšení: moment,
    relevantní_do: moment,
    číslo_jednací: z.string().optional(),
    spisová_značka: z.string().optional(),
    agenda: z.array(z.object({ název: text }).passthrough()).optional(),
    dokument: z.array(z.object({ název: text, url: z.string().optional() }).passthrough()).optional(),
  })
  .passthrough();
const board = z
  .object({
    '@context': z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())]),
    typ: z.literal('Úřední deska').optional(),
    název: text,
    informace: z.array(z.unknown()),
  })
  .passthrough();

/**
 * An address as the board wrote it. Many boards publish their documents' addresses HTML-escaped
 * (`File.ashx?id_org=450018&amp;id_dokumenty=1725340`): fetched as written, the server sees a parameter
 * `amp;id_dokumenty` and answers with another file or none. Read as a browser reads an attribute, so
 * that a parameter named like a reference without its semicolon (`&copy=2`) stays as it is.
 */
export const unescapeUrl = (url: string) => decodeHTMLAttribute(url.trim());

const cs = (value: z.infer<typeof text>) => (typeof value === 'string' ? value : (value?.cs ?? '')).trim();

/**
 * A document's name as the board's file: boards name a document by its reference number
 * (`MV-64192-116/TP-2023`), whose slash a file's name cannot hold (stored, it kept only `TP-2023`).
 */
const fileName = (name: string) => name.replace(/[/\\]+/g, '-');

/** A day of the standard's moment: `datum` as it is, `datum_a_čas` as the Prague day it falls on. */
function dayOf(value: z.infer<typeof moment>): string | null {
  if (!value) return null;
  if (value.datum && /^\d{4}-\d{2}-\d{2}/.test(value.datum)) return value.datum.slice(0, 10);
  if (value.datum_a_čas) {
    const at = new Date(value.datum_a_čas);
    if (!Number.isNaN(at.getTime())) return pragueParts(at).date;
  }
  return null;
}

export function parseOfn(data: Buffer): ParsedSource {
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw new SourceRefused('Soubor není JSON: úřední deska v OFN je JSON-LD.');
  }
  const parsed = board.safeParse(json);
  const context = parsed.success ? JSON.stringify(parsed.data['@context']) : '';
  if (!parsed.success || !/desk/i.test(context))
    throw new SourceRefused(
      'Soubor není úřední deska podle otevřené formální normy „Úřední desky“: chybí @context normy nebo seznam „informace“.',
    );
  const items = parsed.data.informace.map((raw, i): NoticeItem => {
    const problems: string[] = [];
    const entry = item.safeParse(raw);
    if (!entry.success) {
      return {
        kind: 'notice',
        key: `informace-${i + 1}`,
        title: `Položka ${i + 1}`,
        oldUrl: null,
        problems: ['Položka neodpovídá normě (chybný tvar údajů).'],
        notes: [],
        description: '',
        category: null,
        referenceNumber: '',
        fileMark: '',
        postedOn: '',
        relevantUntil: '',
        documents: [],
      };
    }
    const n = entry.data;
    const title = cs(n.název);
    if (!title) problems.push('Chybí název.');
    const postedOn = dayOf(n.vyvěšení);
    if (!postedOn) problems.push('Chybí datum vyvěšení.');
    const key = n.iri ?? n.url;
    if (!key) problems.push('Chybí IRI i adresa položky: nedá se poznat při dalším importu.');
    return {
      kind: 'notice',
      key: key ?? `informace-${i + 1}`,
      title: title || `Položka ${i + 1}`,
      oldUrl: n.url ? unescapeUrl(n.url) : n.iri && /^https?:/.test(n.iri) ? unescapeUrl(n.iri) : null,
      problems,
      notes: [],
      description: cs(n.popis),
      category: n.agenda?.map((a) => cs(a.název)).find(Boolean) ?? null,
      referenceNumber: (n.číslo_jednací ?? '').trim(),
      fileMark: (n.spisová_značka ?? '').trim(),
      postedOn: postedOn ?? '',
      relevantUntil: n.relevantní_do?.nespecifikovaný ? '' : (dayOf(n.relevantní_do) ?? ''),
      documents: (n.dokument ?? []).flatMap((d, j) =>
        d.url ? [{ name: fileName(cs(d.název)) || `Dokument ${j + 1}`, url: unescapeUrl(d.url) }] : [],
      ),
    };
  });
  return { items, title: cs(parsed.data.název) || null };
}
