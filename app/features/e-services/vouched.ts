import type { Field, FormDefinition } from '../../../common/forms/types.ts';
import { allFields, type FormValues, fieldsForm, validateForm } from '../../../common/forms/validate.ts';

// A digital act is made by the person NIA identified (zákon č. 12/2020 Sb., § 4 odst. 1 písm. d)):
// what NIA vouched for of them fills the form's fields for it, and no browser changes those.

/** What NIA vouched for of the person who files (`ActingIdentity` of identity), as it gave it. */
export interface VouchedPerson {
  givenName: string | null;
  familyName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
}

/** The hint of a field the verified identity fills. */
export const VOUCHED_HINT = 'Údaj z Identity občana (ověřená totožnost), nelze ho změnit.';

function vouchedFor(field: Field, person: VouchedPerson): string | null {
  if (field.type !== 'text' && field.type !== 'date') return null;
  switch (field.prefill) {
    case 'firstname':
      return person.givenName;
    case 'lastname':
      return person.familyName;
    case 'name':
      return person.givenName && person.familyName ? `${person.givenName} ${person.familyName}` : null;
    case 'birthdate':
      return field.type === 'date' ? person.birthDate : null;
    default:
      return null;
  }
}

/**
 * The fields of a form that the verified identity fills in a digital act, with its values: the
 * person's names and date of birth (the fields that the account would otherwise fill, `prefill`).
 * The page shows them read-only and the filing takes these, whatever a browser sends. A value the
 * field's own rules refuse (`today`: Prague's day of the request) is not filled: the person fills it.
 * The address NIA could give is not kept (only names and the date of birth are), so it is not filled.
 */
export function vouchedValues(def: FormDefinition, person: VouchedPerson, today: string): FormValues {
  const out: FormValues = {};
  for (const field of allFields(def)) {
    const value = vouchedFor(field, person)?.trim();
    if (!value) continue;
    // The field's rules as if it applied, whatever the other answers are.
    const alone = fieldsForm([{ ...field, when: undefined }]);
    if (Object.keys(validateForm(alone, { [field.name]: value }, {}, today).errors).length === 0)
      out[field.name] = value;
  }
  return out;
}
