import type { MetaDescriptor } from 'react-router';

/** Title, description and their Open Graph twins, for every page (issue 4 §7). */
export function siteMeta(
  title: string,
  description: string,
  type: 'website' | 'article' = 'website',
): MetaDescriptor[] {
  const fullTitle = title.startsWith('Město Vzorov') ? title : `${title} | Město Vzorov`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
  ];
}
