import type { DemoPhoto } from './demo-photos.ts';

/** Photo albums of the demo town: two belong to news articles, two stand alone. */
export interface DemoGallery {
  slug: string;
  title: string;
  description: string;
  /** The news article the album belongs to, or none for a standalone gallery. */
  articleSlug?: string;
  publishedAt: string;
  photos: (DemoPhoto & { caption?: string })[];
}

export const demoGalleries: DemoGallery[] = [
  {
    slug: 'vzorovsky-pulmaraton-2026',
    title: 'Vzorovský půlmaraton 2026',
    description:
      'Fotografie ze 14. ročníku Vzorovského půlmaratonu, který poprvé vedl po naučné stezce kolem Vzorovky. Na start se postavilo 412 běžců.',
    articleSlug: 'vzorovsky-pulmaraton',
    publishedAt: '2026-09-28T09:00:00+02:00',
    photos: [
      {
        name: 'galerie-pulmaraton-start',
        motif: 'sport',
        alt: 'Dav běžců se startovními čísly těsně po výstřelu startovní pistole',
        caption: 'Start 14. ročníku na náměstí Míru',
      },
      {
        name: 'galerie-pulmaraton-stezka',
        motif: 'nature',
        alt: 'Běžci na lesní stezce podél řeky',
        caption: 'Trať nově vedla po naučné stezce kolem Vzorovky',
      },
      {
        name: 'galerie-pulmaraton-obcerstveni',
        motif: 'sport',
        alt: 'Dobrovolníci podávají běžcům kelímky s vodou u občerstvovací stanice',
      },
      {
        name: 'galerie-pulmaraton-lavka',
        motif: 'water',
        alt: 'Běžci přebíhají dřevěnou lávku přes řeku',
      },
      {
        name: 'galerie-pulmaraton-vitezka',
        motif: 'sport',
        alt: 'Vítězná běžkyně probíhá cílovou páskou se zdviženýma rukama',
        orientation: 'portrait',
        caption: 'Tereza Malá v cíli s časem 1:24:51',
      },
      {
        name: 'galerie-pulmaraton-fanousci',
        motif: 'square',
        alt: 'Diváci s transparenty povzbuzují běžce u radnice',
      },
      {
        name: 'galerie-pulmaraton-hasic',
        motif: 'road',
        alt: 'Hasič v reflexní vestě hlídá křižovatku na uzavřené silnici',
        orientation: 'portrait',
        caption: 'Bezpečnost na trati hlídali dobrovolní hasiči',
      },
      {
        name: 'galerie-pulmaraton-vyhlaseni',
        motif: 'stage',
        alt: 'Nejlepší běžci na stupních vítězů s poháry a medailemi',
        caption: 'Vyhlášení výsledků',
      },
    ],
  },
  {
    slug: 'masopustni-pruvod-2026',
    title: 'Masopustní průvod 2026',
    description:
      'Medvěd, kobyla, kominík a dvě stě maškar: masopustní průvod Spolku přátel Vzorova prošel městem a skončil pochováním basy.',
    articleSlug: 'masopust-2026',
    publishedAt: '2026-02-16T12:30:00+01:00',
    photos: [
      {
        name: 'galerie-masopust-medved',
        motif: 'square',
        alt: 'Maska medvěda v kožichu vedená medvědářem na řetězu',
        orientation: 'portrait',
        caption: 'Medvěd s medvědářem v čele průvodu',
      },
      {
        name: 'galerie-masopust-pruvod',
        motif: 'square',
        alt: 'Masopustní průvod v pestrých maskách prochází náměstím',
      },
      {
        name: 'galerie-masopust-povoleni',
        motif: 'townhall',
        alt: 'Starostka předává maškarám před radnicí listinu s povolením k průvodu',
        caption: 'Povolení k veselí předala starostka u radnice',
      },
      {
        name: 'galerie-masopust-deti',
        motif: 'winter',
        alt: 'Děti v maskách princezen, pirátů a zvířátek na zasněženém chodníku',
      },
      {
        name: 'galerie-masopust-koblihy',
        motif: 'market',
        alt: 'Hospodyně v zástěrách nabízejí koblihy z proutěného košíku',
      },
      {
        name: 'galerie-masopust-harmonikar',
        motif: 'stage',
        alt: 'Muzikant s harmonikou v klobouku ozdobeném barevnými pentlemi',
        orientation: 'portrait',
      },
      {
        name: 'galerie-masopust-polevka',
        motif: 'market',
        alt: 'Hasiči nalévají polévku z velkého kotle na ohni',
        caption: 'Polévka od hasičů z Dolní Lhoty',
      },
      {
        name: 'galerie-masopust-basa',
        motif: 'stage',
        alt: 'Smuteční průvod maškar nese kontrabas na nosítkách',
        caption: 'Pochování basy na náměstí Míru',
      },
    ],
  },
  {
    slug: 'vzorov-v-zime',
    title: 'Vzorov v zimě',
    description:
      'Zasněžené náměstí, zamrzlý rybník a lesy kolem Skalky. Výběr z fotografií, které nám poslali čtenáři Vzorovského zpravodaje.',
    publishedAt: '2026-01-26T15:00:00+01:00',
    photos: [
      {
        name: 'galerie-zima-namesti',
        motif: 'winter',
        alt: 'Zasněžené náměstí Míru s radnicí v podvečerním světle',
      },
      {
        name: 'galerie-zima-kostel',
        motif: 'church',
        alt: 'Věž kostela sv. Václava se zasněženou střechou proti modré obloze',
        orientation: 'portrait',
      },
      {
        name: 'galerie-zima-rybnik',
        motif: 'winter',
        alt: 'Děti na bruslích na zamrzlém rybníku pod lesem',
        caption: 'Rybník na konci ulice U Rybníka letos zamrzl po několika letech',
      },
      {
        name: 'galerie-zima-skalka',
        motif: 'winter',
        alt: 'Rozhledna na Skalce obalená námrazou',
        orientation: 'portrait',
        caption: 'Rozhledna na Skalce v námraze',
      },
      {
        name: 'galerie-zima-vzorovka',
        motif: 'water',
        alt: 'Zamrzlé břehy Vzorovky se zasněženými olšemi',
      },
      {
        name: 'galerie-zima-pluh',
        motif: 'road',
        alt: 'Traktor technických služeb s radlicí odklízí sníh ze silnice',
        caption: 'Technické služby v akci',
      },
      {
        name: 'galerie-zima-sanky',
        motif: 'winter',
        alt: 'Děti sjíždějí na saních zasněžený svah za sportovní halou',
      },
      {
        name: 'galerie-zima-lipova',
        motif: 'winter',
        alt: 'Zasněžené lípy a rozsvícené lampy v Lipové ulici',
      },
      {
        name: 'galerie-zima-les',
        motif: 'nature',
        alt: 'Stopy ve sněhu na lesní cestě mezi smrky',
      },
    ],
  },
  {
    slug: 'otevreni-chodniku-lipova',
    title: 'Otevření nového chodníku v Lipové ulici',
    description:
      'Slavnostní přestřižení pásky a první procházka po novém bezbariérovém chodníku mezi sídlištěm a mateřskou školou.',
    publishedAt: '2026-10-30T14:00:00+01:00',
    photos: [
      {
        name: 'galerie-chodnik-paska',
        motif: 'road',
        alt: 'Starostka a děti z mateřské školy stříhají pásku na novém chodníku',
        caption: 'Pásku přestřihli nejmenší',
      },
      {
        name: 'galerie-chodnik-celkovy-pohled',
        motif: 'road',
        alt: 'Nový dlážděný chodník podél ulice lemovaný mladými lipami',
      },
      {
        name: 'galerie-chodnik-prechod',
        motif: 'road',
        alt: 'Snížený obrubník a červené varovné pásy u přechodu pro chodce',
        orientation: 'portrait',
        caption: 'Všechny přechody mají snížené obrubníky a pásy pro nevidomé',
      },
      {
        name: 'galerie-chodnik-lampy',
        motif: 'road',
        alt: 'Nové úsporné lampy podél chodníku za soumraku',
      },
      {
        name: 'galerie-chodnik-skolka',
        motif: 'school',
        alt: 'Děti z mateřské školy jdou po chodníku ve dvojicích s paní učitelkou',
      },
      {
        name: 'galerie-chodnik-lipa',
        motif: 'garden',
        alt: 'Mladá lípa přivázaná ke kůlům se zavlažovacím vakem u kmene',
        orientation: 'portrait',
        caption: 'Jedna z dvanácti nových lip',
      },
      {
        name: 'galerie-chodnik-kocarek',
        motif: 'road',
        alt: 'Maminka s kočárkem na širokém chodníku u sídliště',
      },
    ],
  },
];
