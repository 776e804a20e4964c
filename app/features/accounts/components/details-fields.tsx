import { groupDigits } from '../../../../common/phone.ts';
import { PHONE_PREFIXES } from '../../../../common/phone-prefixes.ts';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import styles from './details-fields.module.css';

export const DETAIL_LABELS = {
  firstname: 'Jméno',
  lastname: 'Příjmení',
  email: 'E-mail',
  phone_prefix: 'Předvolba',
  phone: 'Telefon',
  street: 'Ulice a číslo domu',
  city: 'Obec',
  zip: 'PSČ',
} as const;

const prefixOptions = PHONE_PREFIXES.map((prefix) => ({ value: prefix, label: prefix || 'bez předvolby' }));

/** Personal details, shared by the registration and the account page. */
export function DetailsFields({
  form,
  result,
  initial,
}: {
  form: string;
  result: FormResult | undefined;
  initial?: Partial<Record<keyof typeof DETAIL_LABELS, string>>;
}) {
  const value = (name: keyof typeof DETAIL_LABELS) => result?.values?.[name] ?? initial?.[name] ?? '';
  const errors = result?.errors ?? {};
  return (
    <>
      <div className={styles.pair}>
        <TextField
          form={form}
          name="firstname"
          label={DETAIL_LABELS.firstname}
          autoComplete="given-name"
          required
          defaultValue={value('firstname')}
          errors={errors.firstname}
        />
        <TextField
          form={form}
          name="lastname"
          label={DETAIL_LABELS.lastname}
          autoComplete="family-name"
          required
          defaultValue={value('lastname')}
          errors={errors.lastname}
        />
      </div>
      <TextField
        form={form}
        name="email"
        label={DETAIL_LABELS.email}
        type="email"
        autoComplete="email"
        required
        defaultValue={value('email')}
        errors={errors.email}
      />
      <div className={styles.phone}>
        <SelectField
          form={form}
          name="phone_prefix"
          label={DETAIL_LABELS.phone_prefix}
          options={prefixOptions}
          autoComplete="tel-country-code"
          defaultValue={result?.values?.phone_prefix ?? initial?.phone_prefix ?? '+420'}
          errors={errors.phone_prefix}
        />
        <TextField
          form={form}
          name="phone"
          label={`${DETAIL_LABELS.phone} (nepovinné)`}
          // `tel-national` belongs to a text input (HTML's autofill table); the keypad comes from inputMode.
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          // Stored as digits; shown in threes, as people write it.
          defaultValue={result?.values?.phone ?? groupDigits(initial?.phone ?? '')}
          errors={errors.phone}
        />
      </div>
      <fieldset className={styles.address}>
        <legend>Adresa (nepovinné)</legend>
        <TextField
          form={form}
          name="street"
          label={DETAIL_LABELS.street}
          // One line: `street-address` is for a multi-line field (a textarea), never an <input>.
          autoComplete="address-line1"
          defaultValue={value('street')}
          errors={errors.street}
        />
        <div className={styles.pair}>
          <TextField
            form={form}
            name="city"
            label={DETAIL_LABELS.city}
            autoComplete="address-level2"
            defaultValue={value('city')}
            errors={errors.city}
          />
          <TextField
            form={form}
            name="zip"
            label={DETAIL_LABELS.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            defaultValue={value('zip')}
            errors={errors.zip}
          />
        </div>
      </fieldset>
    </>
  );
}
