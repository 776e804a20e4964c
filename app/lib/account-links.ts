/** The resident's account sections (spec §2 account pages), in the widget and the account menu. */
export const ACCOUNT_LINKS = [
  { to: '/ucet', text: 'Osobní údaje' },
  { to: '/ucet/moje-zavazky', text: 'Moje závazky' },
  { to: '/ucet/moje-pripady', text: 'Moje případy' },
  { to: '/ucet/moje-zavady', text: 'Moje hlášení závad' },
  { to: '/ucet/moje-rezervace', text: 'Moje rezervace' },
  { to: '/ucet/moje-odpady', text: 'Moje odpady' },
  { to: '/ucet/moje-objednavky', text: 'Moje objednávky' },
  { to: '/ucet/odber', text: 'Odběr novinek' },
] as const;
