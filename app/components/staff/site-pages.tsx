/**
 * The site's pages to pick from in a link field (`list` = `id`): the browser offers them as the
 * editor types, by address and title, with or without JavaScript (LocalGov Drupal and vismo offer a
 * page picker where a typed address could lead nowhere).
 */
export function SitePages({ id, pages }: { id: string; pages: { path: string; title: string }[] }) {
  return (
    <datalist id={id}>
      {pages.map((page) => (
        <option key={page.path} value={page.path}>
          {page.title}
        </option>
      ))}
    </datalist>
  );
}

export const SITE_PAGES_HINT = 'Začněte psát název nebo adresu a vyberte stránku z nabídky; jiný web začíná https://.';
