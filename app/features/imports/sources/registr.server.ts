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

/**
 * The number of the record's page in the register: its link (`odkaz`, https://smlouvy.gov.cz/smlouva/3845)
 * names the version (`idVerze`), not the contract (`idSmlouvy` 3729, another record's page or none).
 */
function pageNumber(record: Node): string {
  const linked = /\/smlouva\/(\d{1,12})(?:[/?#]|$)/.exec(text(record.odkaz))?.[1];
  return linked ?? (text(node(record.identifikator).idVerze) || text(node(record.identifikator).idSmlouvy));
}

/**
 * A party's IČO. A publisher that entered two parties as one wrote both numbers in its one field
 * (`04048954,04937139`), which the contract would refuse whole: the site keeps one IČO, so it stays
 * empty and a note names them.
 */
function icoOf(party: Node, notes: string[]): string {
  const value = text(party.ico);
  const several = value.split(/[\s,;]+/).filter(Boolean);
  if (several.length < 2 || !several.every(isIco)) return value;
  notes.push(
    `Smluvní strana má v registru smluv více IČO (${several.join(', ')}); smlouva zde má jen jedno, proto je IČO prázdné.`,
  );
  return '';
}

/**
 * The records that are the contracts: a contract changed in the register is published again as a new
 * version and the one before made invalid (platnyZaznam 0), and a month's dump may hold both. The valid
 * version is the contract; an invalid one stands for it only where the file has none valid (the last of
 * them), so no contract imported from its valid version is also named withdrawn.
 */
function currentVersions(records: Node[]): Node[] {
  const idOf = (record: Node) => text(node(record.identifikator).idSmlouvy);
  const chosen = new Map<string, Node>();
  for (const record of records) {
    const before = chosen.get(idOf(record));
    if (!before || text(before.platnyZaznam) === '0') chosen.set(idOf(record), record);
  }
  return records.filter((record) => !idOf(record) || chosen.get(idOf(record)) === record);
}

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
  const items = currentVersions(nodes(dump.zaznam)).flatMap((record): RecordItem[] => {
    const contract = node(record.smlouva);
    const publisher = node(contract.subjekt);
    const parties = nodes(contract.smluvniStrana);
    const ours = text(publisher.ico) === ico;
    const counterparty = ours ? parties[0] : parties.some((p) => text(p.ico) === ico) ? publisher : undefined;
    if (!counterparty) return [];
    const id = text(node(record.identifikator).idSmlouvy);
    const problems: string[] = [];
    const notes: string[] = [];
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
        notes,
        values: {
          counterparty: text(counterparty.nazev),
          counterparty_ico: icoOf(counterparty, notes),
          subject,
          kind: 'smlouva',
          value_without_vat: amount(contract.hodnotaBezDph),
          value_with_vat: amount(contract.hodnotaVcetneDph),
          signed_on: text(contract.datumUzavreni).slice(0, 10),
          registry_id: pageNumber(record),
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
