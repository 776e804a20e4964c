import { describe, expect, it } from 'vitest';
import { countOf, formOf } from './plural.ts';

const items = { one: 'položka', few: 'položky', other: 'položek' };

describe('Czech counts', () => {
  it('take the form the number asks for', () => {
    expect([0, 1, 2, 4, 5, 11, 21, 22, 25, 100].map((n) => countOf(n, items))).toEqual([
      '0 položek',
      '1 položka',
      '2 položky',
      '4 položky',
      '5 položek',
      '11 položek',
      '21 položek',
      '22 položek',
      '25 položek',
      '100 položek',
    ]);
    expect([1, 2, 5].map((n) => `${formOf(n, { one: 'Vznikne', few: 'Vzniknou', other: 'Vznikne' })} ${n}`)).toEqual([
      'Vznikne 1',
      'Vzniknou 2',
      'Vznikne 5',
    ]);
  });
});
