import { SelectField } from '../../../components/ui/form-fields.tsx';

/** The portrait: the one the person has, an image from the library, or none. */
export function PhotoField({
  form,
  current,
  images,
  value,
  errors,
}: {
  form: string;
  current: string | null;
  images: { url: string; alt: string; filename: string }[];
  value: string;
  errors?: string[];
}) {
  const library = images.filter((image) => image.url !== current);
  return (
    <SelectField
      form={form}
      name="photo_url"
      label="Fotka"
      hint="Obrázek z knihovny obrázků; nejlépe vypadá čtvercový portrét. Na webu stojí vedle jména, popis se u něj neukazuje."
      defaultValue={value}
      errors={errors}
      options={[
        { value: '', label: 'Bez fotky' },
        ...(current ? [{ value: current, label: 'Současná fotka' }] : []),
        ...library.map((image) => ({ value: image.url, label: `${image.alt} (${image.filename})` })),
      ]}
    />
  );
}
