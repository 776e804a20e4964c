import sharp from 'sharp';
import { variantFile, variantWidths } from '../../../common/images.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { storeImage } from '../../lib/images.ts';
import type { Motif, PhotoAspect } from './demo-photos.ts';

export interface DemoPhotoSpec {
  name: string;
  motif: Motif;
  aspect: PhotoAspect;
}

const SIZES: Record<PhotoAspect, [number, number]> = {
  wide: [1600, 900],
  landscape: [1600, 1067],
  portrait: [1067, 1600],
};

// Scenes are composed in a 1600×1067 viewBox and cropped ("slice") to the other aspects, so what
// matters stays in the middle: a portrait shows x 444–1156, a wide photo y 83–983.
const W = 1600;
const H = 1067;
const GROUND = 720;

/** A deterministic random source (FNV-1a hash of the name seeding mulberry32) with small helpers. */
class Dice {
  private state: number;
  constructor(seed: string) {
    let h = 2166136261;
    for (const ch of seed) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
    this.state = h >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  num(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 10) / 10;
  }
  int(min: number, max: number): number {
    return Math.floor(min + this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  hsl(hue: [number, number], sat: [number, number], light: [number, number]): string {
    return `hsl(${this.int(...hue) % 360},${this.int(...sat)}%,${this.int(...light)}%)`;
  }
}

type Sky = 'day' | 'morning' | 'evening' | 'overcast' | 'night';
const SKIES: Record<Sky, [string, string]> = {
  day: ['#3d8bd6', '#c4e4f8'],
  morning: ['#86bfea', '#fbe3bd'],
  evening: ['#4a3f7c', '#f4a261'],
  overcast: ['#8f9ca8', '#dfe4e8'],
  night: ['#0b1228', '#2b3461'],
};

function sky(d: Dice, options: readonly Sky[]): string {
  const kind = d.pick(options);
  const [top, bottom] = SKIES[kind];
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (kind === 'night') {
    for (let i = d.int(40, 90); i > 0; i--)
      out += `<circle cx="${d.num(0, W)}" cy="${d.num(0, 500)}" r="${d.num(1, 3)}" fill="#fff" opacity="${d.num(0.4, 1)}"/>`;
  } else if (kind !== 'overcast') {
    const color = kind === 'evening' ? '#ffd08a' : '#fff6c8';
    out += `<circle cx="${d.num(200, 1400)}" cy="${d.num(110, kind === 'evening' ? 520 : 260)}" r="${d.num(50, 80)}" fill="${color}" opacity=".95"/>`;
  }
  if (kind !== 'night')
    for (let i = d.int(1, 4); i > 0; i--) out += cloud(d.num(0, W), d.num(70, 360), d.num(0.6, 1.4));
  return out;
}

const cloud = (x: number, y: number, s: number) =>
  `<g fill="#fff" opacity=".85" transform="translate(${x} ${y}) scale(${s})"><ellipse rx="90" ry="30"/><ellipse cx="-40" cy="-18" rx="45" ry="32"/><ellipse cx="30" cy="-28" rx="55" ry="40"/></g>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

const poly = (points: number[], fill: string, extra = '') =>
  `<polygon points="${points.join(' ')}" fill="${fill}"${extra}/>`;

const ground = (fill: string, y = GROUND) => rect(0, y, W, H - y, fill);

/** Rolling hills along `y`, `amp` px high. */
function hills(d: Dice, y: number, amp: number, fill: string): string {
  let p = `M0 ${H} L0 ${y}`;
  for (let x = 0; x < W; x += 400)
    p += ` Q${x + 200} ${y - d.num(0, amp * 2)} ${x + 400} ${y + d.num(-amp / 3, amp / 3)}`;
  return `<path d="${p} L${W} ${H} Z" fill="${fill}"/>`;
}

function tree(d: Dice, x: number, base: number, s: number): string {
  const green = d.hsl([85, 130], [35, 55], [28, 42]);
  let out = rect(x - s * 0.07, base - s * 0.55, s * 0.14, s * 0.55, '#6b4a2e');
  for (let i = 0; i < 4; i++)
    out += `<circle cx="${x + d.num(-0.25, 0.25) * s}" cy="${base - s * d.num(0.7, 1.05)}" r="${s * d.num(0.25, 0.38)}" fill="${green}"/>`;
  return out;
}

function pine(d: Dice, x: number, base: number, s: number, snow: boolean): string {
  const green = d.hsl([130, 160], [30, 50], [18, 30]);
  let out = rect(x - s * 0.05, base - s * 0.2, s * 0.1, s * 0.2, '#5a3d26');
  for (let i = 0; i < 3; i++) {
    const top = base - s * (0.55 + i * 0.25);
    const half = s * (0.34 - i * 0.08);
    out += poly([x, top - s * 0.25, x - half, top + s * 0.15, x + half, top + s * 0.15], green);
    if (snow)
      out += poly([x, top - s * 0.25, x - half * 0.45, top - s * 0.07, x + half * 0.45, top - s * 0.07], '#f4f8fb');
  }
  return out;
}

function house(d: Dice, x: number, base: number, w: number, h: number, wall: string, roof: string): string {
  let out =
    rect(x, base - h, w, h, wall) + poly([x - 12, base - h, x + w / 2, base - h - w * 0.5, x + w + 12, base - h], roof);
  const cols = w > 180 ? 3 : 2;
  for (let row = 0; row < Math.floor((h - 90) / 85); row++) {
    for (let c = 0; c < cols; c++) {
      out += rect(
        x + ((c + 0.5) * w) / cols - 16,
        base - h + 30 + row * 85,
        32,
        48,
        '#d4ebf7',
        ' stroke="#fff" stroke-width="4"',
      );
    }
  }
  if (d.next() < 0.8) out += rect(x + w / 2 - 22, base - 80, 44, 80, '#6d4b35');
  return out;
}

function person(d: Dice, x: number, base: number, s: number, running = false): string {
  const shirt = d.hsl([0, 360], [50, 80], [35, 60]);
  const swing = running ? 0.35 : 0.12;
  const hip = base - s * 0.45;
  const neck = base - s * 0.85;
  const line = (x1: number, y1: number, x2: number, y2: number, c: string) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${c}" stroke-width="${s * 0.09}" stroke-linecap="round"/>`;
  return (
    line(x, hip, x - s * swing, base, '#2d3440') +
    line(x, hip, x + s * swing, base, '#2d3440') +
    line(x, neck, x, hip, shirt) +
    line(x, neck + s * 0.05, x - s * swing, hip, shirt) +
    line(x, neck + s * 0.05, x + s * swing, neck + s * (running ? 0.05 : 0.35), shirt) +
    `<circle cx="${x}" cy="${neck - s * 0.1}" r="${s * 0.1}" fill="#e8b996"/>`
  );
}

const PAVING = ['#cfc3ad', '#c6c0b6', '#d8ccb4'];
const ROOFS = ['#a23b2a', '#7a3b2e', '#5a4a42', '#b5542f', '#3f4a55'];
const pastel = (d: Dice) => d.hsl([0, 360], [45, 70], [68, 82]);

function rowOfHouses(d: Dice, base: number, scale = 1): string {
  let out = '';
  for (let x = d.num(-80, 0); x < W; ) {
    const w = d.num(150, 230) * scale;
    out += house(d, x, base, w, d.num(200, 330) * scale, pastel(d), d.pick(ROOFS));
    x += w + d.num(0, 20);
  }
  return out;
}

const scenes: Record<Motif, (d: Dice) => string> = {
  square: (d) => {
    let out = sky(d, ['day', 'morning', 'evening']) + ground(d.pick(PAVING)) + rowOfHouses(d, GROUND + 10);
    const cx = d.num(700, 900);
    out += `<ellipse cx="${cx}" cy="900" rx="230" ry="50" fill="#9a948a"/><ellipse cx="${cx}" cy="892" rx="205" ry="38" fill="#6fb3d9"/>`;
    out += `${rect(cx - 18, 760, 36, 130, '#9a948a')}<ellipse cx="${cx}" cy="765" rx="90" ry="18" fill="#8c867c"/>`;
    for (const dx of [-1, -0.5, 0.5, 1])
      out += `<path d="M${cx} 740 Q${cx + dx * 70} 660 ${cx + dx * 150} 880" stroke="#bfe6fa" stroke-width="6" fill="none" opacity=".8"/>`;
    for (let i = d.int(2, 5); i > 0; i--)
      out += person(
        d,
        d.pick([d.num(450, 600), d.num(1000, 1150), d.num(100, 1500)]),
        d.num(960, 1040),
        d.num(130, 170),
      );
    return out;
  },
  winter: (d) => {
    let out = sky(d, ['overcast', 'morning', 'day']) + hills(d, 520, 60, '#dfe9f2') + hills(d, 650, 50, '#eef4f9');
    const pines = Array.from({ length: d.int(6, 12) }, () => [d.num(0, W), d.num(640, 1000)] as const).sort(
      (a, b) => a[1] - b[1],
    );
    for (const [x, y] of pines) out += pine(d, x, y, (y - 450) * d.num(0.7, 1), true);
    out += hills(d, 1000, 20, '#f7fafc');
    for (let i = d.int(80, 160); i > 0; i--)
      out += `<circle cx="${d.num(0, W)}" cy="${d.num(0, H)}" r="${d.num(2, 6)}" fill="#fff" opacity=".85"/>`;
    return out;
  },
  nature: (d) => {
    let out = sky(d, ['day', 'morning', 'evening']) + hills(d, 560, 70, '#8fb87a') + hills(d, 680, 60, '#6fa45c');
    out += `<path d="M${d.num(700, 900)} 700 Q${d.num(500, 1100)} 850 ${d.num(600, 1000)} ${H} L${d.num(900, 1200)} ${H} Q${d.num(800, 1000)} 850 ${d.num(720, 920)} 700 Z" fill="#d9c9a0"/>`;
    const trees = Array.from(
      { length: d.int(5, 10) },
      (_, i) => [i < 2 ? d.num(480, 1120) : d.num(0, W), d.num(640, 980)] as const,
    ).sort((a, b) => a[1] - b[1]);
    for (const [x, y] of trees) out += tree(d, x, y, (y - 500) * d.num(0.8, 1.1));
    return out;
  },
  water: (d) => {
    let trees = '';
    for (let i = d.int(6, 12); i > 0; i--)
      trees +=
        d.next() < 0.5 ? tree(d, d.num(0, W), 600, d.num(120, 220)) : pine(d, d.num(0, W), 600, d.num(140, 240), false);
    let out =
      sky(d, ['day', 'morning', 'evening']) + hills(d, 520, 50, '#89a97a') + rect(0, 570, W, 40, '#5f8f4e') + trees;
    out += `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b8fb0"/><stop offset="1" stop-color="#2c5a78"/></linearGradient></defs>${rect(0, 600, W, H - 600, 'url(#water)')}`;
    out += `<g transform="translate(0 1200) scale(1 -1)" opacity=".3">${trees}</g>`;
    for (let i = d.int(12, 24); i > 0; i--)
      out += rect(d.num(0, W), d.num(620, 1040), d.num(40, 160), 3, '#fff', ' opacity=".35"');
    for (const cx of [d.num(380, 560), d.num(1040, 1220)]) {
      for (let i = d.int(10, 18); i > 0; i--) {
        const x = cx + d.num(-120, 120);
        out += `<path d="M${x} ${H} Q${x + d.num(-20, 20)} 950 ${x + d.num(-40, 40)} ${d.num(780, 900)}" stroke="#4d6b2f" stroke-width="5" fill="none"/>`;
      }
    }
    return out;
  },
  townhall: (d) => {
    const wall = d.pick(['#efe2b8', '#f2efe6', '#e9c9b0', '#dfd3a8']);
    let out =
      sky(d, ['day', 'morning', 'evening', 'overcast']) +
      ground(d.pick(PAVING)) +
      tree(d, d.num(150, 400), GROUND + 40, 260) +
      tree(d, d.num(1200, 1450), GROUND + 40, 260);
    out += rect(480, 440, 640, 300, wall) + poly([460, 440, 560, 360, 1040, 360, 1140, 440], d.pick(ROOFS));
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 8; c++)
        if (c !== 3 && c !== 4)
          out += rect(510 + c * 76, 470 + r * 120, 40, 70, '#d4ebf7', ' stroke="#fff" stroke-width="5"');
    out += `<path d="M760 740 L760 650 Q800 600 840 650 L840 740 Z" fill="#6d4b35"/>`;
    out +=
      rect(740, 200, 120, 240, wall) +
      poly([730, 200, 800, 90, 870, 200], d.pick(ROOFS)) +
      rect(798, 40, 4, 55, '#444');
    out += poly([802, 42, 850, 52, 802, 62], d.pick(['#d7141a', '#11457e', '#2a8c3c']));
    out += `<circle cx="800" cy="290" r="42" fill="#fff" stroke="#333" stroke-width="5"/><path d="M800 290 L800 260 M800 290 L${800 + d.num(-25, 25)} ${290 + d.num(5, 20)}" stroke="#333" stroke-width="5" stroke-linecap="round"/>`;
    return out;
  },
  sport: (d) => {
    let out = sky(d, ['day', 'morning']) + hills(d, 640, 30, '#7fae66') + ground('#5d9b4b', 690);
    out += `<ellipse cx="800" cy="900" rx="980" ry="200" fill="#c1543c"/><ellipse cx="800" cy="900" rx="800" ry="120" fill="#5d9b4b"/>`;
    for (const k of [0.25, 0.5, 0.75])
      out += `<ellipse cx="800" cy="900" rx="${800 + 180 * k}" ry="${120 + 80 * k}" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>`;
    const gx = d.num(700, 900);
    for (let i = 1; i < 12; i++)
      out += `<path d="M${gx - 180 + i * 30} 640 L${gx - 180 + i * 30} 760 M${gx - 180} ${640 + i * 10} L${gx + 180} ${640 + i * 10}" stroke="#ddd" stroke-width="2"/>`;
    out += `<path d="M${gx - 180} 800 L${gx - 180} 640 L${gx + 180} 640 L${gx + 180} 800" stroke="#fff" stroke-width="10" fill="none"/>`;
    for (let i = d.int(3, 6); i > 0; i--) out += person(d, d.num(420, 1180), d.num(960, 1060), d.num(130, 180), true);
    return out;
  },
  stage: (d) => {
    let out = sky(d, ['night', 'evening']) + ground('#1d1f26');
    const curtain = d.pick(['#8e1b24', '#1f3f7a', '#5b2171']);
    out +=
      rect(240, 300, 1120, 420, '#111') +
      rect(240, 300, 180, 420, curtain) +
      rect(1180, 300, 180, 420, curtain) +
      rect(200, 700, 1200, 60, '#3b2b20');
    out += rect(220, 260, 1160, 40, '#555');
    for (let i = d.int(3, 6), k = 0; k < i; k++) {
      const x = 300 + ((k + 0.5) * 1000) / i;
      const hue = d.pick(['#fff3b0', '#ffd1f0', '#b8e0ff', '#fff']);
      out += poly(
        [x - 12, 300, x + 12, 300, x + d.num(-150, 150) + 110, 710, x + d.num(-150, 150) - 110, 710],
        hue,
        ' opacity=".22"',
      );
      out += `<circle cx="${x}" cy="290" r="16" fill="${hue}"/>`;
    }
    for (let i = d.int(1, 4); i > 0; i--) out += person(d, d.num(480, 1120), 700, d.num(200, 260));
    for (let row = 0; row < 3; row++) {
      for (let x = d.num(-40, 0); x < W; x += d.num(70, 110)) {
        const y = 880 + row * 70 + d.num(-10, 10);
        out += `<ellipse cx="${x}" cy="${y + 70}" rx="55" ry="60" fill="#07080c"/><circle cx="${x}" cy="${y}" r="30" fill="#07080c"/>`;
      }
    }
    return out;
  },
  market: (d) => {
    let out =
      sky(d, ['day', 'morning', 'overcast']) +
      ground(d.pick(PAVING)) +
      `<g opacity=".75">${rowOfHouses(d, GROUND, 0.8)}</g>`;
    const count = d.int(3, 5);
    for (let i = 0; i < count; i++) {
      const w = 1500 / count - 30;
      const x = 50 + (i * 1500) / count;
      const [a, b] = [d.hsl([0, 360], [60, 80], [45, 55]), '#fff'];
      out +=
        rect(x + 10, 690, 8, 240, '#5a4a3a') +
        rect(x + w - 18, 690, 8, 240, '#5a4a3a') +
        rect(x, 850, w, 110, '#9b6b43');
      for (let s = 0; s < 8; s++)
        out += poly(
          [
            x - 10 + (s * (w + 20)) / 8,
            640,
            x - 10 + ((s + 1) * (w + 20)) / 8,
            640,
            x - 10 + ((s + 1) * (w + 20)) / 8,
            720,
            x - 10 + (s * (w + 20)) / 8,
            720,
          ],
          s % 2 ? b : a,
        );
      const goods = d.hsl([0, 120], [60, 85], [40, 60]);
      for (let g = 0; g < 12; g++)
        out += `<circle cx="${x + 20 + ((g % 6) * (w - 40)) / 5}" cy="${840 - Math.floor(g / 6) * 22}" r="15" fill="${goods}"/>`;
    }
    for (let i = d.int(2, 4); i > 0; i--) out += person(d, d.num(100, 1500), d.num(1000, 1060), d.num(170, 210));
    return out;
  },
  garden: (d) => {
    let out = sky(d, ['day', 'morning', 'evening']) + hills(d, 600, 40, '#86b36e') + ground('#6aa553', 680);
    for (let x = 0; x < W; x += 40)
      out += rect(x, 620, 22, 90, '#f3efe6') + poly([x, 620, x + 11, 606, x + 22, 620], '#f3efe6');
    out += rect(0, 650, W, 10, '#f3efe6') + tree(d, d.num(100, 400), 720, 300);
    for (let b = 0; b < 3; b++) {
      const cy = 780 + b * 110;
      const rx = 520 + b * 120;
      out += `<ellipse cx="800" cy="${cy}" rx="${rx}" ry="${40 + b * 10}" fill="#7a5233"/>`;
      const colors = [pastel(d), d.hsl([0, 360], [70, 90], [45, 60]), '#fff'];
      for (let i = 0; i < 40; i++) {
        const x = 800 + d.num(-rx * 0.9, rx * 0.9);
        const y = cy + d.num(-25, 15);
        const r = 8 + b * 4;
        out += `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + 25}" stroke="#3f7a2e" stroke-width="4"/><circle cx="${x}" cy="${y}" r="${r}" fill="${d.pick(colors)}"/><circle cx="${x}" cy="${y}" r="${r / 3}" fill="#f6c945"/>`;
      }
    }
    return out;
  },
  road: (d) => {
    let out = sky(d, ['day', 'overcast', 'morning']) + hills(d, 660, 40, '#8fae74') + ground('#7aa35f');
    out += poly([760, GROUND, 840, GROUND, 1450, H, 150, H], '#55585e');
    for (let t = 0.05; t < 1; t += 0.2)
      out += poly(
        [
          800 - 3 - 8 * t,
          GROUND + 347 * t,
          800 + 3 + 8 * t,
          GROUND + 347 * t,
          800 + 3 + 8 * (t + 0.1),
          GROUND + 347 * (t + 0.1),
          800 - 3 - 8 * (t + 0.1),
          GROUND + 347 * (t + 0.1),
        ],
        '#f5f5f5',
      );
    const side = d.pick([-1, 1]);
    for (let i = 0, n = d.int(3, 6); i < n; i++) {
      const t = 0.25 + (i * 0.7) / n;
      const x = 800 + side * 400 * t;
      const y = GROUND + 347 * t;
      const s = 110 * t;
      out +=
        poly([x - s * 0.4, y, x + s * 0.4, y, x + s * 0.12, y - s, x - s * 0.12, y - s], '#f26a1b') +
        rect(x - s * 0.27, y - s * 0.55, s * 0.54, s * 0.15, '#fff');
    }
    const bx = 800 - side * 160 - 220;
    out += rect(bx + 20, 820, 14, 130, '#444') + rect(bx + 406, 820, 14, 130, '#444');
    for (let s = 0; s < 8; s++)
      out += poly(
        [bx + s * 55, 810, bx + s * 55 + 55, 810, bx + s * 55 + 55, 860, bx + s * 55, 860],
        s % 2 ? '#fff' : '#d7141a',
      );
    out += `<circle cx="${bx + 27}" cy="795" r="14" fill="#ffb300"/>`;
    return out;
  },
  school: (d) => {
    const wall = pastel(d);
    let out = sky(d, ['day', 'morning']) + ground('#7fb069', 700) + rect(0, 860, W, H - 860, '#e2cfa0');
    out += rect(260, 360, 1080, 360, wall) + rect(240, 340, 1120, 24, '#6b7078');
    const frame = d.hsl([0, 360], [60, 80], [40, 50]);
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 11; c++)
        if (c !== 5 || r < 2)
          out += rect(290 + c * 96, 390 + r * 105, 60, 70, '#d4ebf7', ` stroke="${frame}" stroke-width="6"`);
    out += rect(750, 620, 100, 100, '#6d4b35') + rect(720, 600, 160, 16, frame);
    const sx = d.num(380, 560);
    out += `<path d="M${sx} 960 L${sx + 40} 780 L${sx + 80} 960 M${sx + 200} 960 L${sx + 240} 780 L${sx + 280} 960 M${sx + 40} 780 L${sx + 240} 780 M${sx + 110} 780 L${sx + 110} 900 M${sx + 170} 780 L${sx + 170} 900" stroke="#555" stroke-width="8" fill="none"/>`;
    out += rect(sx + 95, 900, 90, 10, frame);
    const lx = d.num(960, 1080);
    out += `<path d="M${lx} 980 L${lx} 820 M${lx + 30} 980 L${lx + 30} 820 M${lx} 860 L${lx + 30} 860 M${lx} 900 L${lx + 30} 900 M${lx} 940 L${lx + 30} 940" stroke="#555" stroke-width="7"/><path d="M${lx + 30} 820 Q${lx + 120} 860 ${lx + 190} 980" stroke="${frame}" stroke-width="18" fill="none"/>`;
    for (let i = d.int(2, 4); i > 0; i--)
      out += person(d, d.num(450, 1150), d.num(1000, 1050), d.num(100, 130), d.next() < 0.5);
    return out;
  },
  bins: (d) => {
    let out = sky(d, ['day', 'overcast', 'morning']) + rect(0, 420, W, 320, d.pick(['#d9cdb8', '#c9b8a0', '#b9a48a']));
    for (let y = 440; y < 740; y += 40) out += rect(0, y, W, 3, '#000', ' opacity=".08"');
    out += ground(d.pick(PAVING), 740) + tree(d, d.num(100, 300), 760, 320) + tree(d, d.num(1300, 1500), 760, 300);
    const colors = ['#1f5fbf', '#f2c400', '#7a4a24', '#2b2b2b', '#2f8a3c'];
    let x = 800 - 2.5 * 140 + 4;
    for (const color of colors) {
      const h = d.num(260, 320);
      const top = 960 - h;
      out +=
        poly([x + 6, top, x + 126, top, x + 118, 960, x + 14, 960], color) +
        rect(x, top - 22, 132, 26, color, ' rx="6" stroke="#000" stroke-opacity=".25" stroke-width="3"');
      out +=
        rect(x + 40, top + 20, 52, 10, '#000', ' opacity=".25" rx="4"') +
        `<circle cx="${x + 30}" cy="965" r="18" fill="#222"/><circle cx="${x + 102}" cy="965" r="18" fill="#222"/>`;
      x += 140;
    }
    return out;
  },
  library: (d) => {
    let out = rect(0, 0, W, H, d.pick(['#efe4cf', '#e6dccb', '#dfe6e2'])) + rect(0, 900, W, H - 900, '#9a6a42');
    const wx = d.pick([80, 1340]);
    out += `<defs><clipPath id="window"><rect x="${wx}" y="220" width="180" height="380"/></clipPath></defs><g clip-path="url(#window)">${sky(d, ['day', 'morning'])}</g>`;
    out += rect(wx - 10, 210, 200, 400, 'none', ' stroke="#fff" stroke-width="16"');
    const palette = ['#a8322d', '#24577a', '#2f7a4a', '#d9a13b', '#6b3f7a', '#c46a2b', '#3a3a3a', '#e8e0c8'];
    for (const sx of [320, 660, 1000]) {
      out += rect(sx - 20, 150, 320, 760, '#6e4a2c');
      for (let shelf = 0; shelf < 5; shelf++) {
        const floor = 290 + shelf * 150;
        out += rect(sx - 10, floor - 130, 300, 130, '#3b2718') + rect(sx - 10, floor, 300, 14, '#8a5d38');
        for (let bx = sx; bx < sx + 270; ) {
          const w = d.num(14, 34);
          const h = d.num(80, 122);
          out += rect(bx, floor - h, w, h, d.pick(palette)) + rect(bx, floor - h + 14, w, 5, '#fff', ' opacity=".35"');
          bx += w + (d.next() < 0.1 ? d.num(10, 30) : 1);
        }
      }
    }
    out +=
      rect(500, 930, 600, 30, '#7a5030') + rect(530, 960, 20, 107, '#5c3b22') + rect(1050, 960, 20, 107, '#5c3b22');
    return out + poly([760, 850, 840, 850, 820, 800, 780, 800], '#2f7a4a') + rect(796, 850, 8, 80, '#333');
  },
  church: (d) => {
    const wall = d.pick(['#f2efe6', '#efe2b8', '#e4ddd0']);
    const roof = d.pick(ROOFS);
    let out =
      sky(d, ['day', 'morning', 'evening', 'overcast']) +
      hills(d, 620, 50, '#86b36e') +
      ground('#6aa553') +
      tree(d, d.num(100, 380), 760, 280) +
      tree(d, d.num(1250, 1500), 760, 260);
    const tx = d.num(560, 760);
    out += rect(tx + 60, 460, 520, 280, wall) + poly([tx + 40, 460, tx + 320, 300, tx + 600, 460], roof);
    for (let c = 0; c < 4; c++)
      out += `<path d="M${tx + 160 + c * 110} 660 L${tx + 160 + c * 110} 560 Q${tx + 180 + c * 110} 530 ${tx + 200 + c * 110} 560 L${tx + 200 + c * 110} 660 Z" fill="#9fc3df"/>`;
    out +=
      rect(tx - 60, 260, 140, 480, wall) +
      poly([tx - 75, 260, tx + 10, 60, tx + 95, 260], roof) +
      rect(tx + 6, 10, 8, 60, '#c9a227') +
      rect(tx - 8, 26, 36, 8, '#c9a227');
    out += `<circle cx="${tx + 10}" cy="340" r="34" fill="#c7dff0" stroke="#777" stroke-width="5"/><path d="M${tx - 20} 740 L${tx - 20} 660 Q${tx + 10} 610 ${tx + 40} 660 L${tx + 40} 740 Z" fill="#6d4b35"/>`;
    return out;
  },
};

/** A flat illustration of `photo.motif`, the same for the same name, as a PNG of the aspect's size. */
export async function renderDemoPhoto(photo: DemoPhotoSpec): Promise<Buffer> {
  const [width, height] = SIZES[photo.aspect];
  const body = scenes[photo.motif](new Dice(`${photo.motif}:${photo.name}`));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

async function stored(media: FileStore, name: string, width: number): Promise<boolean> {
  for (const file of [`${name}.jpg`, ...variantWidths(width).map((w) => variantFile(name, w))]) {
    if (!(await media.exists(file))) return false;
  }
  return true;
}

/**
 * Renders and stores (storeImage in the media store with name `demo/<name>`) every
 * photo whose files do not exist yet, two at a time: drawing an SVG keeps one
 * core busy, so two use the machine while encoding waits.
 */
export async function writeDemoPhotos(media: FileStore, photos: DemoPhotoSpec[], parallel = 2): Promise<void> {
  const queue = [...photos];
  const worker = async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      const name = `demo/${photo.name}`;
      if (await stored(media, name, SIZES[photo.aspect][0])) continue;
      await storeImage(await renderDemoPhoto(photo), media, name);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
