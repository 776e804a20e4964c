import { describe, expect, it } from 'vitest';
import { tagsTheEditorDrops } from './lossless.ts';

describe('what the rich-text editor would lose', () => {
  it('names the tags the editor cannot show, not the ones it only writes differently', () => {
    expect(
      tagsTheEditorDrops('<p><b>Tučně</b> a <i>kurzívou</i></p>', '<p><strong>Tučně</strong> a <em>kurzívou</em></p>'),
    ).toEqual([]);
    expect(
      tagsTheEditorDrops(
        '<table><tbody><tr><td>1</td></tr></tbody></table>',
        '<table><tbody><tr><td><p>1</p></td></tr></tbody></table>',
      ),
    ).toEqual([]);
    expect(
      tagsTheEditorDrops('<h4>Přílohy</h4><p><abbr title="Městský úřad">MěÚ</abbr></p>', '<p>Přílohy</p><p>MěÚ</p>'),
    ).toEqual(['h4', 'abbr']);
  });
});
