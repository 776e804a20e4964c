/** What the booking says when it cannot be done; the API answers with these, the pages show them. */
export const reservationMessages = {
  full: 'Tento termín se mezitím zaplnil. Vyberte si prosím jiný.',
  notBookable:
    'Tento termín nelze rezervovat: je v minulosti, příliš brzy, příliš daleko dopředu nebo mimo úřední hodiny.',
  twice: 'Tento termín už máte rezervovaný.',
  limit: (n: number) =>
    `U této služby můžete mít nejvýše ${n} ${n === 1 ? 'nadcházející rezervaci' : n < 5 ? 'nadcházející rezervace' : 'nadcházejících rezervací'}. Nejdřív některou zrušte, nebo počkejte, až proběhne.`,
  tooLate: (hours: number) =>
    `Rezervaci lze zrušit nejpozději ${hours} hodin před začátkem. Pokud nemůžete přijít, zavolejte nám prosím.`,
  alreadyCancelled: 'Tato rezervace už je zrušená.',
  badLink: 'Odkaz je neplatný nebo už vypršel.',
} as const;

/** How long a booking made without an account holds its slot while the e-mail is being confirmed. */
export const PENDING_HOLD_MINUTES = 30;
