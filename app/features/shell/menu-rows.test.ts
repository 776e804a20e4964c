import { describe, expect, it } from 'vitest';
import { bottomMenuOf, menuRows, movedRows, moveOf, topMenuOf } from './menu-forms.ts';
import { type MenuRow, moveRow, placeOf, rowsOf, treeOf } from './menu-rows.ts';

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

  it('turns rows into the two-level tree and back', () => {
    const tree = treeOf(rows);
    expect(tree).toEqual([
      {
        text: 'a',
        link: '/a',
        under: [
          { text: 'a1', link: '/a1' },
          { text: 'a2', link: '/a2' },
        ],
      },
      { text: 'b', link: '/b', under: [] },
      { text: 'c', link: '/c', under: [{ text: 'c1', link: '/c1' }] },
    ]);
    expect(rowsOf(tree)).toEqual(rows);
  });

  it('reads the rows of a form as it stands, blank ones and holes too, refusing nothing', () => {
    expect(menuRows('topmenu', [{ text: 'a', link: '/a', submenu: [{ text: '' }] }, undefined, { link: 7 }])).toEqual([
      { text: 'a', link: '/a', level: 0 },
      { text: '', link: '', level: 1 },
      { text: '', link: '', level: 0 },
      { text: '', link: '', level: 0 },
    ]);
    expect(menuRows('bottommenu', [{ title: 'Úřad', links: [{ text: 'Portál', link: '/p' }] }])).toEqual([
      { text: 'Úřad', link: '', level: 0 },
      { text: 'Portál', link: '/p', level: 1 },
    ]);
    expect(menuRows('topmenu', 'nic')).toEqual([]);
  });

  it('says where a moved row went, or why it cannot go, and reads a move button', () => {
    expect(movedRows('topmenu', rows, 3, 'up')).toMatchObject({
      at: 0,
      said: '„b“: 1. hlavní položka. Menu uložíte tlačítkem Uložit.',
    });
    expect(movedRows('bottommenu', rows, 2, 'up').said).toBe(
      '„a2“: 1. odkaz ve sloupci „a“. Menu uložíte tlačítkem Uložit.',
    );
    // In and out make the row anew, at its new level: it is still found where it went.
    expect(movedRows('topmenu', rows, 3, 'in')).toMatchObject({
      at: 3,
      said: '„b“: 3. položka pod „a“. Menu uložíte tlačítkem Uložit.',
    });
    const out = movedRows('topmenu', rows, 1, 'out');
    expect(out).toMatchObject({ at: 2, said: '„a1“: 2. hlavní položka. Menu uložíte tlačítkem Uložit.' });
    expect(treeOf(out.rows).map((item) => item.text)).toEqual(['a', 'a1', 'b', 'c']);
    const stuck = movedRows('topmenu', rows, 0, 'up');
    expect(stuck.rows).toBe(rows);
    expect(stuck.said).toBe('„a“ výš být nemůže.');
    expect(moveOf('3:in')).toEqual({ row: 3, move: 'in' });
    expect(moveOf('3:sideways')).toBeNull();
    expect(moveOf(null)).toBeNull();
  });

  it('makes the top menu without empty submenus, and footer columns that keep their logos and mark links that leave the site', () => {
    expect(topMenuOf([{ text: 'a', link: '/a', submenu: [] }])).toEqual([{ text: 'a', link: '/a' }]);
    const images = [{ url: '/logo.svg', title: 'Kraj' }];
    const value = bottomMenuOf(
      [{ title: 'Úřad', links: [{ text: 'Portál', link: 'https://portal.gov.cz/' }] }],
      [{ title: 'Dřív', links: [], images }],
    );
    expect(value).toEqual([
      { title: 'Úřad', links: [{ text: 'Portál', link: 'https://portal.gov.cz/', leave: true }], images },
    ]);
  });
});
