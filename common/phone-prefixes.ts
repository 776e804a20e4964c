/** Spec §3: the phone prefixes offered, the empty one included. */
export const PHONE_PREFIXES = [
  '+420',
  '+421',
  '+49',
  '+44',
  '+36',
  '+43',
  '+48',
  '+33',
  '+40',
  '+386',
  '+385',
  '',
] as const;
