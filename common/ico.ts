/** IČO, the Czech company number: eight digits, the last one a mod-11 check digit. */
export function isIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const sum = [...value.slice(0, 7)].reduce((s, d, i) => s + Number(d) * (8 - i), 0);
  return (11 - (sum % 11)) % 10 === Number(value[7]);
}
