import { XMLParser } from 'fast-xml-parser';
import { isIco } from '../../../../common/ico.ts';
import { decodeXml } from '../../../../common/text-encoding.ts';
import { refuseDoctype } from './prolog.server.ts';
import { czechEncoding } from './text.server.ts';
import { type ParsedSource, type RecordItem, SourceRefused } from './types.ts';

// The town's contracts from the Registr smluv open data: a month's dump (dump_RRRR_MM.xml) of the
// register (namespace http://portal.gov.cz/rejstriky/ISRS/1.2/), those the town published (its IČO as
// `subjekt`) or another published with the town as a party. A record withdrawn from the register
// (platnyZaznam 0) is not imported.

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ['zaznam', 'smluvniStrana', 'priloha'].includes(name),
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const node = (value: unknown): Node => (isNode(value) ? value : {});

/** An amount as the register writes it ("412500.5") in the form's Czech notation ("412500,50"). */
const amount = (value: unknown) => {
  const n = Number(text(value));
  return text(value) && Number.isFinite(n) && n > 0 ? n.toFixed(2).replace('.', ',') : '';
};

export function parseRegistr(data: Buffer, ico: string): ParsedSource {
  const xml = decodeXml(data, czechEncoding).text.replace(/^\uFEFF/, '');
  if (!/<(\w+:)?dump[\s>]/.test(xml.slice(0, 2000)))
    throw new SourceRefused('Soubor není výpis z registru smluv (dump_RRRR_MM.xml z data.smlouvy.gov.cz).');
  refuseDoctype(
    xml,
    /<(\w+:)?dump[\s>]/,
    'Soubor není výpis z registru smluv: deklaruje DOCTYPE, který registr nepíše.',
  );
  if (!isIco(ico)) throw new SourceRefused('Zadejte IČO města: podle něj se vyberou jeho smlouvy.');
  let dump: Node;
  try {
    dump = node(parser.parse(xml, true).dump);
  } catch (error) {
    throw new SourceRefused(`Výpis z registru smluv se nedá přečíst: ${error instanceof Error ? error.message : ''}`);
  }
  const items = nodes(dump.zaznam).flatMap((record): RecordItem[] => {
    const contract = node(record.smlouva);
    const publisher = node(contract.subjekt);
    const parties = nodes(contract.smluvniStrana);
    const ours = text(publisher.ico) === ico;
    const counterparty = ours ? parties[0] : parties.some((p) => text(p.ico) === ico) ? publisher : undefined;
    if (!counterparty) return [];
    const id = text(node(record.identifikator).idSmlouvy);
    const problems: string[] = [];
    if (text(record.platnyZaznam) === '0') problems.push('Záznam byl v registru smluv znepřístupněn.');
    if (!id) problems.push('Chybí identifikátor smlouvy v registru.');
    const subject = text(contract.predmet);
    const attachment = nodes(node(record.prilohy).priloha).find((p) => /^https?:\/\//.test(text(p.odkaz)));
    return [
      {
        kind: 'record',
        recordKind: 'contracts',
        key: `contracts:registr:${id}`,
        title: subject || `Smlouva ${id}`,
        oldUrl: null,
        problems,
        notes: [],
        values: {
          counterparty: text(counterparty.nazev),
          counterparty_ico: text(counterparty.ico),
          subject,
          kind: 'smlouva',
          value_without_vat: amount(contract.hodnotaBezDph),
          value_with_vat: amount(contract.hodnotaVcetneDph),
          signed_on: text(contract.datumUzavreni).slice(0, 10),
          registry_id: id,
        },
        file: attachment
          ? { name: text(attachment.nazevSouboru) || 'smlouva.pdf', url: text(attachment.odkaz), role: 'document' }
          : null,
      },
    ];
  });
  // Said of the IČO, not of the file: the register's dump has contracts, none of them the town's.
  if (!items.length && nodes(dump.zaznam).length)
    throw new SourceRefused(
      `Ve výpisu (${nodes(dump.zaznam).length} smluv) není žádná smlouva, kterou zveřejnil nebo uzavřel subjekt s IČO ${ico}. Zkontrolujte IČO města.`,
    );
  return { items, title: `Registr smluv ${text(dump.mesic)}/${text(dump.rok)}` };
}
