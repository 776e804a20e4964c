/** The events the security log keeps (server/lib/security-log.ts), as codes and in words. */
export const SECURITY_ACTIONS = [
  'auth.sign-in',
  'auth.sign-out',
  'auth.locked-out',
  'auth.second-factor',
  'auth.recovery-code',
  'account.roles',
  'account.locked',
  'account.unlocked',
  'account.erased',
  'account.exported',
  'settings.changed',
  'import.started',
] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

export const SECURITY_RESULTS = ['success', 'failure'] as const;
export type SecurityResult = (typeof SECURITY_RESULTS)[number];

export const isSecurityAction = (action: string): action is SecurityAction =>
  SECURITY_ACTIONS.some((known) => known === action);

/** How the office and the town's log collector read an event and its result. */
export const SECURITY_WORDS: Record<SecurityAction, Record<SecurityResult, string>> = {
  'auth.sign-in': { success: 'Přihlášení', failure: 'Přihlášení odmítnuto' },
  'auth.sign-out': { success: 'Odhlášení', failure: 'Odhlášení odmítnuto' },
  'auth.locked-out': { success: 'Přihlašování zablokováno', failure: 'Přihlašování zablokováno' },
  'auth.second-factor': { success: 'Druhé ověření', failure: 'Druhé ověření odmítnuto' },
  'auth.recovery-code': { success: 'Použit záložní kód', failure: 'Záložní kód odmítnut' },
  'account.roles': { success: 'Změna rolí a oprávnění', failure: 'Změna rolí odmítnuta' },
  'account.locked': { success: 'Účet zablokován', failure: 'Zablokování účtu odmítnuto' },
  'account.unlocked': { success: 'Účet odblokován', failure: 'Odblokování účtu odmítnuto' },
  'account.erased': { success: 'Účet smazán', failure: 'Smazání účtu odmítnuto' },
  'account.exported': { success: 'Export osobních údajů', failure: 'Export osobních údajů odmítnut' },
  'settings.changed': { success: 'Změna nastavení', failure: 'Změna nastavení odmítnuta' },
  'import.started': { success: 'Import spuštěn', failure: 'Import odmítnut' },
};

/** The facts an entry keeps (its `detail`), in words: how one signed in, why it was refused. */
const DETAIL_WORDS: Record<string, Record<string, string>> = {
  method: {
    password: 'heslem',
    nia: 'přes Identitu občana',
    totp: 'kódem z ověřovací aplikace',
    'recovery-code': 'záložním kódem',
  },
  by: { owner: 'smazal sám vlastník' },
  required: { true: 'kontrola před zveřejněním zapnuta', false: 'kontrola před zveřejněním vypnuta' },
  reason: {
    'wrong-password': 'chybné heslo',
    'unknown-account': 'e-mail bez účtu',
    'no-password': 'účet bez hesla',
    unconfirmed: 'e-mail nepotvrzen',
    'account-locked': 'účet je zablokován',
    'too-many-attempts': 'příliš mnoho pokusů',
    'wrong-code': 'chybný kód',
    invalid: 'neplatná odpověď NIA',
    unknown: 'neznámá odpověď NIA',
    level: 'nedostatečná úroveň ověření',
    cancelled: 'zrušeno v NIA',
  },
};

export function securityDetails(detail: Record<string, string | number | boolean>): string[] {
  return Object.entries(detail).map(([name, value]) => {
    const words = DETAIL_WORDS[name]?.[String(value)];
    if (words) return words;
    if (name === 'before') return `dříve: ${value || '–'}`;
    if (name === 'after') return `nově: ${value || '–'}`;
    if (name === 'level') return `úroveň ${value}`;
    return `${name}: ${value}`;
  });
}
