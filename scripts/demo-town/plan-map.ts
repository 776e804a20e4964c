// The demo town Vzorov drawn in metres around the centre of náměstí Míru (x east, y north). Streets that
// meet share the very same vertex (the named nodes below), so the lines form a network.
//
// What the demo's other files say, and where it is drawn:
// - the main roads meet on náměstí Míru; Kamenomlýnská leads west to Kamenný Mlýn, Palackého east;
// - Nádražní runs south from the square past the post office to the railway station; the road to Dolní
//   Lhota (Lhotecká) leaves it at the junction U Lomu; a closed Nádražní is bypassed by Polní and Školní;
// - U Lomu runs south-west to the old quarry and the collection yard; the quarry of Kamenný Mlýn spreads
//   towards it; the road to Dolní Lhota can be bypassed through Kamenný Mlýn (K Mlýnu);
// - U Rybníka ends at the dam of the pond (Vzorovský rybník) below the forest and Skalka;
// - the town lies where Lesní potok flows into Vzorovka; Lomnička flows from Kamenný Mlýn to Vzorov.
import type { Ring, XY } from './geometry.ts';

export type Part = 'Vzorov' | 'Dolní Lhota' | 'Kamenný Mlýn';
export type StreetClass = 'main' | 'local' | 'path';

export interface StreetLine {
  name: string;
  class: StreetClass;
  line: Ring;
}

// Náměstí Míru: a loop around the square, drawn clockwise from its north-west corner.
const NW: XY = [-60, 40];
const N: XY = [0, 40];
const NE: XY = [60, 40];
const E: XY = [60, 0];
const SE: XY = [60, -40];
const S: XY = [0, -40];
const SW: XY = [-60, -40];
const W: XY = [-60, 0];

// Junctions away from the square.
const A1: XY = [-220, 10]; // Kamenomlýnská × Husova
const A2: XY = [-420, 35]; // Kamenomlýnská × Komenského
const A3: XY = [-700, 55]; // Kamenomlýnská × Ke Hřbitovu
const KMN: XY = [-1560, -60]; // the green of Kamenný Mlýn
const Z2: XY = [-170, 230]; // Zámecká × Krátká
const Z3: XY = [-180, 380]; // Zámecká × Lesní
const H1: XY = [-250, 150]; // Husova × Zahradní
const H1b: XY = [-275, 225]; // Husova × Krátká
const H3: XY = [-340, 450]; // Husova × Lesní
const R1: XY = [15, 180]; // U Rybníka × Kostelní
const R2: XY = [50, 330]; // U Rybníka × Lesní
const R3: XY = [110, 460]; // U Rybníka × Pod Skalkou
const R4: XY = [180, 565]; // the dam
const PS3: XY = [-150, 720]; // the end of Pod Skalkou, where the path to Skalka starts
const T1: XY = [200, 120]; // Tyršova × Kostelní
const T2: XY = [380, 200]; // Tyršova × Smetanova
const T3: XY = [520, 280]; // Tyršova × Luční
const T4: XY = [620, 360]; // the end of Tyršova by the sports hall and the swimming pool
const P2: XY = [500, 50]; // Palackého × Smetanova
const P2b: XY = [650, 80]; // Palackého × Družstevní
const P3: XY = [800, 110]; // Palackého × Nerudova
const NR1: XY = [820, 265]; // Nerudova × Luční
const SK1: XY = [150, -120]; // Školní × Lipová
const SK2: XY = [225, -250]; // Školní × Nábřeží
const X2: XY = [280, -390]; // Školní × Polní
const LP2: XY = [560, -120]; // Lipová × Družstevní
const N1: XY = [5, -170];
const NB: XY = [10, -240]; // Nádražní × Nábřeží, at the bridge
const J1: XY = [15, -330]; // the junction U Lomu: Nádražní × U Lomu × Lhotecká
const ST: XY = [60, -680]; // the station's forecourt
const X1: XY = [200, -480]; // Lhotecká × Polní
const C1: XY = [-190, -90]; // Komenského × Mostní
const M1: XY = [-170, -235]; // Mostní × Nábřeží
const U1: XY = [-150, -400]; // U Lomu × Mostní
const U2: XY = [-400, -480]; // U Lomu × Jiráskova
const J4: XY = [-780, -230]; // Jiráskova × Ke Hřbitovu
const DLN: XY = [950, -1320]; // Dolní Lhota: Lhotecká reaches the green by the fire station
const NV2: XY = [1120, -1460]; // Na Návsi × Za Humny
const NV5: XY = [890, -1480]; // Na Návsi × K Mlýnu

