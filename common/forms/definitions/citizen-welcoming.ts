import type { FormDefinition } from '../types.ts';
import { contact, personName } from './parts.ts';

export const citizenWelcoming: FormDefinition = {
  key: 'citizen-welcoming',
  title: 'Souhlas s účastí dítěte na vítání občánků',
  intro:
    'Město několikrát do roka slavnostně vítá nové občánky s trvalým pobytem ve Vzorově. Pozvánku pošleme na základě souhlasu zákonného zástupce.',
  department: 'odbor-vnitrnich-veci',
  situation: 'vitani-obcanu',
  online: 'vitani-obcanu',
  sections: [
    {
      title: 'Dítě',
      fields: [
        {
          name: 'child',
          type: 'person',
          label: 'Dítě',
          hint: 'Jméno a datum narození dítěte.',
          required: true,
        },
        {
          name: 'child_address',
          type: 'address',
          label: 'Adresa trvalého pobytu dítěte',
          required: true,
          prefill: 'address',
        },
      ],
    },
    {
      title: 'Zákonní zástupci',
      fields: [
        ...personName(),
        ...contact('optional'),
        {
          name: 'second_parent_name',
          type: 'text',
          label: 'Jméno a příjmení druhého zákonného zástupce',
          hint: 'Nepovinné; uvedeme ho na pozvánce.',
          maxLength: 100,
        },
        {
          name: 'invitation_delivery',
          type: 'radio',
          label: 'Pozvánku chci dostat',
          required: true,
          options: [
            { value: 'email', label: 'E-mailem' },
            { value: 'post', label: 'Poštou na adresu dítěte' },
          ],
        },
      ],
    },
    {
      title: 'Souhlasy',
      intro:
        'Souhlasy jsou dobrovolné a můžete je kdykoli odvolat na odboru vnitřních věcí. Bez souhlasu se zpracováním osobních údajů vás ale nemůžeme pozvat.',
      fields: [
        {
          name: 'consent_participation',
          type: 'checkbox',
          label: 'Souhlasím s účastí dítěte na slavnostním vítání občánků.',
          required: true,
        },
        {
          name: 'consent_processing',
          type: 'checkbox',
          label:
            'Souhlasím se zpracováním osobních údajů dítěte a zákonných zástupců pro přípravu vítání občánků a zápis do pamětní knihy.',
          required: true,
        },
        {
          name: 'consent_photo',
          type: 'checkbox',
          label: 'Souhlasím s fotografováním a natáčením dítěte během obřadu.',
        },
        {
          name: 'consent_publication',
          type: 'checkbox',
          label:
            'Souhlasím se zveřejněním jména dítěte a fotografií z obřadu ve Vzorovském zpravodaji a na webu města.',
        },
        {
          name: 'declaration',
          type: 'checkbox',
          label: 'Prohlašuji, že jsem zákonným zástupcem dítěte a že uvedené údaje jsou pravdivé.',
          required: true,
        },
      ],
    },
  ],
};
