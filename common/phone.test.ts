import { describe, expect, it } from 'vitest';
import { formatPhone, readPhone, toE164 } from './phone.ts';

describe('phone numbers', () => {
  it('become E.164 with the spec’s prefixes, however they are typed', () => {
    expect(toE164('777 123 456', '+420')).toBe('+420777123456');
    expect(toE164('777-123-456')).toBe('+420777123456');
    expect(toE164('+420 777 123 456', '+421')).toBe('+420777123456');
    expect(toE164('00421 905 123 456')).toBe('+421905123456');
    expect(toE164('0905 123 456', '+421')).toBe('+421905123456');
    expect(toE164('(0171) 234 5678', '+49')).toBe('+491712345678');
    expect(toE164('+386 41 123 456')).toBe('+38641123456');
    expect(toE164('')).toBe('');
  });

  it('refuse what cannot be a number of those countries', () => {
    expect(toE164('777 123')).toBeNull();
    expect(toE164('777 123 4567')).toBeNull();
    expect(toE164('+1 202 555 0100')).toBeNull();
    expect(toE164('777 abc')).toBeNull();
    expect(readPhone('12345', '+49')).toBeNull();
  });

  it('read back in threes', () => {
    expect(formatPhone('+420777123456')).toBe('+420 777 123 456');
    expect(formatPhone('+421', '905123456')).toBe('+421 905 123 456');
    expect(formatPhone('')).toBe('');
  });
});