export const STREETS: StreetLine[] = [
  { name: 'náměstí Míru', class: 'main', line: [NW, N, NE, E, SE, S, SW, W, NW] },
  { name: 'Kamenomlýnská', class: 'main', line: [W, A1, A2, A3, [-950, 20], [-1250, -40], [-1480, -70], KMN] },
  { name: 'Palackého', class: 'main', line: [E, [250, 15], P2, P2b, P3, [1100, 170], [1420, 240]] },
  { name: 'Nádražní', class: 'main', line: [S, N1, NB, J1, [35, -500], ST] },
  { name: 'Lhotecká', class: 'main', line: [J1, X1, [420, -690], [600, -860], [780, -1040], [880, -1210], DLN] },
  { name: 'U Lomu', class: 'local', line: [J1, U1, U2, [-650, -560], [-900, -640]] },
  { name: 'Zámecká', class: 'local', line: [NW, [-120, 120], Z2, Z3] },
  { name: 'U Rybníka', class: 'local', line: [N, R1, R2, R3, R4] },
  { name: 'Školní', class: 'local', line: [SE, SK1, SK2, X2] },
  { name: 'Polní', class: 'local', line: [X2, X1, [130, -600], ST] },
  { name: 'Lipová', class: 'local', line: [SK1, [330, -140], LP2] },
  { name: 'Tyršova', class: 'local', line: [NE, T1, T2, T3, T4] },
  { name: 'Průmyslová', class: 'local', line: [ST, [-150, -700], [-400, -720]] },
  { name: 'Husova', class: 'local', line: [A1, H1, H1b, [-300, 300], H3] },
  { name: 'Komenského', class: 'local', line: [SW, C1, [-330, -70], A2] },
  { name: 'Jiráskova', class: 'local', line: [U2, [-500, -380], [-640, -300], J4] },
  { name: 'Smetanova', class: 'local', line: [T2, [440, 120], P2] },
  { name: 'Nerudova', class: 'local', line: [P3, NR1, [800, 430]] },
  { name: 'Luční', class: 'local', line: [T3, [670, 270], NR1] },
  { name: 'Zahradní', class: 'local', line: [H1, [-380, 170], [-500, 200]] },
  { name: 'Krátká', class: 'local', line: [Z2, H1b] },
  { name: 'Kostelní', class: 'local', line: [R1, [110, 170], T1] },
  { name: 'Mostní', class: 'local', line: [C1, M1, U1] },
  { name: 'Lesní', class: 'local', line: [R2, [-60, 360], Z3, H3] },
  { name: 'Pod Skalkou', class: 'local', line: [R3, [30, 560], [-60, 640], PS3] },
  { name: 'Družstevní', class: 'local', line: [LP2, [640, -20], P2b] },
  { name: 'Ke Hřbitovu', class: 'local', line: [A3, [-740, -80], J4] },
  { name: 'Nábřeží', class: 'path', line: [M1, [-80, -238], NB, [120, -245], SK2, [320, -262]] },
  { name: 'Na Hrázi', class: 'path', line: [R4, [300, 572], [430, 578], [530, 600], [590, 520], T4] },
  { name: 'Ke Skalce', class: 'path', line: [PS3, [-200, 880], [-260, 1020]] },
  // Dolní Lhota
  { name: 'Na Návsi', class: 'main', line: [DLN, [1060, -1360], NV2, [1070, -1560], [960, -1580], NV5, DLN] },
  {
    name: 'K Mlýnu',
    class: 'main',
    line: [
      NV5,
      [650, -1540],
      [250, -1520],
      [-250, -1400],
      [-700, -1220],
      [-1100, -950],
      [-1350, -650],
      [-1480, -350],
      KMN,
    ],
  },
  { name: 'Za Humny', class: 'local', line: [NV2, [1300, -1500], [1450, -1590]] },
];

/** The streets of each part that carry its houses; a street may run on through another part's fields. */
export const STREET_PART: Record<string, Part> = {
  'Na Návsi': 'Dolní Lhota',
  'K Mlýnu': 'Dolní Lhota',
  'Za Humny': 'Dolní Lhota',
};

