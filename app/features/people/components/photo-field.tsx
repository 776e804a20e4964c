import { SelectField } from '../../../components/ui/form-fields.tsx';

/** The portrait: the one the person has, an image from the library, or none. */
export function PhotoField({
  current,
  images,
  ...field
}: {
  form: string;
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  current: string | null;
  images: { url: string; alt: string; filename: string }[];
}) {
  const library = images.filter((image) => image.url !== current);
  return (
    <SelectField
      {...field}
      hint="Obrázek z knihovny obrázků; nejlépe vypadá čtvercový portrét. Na webu stojí vedle jména, popis se u něj neukazuje."
      options={[
        { value: '', label: 'Bez fotky' },
        ...(current ? [{ value: current, label: 'Současná fotka' }] : []),
        ...library.map((image) => ({ value: image.url, label: `${image.alt} (${image.filename})` })),
      ]}
    />
  );
}
