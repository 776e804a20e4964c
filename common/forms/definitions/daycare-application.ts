import type { FormDefinition } from '../types.ts';
import { declaration } from './parts.ts';

export const daycareApplication: FormDefinition = {
  key: 'daycare-application',
  title: 'Přihláška dítěte do dětské skupiny Sluníčko',
  intro:
    'Přihláška do městské dětské skupiny Sluníčko pro děti od jednoho roku do zahájení povinné školní docházky. Přijmout můžeme dítě, jehož rodiče pracují, podnikají, studují nebo si práci hledají.',
  department: 'socialni-odbor',
  situation: 'prihlaska-do-detske-skupiny',
  online: 'prihlaska-do-detske-skupiny',
  pending: 'daycare-application',
  sections: [
    {
      title: 'Dítě',
      fields: [
        { name: 'child', type: 'person', label: 'Dítě', required: true },
        {
          name: 'child_address',
          type: 'address',
          label: 'Adresa trvalého pobytu dítěte',
          required: true,
          prefill: 'address',
        },
        {
          name: 'health_insurance',
          type: 'select',
          label: 'Zdravotní pojišťovna dítěte',
          required: true,
          options: [
            { value: '111', label: '111 – Všeobecná zdravotní pojišťovna' },
            { value: '201', label: '201 – Vojenská zdravotní pojišťovna' },
            { value: '205', label: '205 – Česká průmyslová zdravotní pojišťovna' },
            { value: '207', label: '207 – Oborová zdravotní pojišťovna' },
            { value: '209', label: '209 – Zaměstnanecká pojišťovna Škoda' },
            { value: '211', label: '211 – Zdravotní pojišťovna ministerstva vnitra' },
            { value: '213', label: '213 – RBP, zdravotní pojišťovna' },
          ],
        },
      ],
    },
    {
      title: 'Zákonní zástupci',
      fields: [
        {
          name: 'parent_name',
          type: 'text',
          label: 'Jméno a příjmení zákonného zástupce',
          required: true,
          maxLength: 100,
          prefill: 'name',
          autoComplete: 'name',
        },
        { name: 'parent_email', type: 'email', label: 'E-mail', required: true, prefill: 'email' },
        { name: 'parent_phone', type: 'phone', label: 'Telefon', required: true, prefill: 'phone' },
        {
          name: 'parent_occupation',
          type: 'select',
          label: 'Pracovní uplatnění',
          required: true,
          options: [
            { value: 'employed', label: 'Zaměstnání' },
            { value: 'self_employed', label: 'Podnikání (OSVČ)' },
            { value: 'study', label: 'Studium nebo rekvalifikace' },
            { value: 'job_seeker', label: 'Evidence na úřadu práce' },
          ],
        },
        {
          name: 'second_parent',
          type: 'checkbox',
          label: 'Uvést druhého zákonného zástupce',
        },
        {
          name: 'second_parent_name',
          type: 'text',
          label: 'Jméno a příjmení druhého zákonného zástupce',
          required: true,
          maxLength: 100,
          when: { field: 'second_parent', equals: 'on' },
        },
        {
          name: 'second_parent_phone',
          type: 'phone',
          label: 'Telefon druhého zákonného zástupce',
          when: { field: 'second_parent', equals: 'on' },
        },
        {
          name: 'second_parent_occupation',
          type: 'select',
          label: 'Pracovní uplatnění druhého zákonného zástupce',
          required: true,
          when: { field: 'second_parent', equals: 'on' },
          options: [
            { value: 'employed', label: 'Zaměstnání' },
            { value: 'self_employed', label: 'Podnikání (OSVČ)' },
            { value: 'study', label: 'Studium nebo rekvalifikace' },
            { value: 'job_seeker', label: 'Evidence na úřadu práce' },
          ],
        },
      ],
    },
    {
      title: 'Docházka',
      intro: 'Dětská skupina je otevřena ve všední dny od 6:30 do 16:30. Zaškrtněte dny, kdy bude dítě docházet.',
      fields: [
        {
          name: 'start_date',
          type: 'date',
          label: 'Požadovaný den nástupu',
          required: true,
          range: 'future',
        },
        { name: 'day_monday', type: 'checkbox', label: 'Pondělí' },
        { name: 'day_tuesday', type: 'checkbox', label: 'Úterý' },
        { name: 'day_wednesday', type: 'checkbox', label: 'Středa' },
        { name: 'day_thursday', type: 'checkbox', label: 'Čtvrtek' },
        { name: 'day_friday', type: 'checkbox', label: 'Pátek' },
        {
          name: 'attendance_length',
          type: 'radio',
          label: 'Délka docházky',
          required: true,
          options: [
            { value: 'full_day', label: 'Celý den' },
            { value: 'half_day', label: 'Dopoledne s obědem (do 12:30)' },
          ],
        },
      ],
    },
    {
      title: 'Zdraví, přílohy a prohlášení',
      fields: [
        {
          name: 'health_notes',
          type: 'textarea',
          label: 'Zdravotní omezení, alergie a léky',
          hint: 'Např. alergie na ořechy, dieta bez lepku. Pokud nic takového není, nechte prázdné.',
          maxLength: 1000,
        },
        {
          name: 'vaccination_certificate',
          type: 'file',
          label: 'Potvrzení o očkování',
          hint: 'Potvrzení dětského lékaře, že je dítě řádně očkováno, má doklad o imunitě nebo se očkovat nemůže.',
          required: true,
        },
        {
          name: 'occupation_proof',
          type: 'file',
          label: 'Doklady o pracovním uplatnění rodičů',
          hint: 'Např. potvrzení zaměstnavatele, školy nebo úřadu práce, u podnikatelů výpis z živnostenského rejstříku.',
          required: true,
          multiple: true,
        },
        declaration(),
      ],
    },
  ],
};
