import type { FormDefinition } from '../types.ts';
import { address, applicantType, contact, declaration, ico, nameOrCompany } from './parts.ts';

export const constructionClosureException: FormDefinition = {
  key: 'construction-closure-exception',
  title: 'Žádost o výjimku ze zákazu hlučných stavebních prací',
  intro:
    'Obecně závazná vyhláška zakazuje hlučné stavební práce o nedělích, státních svátcích a v době nočního klidu. Pokud práce nelze provést jindy, například kvůli nepřetržité betonáži, požádejte o výjimku s dostatečným předstihem.',
  department: 'odbor-vystavby',
  situation: 'vyjimka-ze-zakazu-hlucnych-praci',
  pending: 'construction-closure-exception',
  sections: [
    {
      title: 'Žadatel',
      fields: [
        applicantType(),
        nameOrCompany(),
        ico({ field: 'applicant_type', equals: 'company' }),
        address('Adresa trvalého pobytu nebo sídlo'),
        ...contact(),
      ],
    },
    {
      title: 'Stavební práce',
      fields: [
        {
          name: 'location',
          type: 'text',
          label: 'Místo provádění prací',
          hint: 'Ulice a číslo popisné nebo název stavby, např. Bytový dům Nádražní',
          required: true,
          maxLength: 200,
        },
        { name: 'parcel', type: 'parcel', label: 'Pozemek', hint: 'Např. 1234/5' },
        {
          name: 'works_description',
          type: 'textarea',
          label: 'Popis prací a strojů',
          hint: 'Např. betonáž stropní desky, autočerpadlo betonu a ponorné vibrátory.',
          required: true,
          minLength: 10,
          maxLength: 2000,
        },
        {
          name: 'reason',
          type: 'textarea',
          label: 'Důvod výjimky',
          hint: 'Proč práce nelze provést v jinou dobu, např. technologie vyžaduje nepřetržitou betonáž nebo výluka trati.',
          required: true,
          minLength: 20,
          maxLength: 2000,
        },
      ],
    },
    {
      title: 'Termín',
      fields: [
        {
          name: 'exception_for',
          type: 'select',
          label: 'Výjimku žádám pro',
          required: true,
          options: [
            { value: 'sunday', label: 'Neděli' },
            { value: 'holiday', label: 'Státní svátek' },
            { value: 'night', label: 'Noční klid (22:00–6:00)' },
            { value: 'combined', label: 'Více z uvedeného' },
          ],
        },
        { name: 'date_from', type: 'date', label: 'Datum zahájení', required: true, range: 'future' },
        {
          name: 'time_from',
          type: 'text',
          label: 'Čas zahájení',
          hint: 'Např. 22:00',
          required: true,
          maxLength: 5,
        },
        { name: 'date_to', type: 'date', label: 'Datum ukončení', required: true, range: 'future' },
        {
          name: 'time_to',
          type: 'text',
          label: 'Čas ukončení',
          hint: 'Např. 6:00',
          required: true,
          maxLength: 5,
        },
      ],
    },
    {
      title: 'Opatření proti hluku a prohlášení',
      fields: [
        {
          name: 'noise_measures',
          type: 'textarea',
          label: 'Opatření proti hluku',
          hint: 'Např. protihlukové stěny, tišší technika, omezení nejhlučnějších prací, informování sousedů.',
          required: true,
          minLength: 10,
          maxLength: 2000,
        },
        {
          name: 'responsible_person',
          type: 'text',
          label: 'Odpovědná osoba na stavbě',
          required: true,
          maxLength: 100,
        },
        {
          name: 'responsible_phone',
          type: 'phone',
          label: 'Telefon na odpovědnou osobu',
          hint: 'Musí být dostupný po celou dobu prací.',
          required: true,
        },
        {
          name: 'attachments',
          type: 'file',
          label: 'Přílohy',
          hint: 'Např. harmonogram prací nebo rozhodnutí o uzavírce.',
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
