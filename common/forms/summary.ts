import { formatDay } from '../dates.ts';
import { formatPhone } from '../phone.ts';
import { CADASTRAL_AREAS } from './cadastral-areas.ts';
import type { Field, FormDefinition } from './types.ts';
import type { FormValues } from './validate.ts';
import { visibility } from './validate.ts';

export interface SummarySection {
  section: string;
  rows: { label: string; value: string }[];
}

function display(field: Field, data: FormValues, files: Record<string, string[]>): string {
  const part = (name: string) => data[`${field.name}.${name}`] ?? '';
  switch (field.type) {
    case 'select':
    case 'radio':
      return field.options.find((o) => o.value === data[field.name])?.label ?? '';
    case 'checkbox':
      return data[field.name] ? 'Ano' : 'Ne';
    case 'date': {
      const day = data[field.name];
      return day ? formatDay(day) : '';
    }
    case 'phone':
      return part('number') ? formatPhone(part('prefix'), part('number')) : '';
    case 'address':
      return [part('street'), [part('zip'), part('city')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    case 'parcel': {
      const area = CADASTRAL_AREAS.find((a) => a.value === part('area'))?.label;
      return part('number') ? `parc. č. ${part('number')}${area ? `, k. ú. ${area}` : ''}` : '';
    }
    case 'person':
      return [part('name'), part('birth') ? `nar. ${formatDay(part('birth'))}` : ''].filter(Boolean).join(', ');
    case 'number':
      return data[field.name] ? `${data[field.name]}${field.unit ? ` ${field.unit}` : ''}` : '';
    case 'file':
      return (files[field.name] ?? []).join(', ');
    default:
      return data[field.name] ?? '';
  }
}

/**
 * The request as the resident filled it in, label by label, for the
 * confirmation, the e-mail and the case: what applied and was filled in.
 */
export function summarise(def: FormDefinition, data: FormValues, files: Record<string, string[]> = {}) {
  const { sections, fields } = visibility(def, data);
  const out: SummarySection[] = [];
  for (const section of def.sections) {
    if (!sections.has(section)) continue;
    const rows = section.fields
      .filter((f) => fields.has(f))
      .map((f) => ({ label: f.label, value: display(f, data, files) }))
      .filter((row) => row.value !== '');
    if (rows.length > 0) out.push({ section: section.title, rows });
  }
  return out;
}