/** The town's boundary, counter-clockwise; the named corners are where the parts' borders meet it. */
const B0: XY = [-1150, 1080];
const B11: XY = [-1100, -1750];
const B19: XY = [1680, -870];
const T: XY = [-1050, -950]; // where the three parts meet
export const BOUNDARY: Ring = [
  B0,
  [-1500, 1120],
  [-1900, 1050],
  [-2150, 800],
  [-2320, 420],
  [-2280, 0],
  [-2350, -420],
  [-2250, -900],
  [-2150, -1350],
  [-1850, -1620],
  [-1450, -1720],
  B11,
  [-600, -1820],
  [0, -1780],
  [450, -1850],
  [900, -1800],
  [1300, -1760],
  [1620, -1600],
  [1720, -1250],
  B19,
  [1750, -450],
  [1700, 0],
  [1640, 420],
  [1450, 760],
  [1100, 980],
  [700, 1080],
  [300, 1150],
  [-150, 1120],
  [-600, 1150],
];

/** The borders between the parts, each from the boundary (or the meeting point T) to T (or the boundary). */
const VZOROV_KM: Ring = [B0, [-1100, 700], [-1180, 300], [-1170, -100], [-1120, -500], T];
const VZOROV_DL: Ring = [T, [-500, -960], [100, -920], [650, -960], [1200, -920], B19];
const KM_DL: Ring = [T, [-1150, -1300], B11];

/** The boundary's vertices from `from` to `to`, going counter-clockwise (both included). */
function arc(from: XY, to: XY): XY[] {
  const start = BOUNDARY.indexOf(from);
  const end = BOUNDARY.indexOf(to);
  const out: XY[] = [];
  for (let i = start; ; i = (i + 1) % BOUNDARY.length) {
    const vertex = BOUNDARY[i];
    if (vertex) out.push(vertex);
    if (i === end) return out;
  }
}

const reversed = (ring: Ring) => [...ring].reverse();

/** The parts' outlines, counter-clockwise, each built from the boundary's arcs and the shared borders. */
export const AREAS: { name: Part; ring: Ring }[] = [
  { name: 'Vzorov', ring: [...arc(B19, B0), ...VZOROV_KM.slice(1), ...VZOROV_DL.slice(1, -1)] },
  { name: 'Kamenný Mlýn', ring: [...arc(B0, B11), ...reversed(KM_DL).slice(1), ...reversed(VZOROV_KM).slice(1, -1)] },
  { name: 'Dolní Lhota', ring: [...arc(B11, B19), ...reversed(VZOROV_DL).slice(1), ...KM_DL.slice(1, -1)] },
];

export const STREAMS: { name: string; line: Ring }[] = [
  {
    name: 'Vzorovka',
    line: [
      [-1700, 1040],
      [-1350, 760],
      [-1000, 480],
      [-850, 365],
      [-700, 250],
      [-600, 120],
      [-560, -20],
      [-480, -160],
      [-300, -230],
      [-100, -260],
      [100, -270],
      [350, -290],
      [650, -340],
      [950, -450],
      [1250, -610],
      [1560, -760],
    ],
  },
  {
    name: 'Lesní potok',
    line: [
      [460, 1000],
      [450, 905],
      [300, 592],
      [290, 450],
      [300, 300],
      [320, 130],
      [335, -60],
      [350, -290],
    ],
  },
  {
    name: 'Lomnička',
    line: [
      [-2080, -1250],
      [-1950, -800],
      [-1820, -420],
      [-1740, -170],
      [-1640, 0],
      [-1450, 130],
      [-1200, 250],
      [-1000, 320],
      [-850, 365],
    ],
  },
];

export const WATER: { name: string; ring: Ring }[] = [
  {
    name: 'Vzorovský rybník',
    ring: [
      [190, 610],
      [300, 592],
      [420, 600],
      [500, 650],
      [540, 740],
      [520, 830],
      [450, 890],
      [360, 905],
      [280, 865],
      [220, 790],
      [180, 700],
    ],
  },
  {
    name: 'Mlýnský rybník',
    ring: [
      [-1850, -95],
      [-1760, -100],
      [-1740, -60],
      [-1770, -20],
      [-1840, -25],
      [-1865, -60],
    ],
  },
  {
    name: 'Návesní rybník',
    ring: [
      [975, -1475],
      [1025, -1478],
      [1040, -1458],
      [1020, -1440],
      [978, -1442],
      [965, -1458],
    ],
  },
];

export const RAILWAY: Ring = [
  [-2230, -560],
  [-1800, -620],
  [-1400, -700],
  [-700, -790],
  [-100, -775],
  [60, -765],
  [500, -820],
  [1000, -900],
  [1660, -1030],
];
