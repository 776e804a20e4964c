import { describe, expect, it } from 'vitest';
import { bottomMenuOf, type MenuRow, moveRow, placeOf, readRows, topMenuOf, topMenuRows } from './menu-rows.ts';

const main = (text: string): MenuRow => ({ text, link: `/${text}`, level: 0 });
const sub = (text: string): MenuRow => ({ text, link: `/${text}`, level: 1 });
const texts = (rows: MenuRow[]) => rows.map((r) => (r.level ? `  ${r.text}` : r.text));

describe('menu rows', () => {
  const rows = [main('a'), sub('a1'), sub('a2'), main('b'), main('c'), sub('c1')];

  it('moves a main item with everything under it past its neighbour', () => {
    expect(texts(moveRow(rows, 3, 'up'))).toEqual(['b', 'a', '  a1', '  a2', 'c', '  c1']);
    expect(texts(moveRow(rows, 0, 'down'))).toEqual(['b', 'a', '  a1', '  a2', 'c', '  c1']);
    expect(texts(moveRow(rows, 3, 'down'))).toEqual(['a', '  a1', '  a2', 'c', '  c1', 'b']);
  });

  it('moves an item under a main one only within it, and nothing at an end', () => {
    expect(texts(moveRow(rows, 2, 'up'))).toEqual(['a', '  a2', '  a1', 'b', 'c', '  c1']);
    expect(moveRow(rows, 1, 'up')).toBe(rows);
    expect(moveRow(rows, 2, 'down')).toBe(rows);
    expect(moveRow(rows, 0, 'up')).toBe(rows);
    expect(moveRow(rows, 4, 'down')).toBe(rows);
  });

  it('moves a row in under the main row before it, and out after its parent, its siblings staying', () => {
    expect(texts(moveRow(rows, 3, 'in'))).toEqual(['a', '  a1', '  a2', '  b', 'c', '  c1']);
    expect(texts(moveRow(rows, 1, 'out'))).toEqual(['a', '  a2', 'a1', 'b', 'c', '  c1']);
    expect(texts(moveRow(rows, 2, 'out'))).toEqual(['a', '  a1', 'a2', 'b', 'c', '  c1']);
    expect(texts(moveRow(rows, 5, 'out'))).toEqual(['a', '  a1', '  a2', 'b', 'c', 'c1']);
    // The first row has nothing to go under, a main row with rows under it would make a third level.
    expect(moveRow(rows, 0, 'in')).toBe(rows);
    expect(moveRow(rows, 4, 'in')).toBe(rows);
    expect(moveRow(rows, 3, 'out')).toBe(rows);
    expect(moveRow(rows, 1, 'in')).toBe(rows);
  });

  it('says where a row stands, for a screen reader', () => {
    expect(placeOf(rows, 3)).toBe('2. hlavní položka');
    expect(placeOf(rows, 2)).toBe('2. položka pod „a“');
  });

  it('turns rows into the two-level tree and back, with each row’s path for its errors', () => {
    const { value, paths } = topMenuOf(rows);
    expect(value).toEqual([
      {
        text: 'a',
        link: '/a',
        submenu: [
          { text: 'a1', link: '/a1' },
          { text: 'a2', link: '/a2' },
        ],
      },
      { text: 'b', link: '/b' },
      { text: 'c', link: '/c', submenu: [{ text: 'c1', link: '/c1' }] },
    ]);
    expect(paths).toEqual([
      'value.0',
      'value.0.submenu.0',
      'value.0.submenu.1',
      'value.1',
      'value.2',
      'value.2.submenu.0',
    ]);
    expect(topMenuRows(value)).toEqual(rows);
  });

  it('makes footer columns that keep their logos, and marks links that leave the site', () => {
    const images = [{ url: '/logo.svg', title: 'Kraj' }];
    const { value } = bottomMenuOf(
      [main('Úřad'), { text: 'Portál', link: 'https://portal.gov.cz/', level: 1 }],
      [{ title: 'Dřív', links: [], images }],
    );
    expect(value).toEqual([
      { title: 'Úřad', links: [{ text: 'Portál', link: 'https://portal.gov.cz/', leave: true }], images },
    ]);
  });

  it('reads a form without the removed and the blank rows', () => {
    const form = new FormData();
    for (const [i, [text, link, level]] of [
      ['Úřad', '/urad', '0'],
      ['Pryč', '/pryc', '1'],
      ['', '', '1'],
      ['Kontakty', '/contacts', '1'],
    ].entries()) {
      form.set(`top.${i}.text`, text!);
      form.set(`top.${i}.link`, link!);
      form.set(`top.${i}.level`, level!);
    }
    form.set('top.1.remove', 'on');
    expect(readRows(form, 'top')).toEqual({
      rows: [
        { text: 'Úřad', link: '/urad', level: 0 },
        { text: 'Kontakty', link: '/contacts', level: 1 },
      ],
      indexes: [0, 3],
    });
  });
});
