/**
 * The official notice board (úřední deska) of the demo town. Days are relative
 * to the day the demo is seeded; every person, parcel and number is made up.
 */
export const demoNoticeCategories: { slug: string; name: string }[] = [
  { slug: 'vyhlasky-a-narizeni', name: 'Vyhlášky a nařízení' },
  { slug: 'rozpocet', name: 'Rozpočet a finance' },
  { slug: 'zastupitelstvo', name: 'Zastupitelstvo a rada' },
  { slug: 'stavebni-rizeni', name: 'Stavební řízení a územní plánování' },
  { slug: 'verejne-vyhlasky', name: 'Veřejné vyhlášky jiných úřadů' },
  { slug: 'majetek', name: 'Prodej a pronájem majetku' },
  { slug: 'ostatni', name: 'Ostatní' },
];

export interface DemoNotice {
  slug: string;
  title: string;
  /** HTML, 1–3 <p>; may contain a <ul>. */
  description: string;
  category: string;
  originator: string;
  referenceNumber: string | null;
  fileMark: string | null;
  /** Days from the day the demo is seeded (negative = in the past); untilDay is inclusive, null = without a set end. */
  postedDay: number;
  untilDay: number | null;
  /** Personal data to be withheld once the notice leaves the board. */
  personalData?: boolean;
  documents: { name: string; text: string }[];
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');
const ul = (...items: string[]) => `<ul>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>`;

const town = 'Město Vzorov';
const finance = 'Městský úřad Vzorov, finanční odbor';
const building = 'Městský úřad Vzorov, odbor výstavby a územního plánování';
const registry = 'Městský úřad Vzorov, správní odbor';
const region = 'Krajský úřad Vzorového kraje';
const taxOffice = 'Finanční úřad pro Vzorový kraj';
const paperInspection =
  'Do listinné podoby dokumentu lze nahlédnout na finančním odboru Městského úřadu Vzorov, náměstí Míru 1, v úředních hodinách.';

export const demoNotices: DemoNotice[] = [
  {
    slug: 'pozvanka-14-zasedani-zastupitelstva',
    title: 'Pozvánka na 14. zasedání Zastupitelstva města Vzorov',
    description:
      p(
        'Starostka města podle § 93 odst. 1 zákona č. 128/2000 Sb., o obcích, informuje o konání 14. zasedání Zastupitelstva města Vzorov. Zasedání je veřejné a koná se od 18:00 hodin ve velkém sále radnice, náměstí Míru 1.',
        'Navržený program:',
      ) +
      ul(
        'Zahájení, určení ověřovatelů zápisu a schválení programu',
        'Kontrola plnění usnesení',
        'Závěrečný účet města Vzorov za rok 2025 a zpráva o výsledku přezkoumání hospodaření',
        'Účetní závěrka města Vzorov za rok 2025',
        'Rozpočtové opatření č. 2/2026',
        'Smlouva o poskytnutí dotace na zateplení mateřské školy ve Školní ulici',
        'Zpráva o činnosti rady města',
        'Diskuse a závěr',
      ),
    category: 'zastupitelstvo',
    originator: town,
    referenceNumber: 'MUVZ/2418/2026',
    fileMark: null,
    postedDay: -5,
    untilDay: 3,
    documents: [
      {
        name: 'Pozvánka na 14. zasedání zastupitelstva.pdf',
        text: 'Zastupitelstvo města Vzorov se sejde na svém 14. zasedání od 18:00 hodin ve velkém sále radnice, náměstí Míru 1. Program: 1. Zahájení. 2. Kontrola plnění usnesení. 3. Závěrečný účet za rok 2025. 4. Účetní závěrka za rok 2025. 5. Rozpočtové opatření č. 2/2026. 6. Dotace na zateplení MŠ Školní. 7. Zpráva o činnosti rady. 8. Diskuse a závěr. Mgr. Helena Vzorová, starostka.',
      },
    ],
  },
  {
    slug: 'usneseni-13-zasedani-zastupitelstva',
    title: 'Usnesení ze 13. zasedání Zastupitelstva města Vzorov',
    description: p(
      'Zveřejňujeme usnesení přijatá na 13. zasedání zastupitelstva. Zastupitelstvo mimo jiné vydalo obecně závaznou vyhlášku č. 1/2026 o výjimkách z doby nočního klidu, vyhlásilo dotační program na podporu spolkové činnosti a schválilo prodej pozemku p. č. 1187/3 v k. ú. Vzorov.',
      'Usnesení se zveřejňuje s anonymizovanými osobními údaji. Úplný zápis je podle § 16 odst. 2 písm. e) zákona o obcích k nahlédnutí na sekretariátu starostky.',
    ),
    category: 'zastupitelstvo',
    originator: town,
    referenceNumber: 'MUVZ/1957/2026',
    fileMark: null,
    postedDay: -29,
    untilDay: 1,
    documents: [
      {
        name: 'Usnesení ze 13. zasedání ZM.pdf',
        text: 'Usnesení č. 13/1 – Zastupitelstvo schvaluje program zasedání. Usnesení č. 13/2 – Zastupitelstvo vydává obecně závaznou vyhlášku č. 1/2026, kterou se stanoví výjimky z doby nočního klidu. Usnesení č. 13/3 – Zastupitelstvo vyhlašuje Program podpory spolkové činnosti na rok 2026. Usnesení č. 13/4 – Zastupitelstvo schvaluje prodej pozemku p. č. 1187/3 v k. ú. Vzorov za kupní cenu 450 Kč/m². Usnesení č. 13/5 – Zastupitelstvo bere na vědomí zprávu o činnosti rady města.',
      },
    ],
  },
  {
    slug: 'rozpoctove-opatreni-1-2026',
    title: 'Rozpočtové opatření č. 1/2026',
    description: p(
      'Podle § 16 odst. 6 zákona č. 250/2000 Sb., o rozpočtových pravidlech územních rozpočtů, zveřejňujeme rozpočtové opatření č. 1/2026 schválené Radou města Vzorov. Opatření zapojuje neinvestiční dotaci kraje na výkon sociální práce a zvyšuje výdaje na opravu chodníku v ulici Nádražní.',
      paperInspection,
    ),
    category: 'rozpocet',
    originator: finance,
    referenceNumber: 'MUVZ/2203/2026',
    fileMark: null,
    postedDay: -12,
    untilDay: 18,
    documents: [
      {
        name: 'Rozpočtové opatření č. 1-2026.pdf',
        text: 'Rozpočtové opatření č. 1/2026 schválila Rada města Vzorov usnesením č. R 21/4. Příjmy: přijaté neinvestiční transfery od krajů +318 000 Kč. Výdaje: sociální práce +318 000 Kč, oprava chodníku Nádražní +240 000 Kč, rezerva −240 000 Kč. Celkové příjmy po změně 148 418 000 Kč, celkové výdaje 156 318 000 Kč.',
      },
    ],
  },
  {
    slug: 'navrh-zaverecneho-uctu-2025',
    title: 'Návrh závěrečného účtu města Vzorov za rok 2025',
    description: p(
      'Podle § 17 odst. 6 zákona č. 250/2000 Sb. zveřejňujeme návrh závěrečného účtu města za rok 2025 včetně zprávy o výsledku přezkoumání hospodaření, kterou zpracoval Krajský úřad Vzorového kraje. Přezkoumání nezjistilo chyby ani nedostatky.',
      'Připomínky k návrhu mohou občané uplatnit písemně do jeho projednání v zastupitelstvu nebo ústně na zasedání zastupitelstva.',
    ),
    category: 'rozpocet',
    originator: finance,
    referenceNumber: 'MUVZ/2139/2026',
    fileMark: null,
    postedDay: -14,
    untilDay: 3,
    documents: [
      {
        name: 'Návrh závěrečného účtu za rok 2025.pdf',
        text: 'Město Vzorov hospodařilo v roce 2025 s příjmy 151 204 000 Kč a výdaji 139 876 000 Kč. Přebytek hospodaření 11 328 000 Kč byl převeden na běžný účet města. Ke konci roku činil stav finančních prostředků 48 610 000 Kč, zůstatek úvěru na rekonstrukci náměstí 12 500 000 Kč.',
      },
      {
        name: 'Zpráva o výsledku přezkoumání hospodaření za rok 2025.pdf',
        text: 'Krajský úřad Vzorového kraje přezkoumal hospodaření města Vzorov za rok 2025 podle zákona č. 420/2004 Sb. Při přezkoumání nebyly zjištěny chyby a nedostatky. Podíl pohledávek na rozpočtu činí 1,2 %, podíl závazků 4,8 % a podíl zastaveného majetku 0 %.',
      },
    ],
  },
  {
    slug: 'zamer-prodeje-pozemku-lipova',
    title: 'Záměr prodeje pozemku p. č. 1542/7 v k. ú. Vzorov',
    description: p(
      'Město Vzorov podle § 39 odst. 1 zákona č. 128/2000 Sb., o obcích, zveřejňuje záměr prodat pozemek p. č. 1542/7, zahrada, o výměře 212 m², v katastrálním území Vzorov. Pozemek leží v ulici Lipová a přiléhá k zahradám rodinných domů.',
      'Zájemci mohou podat písemnou nabídku s uvedením nabízené ceny na podatelnu městského úřadu do konce zveřejnění záměru. Minimální kupní cena je 650 Kč/m², náklady na vklad do katastru nemovitostí hradí kupující.',
    ),
    category: 'majetek',
    originator: town,
    referenceNumber: 'MUVZ/2360/2026',
    fileMark: 'MAJ/87/2026/Kub',
    postedDay: -8,
    untilDay: 7,
    documents: [
      {
        name: 'Záměr prodeje pozemku p. č. 1542-7.pdf',
        text: 'Město Vzorov zveřejňuje záměr prodeje pozemku p. č. 1542/7 (zahrada, 212 m²) v k. ú. Vzorov, obec Vzorov, zapsaného na LV 10001 u Katastrálního úřadu pro Vzorový kraj, Katastrální pracoviště Vzorov. Nabídky přijímá podatelna Městského úřadu Vzorov, náměstí Míru 1, 123 45 Vzorov.',
      },
    ],
  },
  {
    slug: 'zamer-pronajmu-nebytovych-prostor-namesti-miru',
    title: 'Záměr pronájmu nebytových prostor v přízemí radnice',
    description: p(
      'Město Vzorov zveřejňuje záměr pronajmout nebytové prostory o celkové výměře 64 m² v přízemí budovy č. p. 1 na náměstí Míru, dosud využívané jako prodejna. Prostory jsou vhodné pro obchod nebo služby, nikoli pro herny a zastavárny.',
      'Pronájem se uzavře na dobu neurčitou s tříměsíční výpovědní lhůtou, minimální nájemné je 1 500 Kč/m² ročně bez služeb. Prohlídku lze domluvit na finančním odboru.',
    ),
    category: 'majetek',
    originator: town,
    referenceNumber: 'MUVZ/2471/2026',
    fileMark: 'MAJ/93/2026/Kub',
    postedDay: -3,
    untilDay: 12,
    documents: [
      {
        name: 'Záměr pronájmu nebytových prostor.pdf',
        text: 'Předmět nájmu: nebytové prostory v 1. NP budovy náměstí Míru 1, Vzorov, stojící na pozemku p. č. st. 1 v k. ú. Vzorov – prodejna 48 m², sklad 11 m², WC a úklidová komora 5 m². Minimální nájemné 1 500 Kč/m²/rok. Nabídky v zalepené obálce s označením „Pronájem – náměstí Míru 1“.',
      },
    ],
  },
  {
    slug: 'oznameni-zahajeni-rizeni-bytovy-dum-nadrazni',
    title: 'Veřejná vyhláška – oznámení o zahájení řízení o povolení záměru „Bytový dům Nádražní“',
    description: p(
      'Městský úřad Vzorov, odbor výstavby a územního plánování, jako příslušný stavební úřad oznamuje zahájení řízení o povolení záměru „Bytový dům Nádražní“ na pozemcích p. č. 811/2 a 811/5 v k. ú. Vzorov. Záměr zahrnuje bytový dům s 18 byty, 24 parkovacích stání a přípojky inženýrských sítí.',
      'Účastníci řízení mohou uplatnit závazná stanoviska, námitky a důkazy nejpozději do 15 dnů od doručení tohoto oznámení. Do podkladů lze nahlédnout na stavebním úřadu nebo v Portálu stavebníka.',
    ),
    category: 'stavebni-rizeni',
    originator: building,
    referenceNumber: 'MUVZ/2388/2026',
    fileMark: 'SZ-MUVZ/456/2026/Nov',
    postedDay: -6,
    untilDay: 9,
    documents: [
      {
        name: 'Oznámení o zahájení řízení – Bytový dům Nádražní.pdf',
        text: 'Stavební úřad oznamuje podle zákona č. 283/2021 Sb., stavební zákon, zahájení řízení o povolení záměru „Bytový dům Nádražní“, který podal stavebník Vzorov Rezidence s.r.o., IČO 01234567. Písemnost se doručuje veřejnou vyhláškou, patnáctým dnem vyvěšení se považuje za doručenou. Ing. Markéta Novotná, referentka stavebního úřadu.',
      },
    ],
  },
  {
    slug: 'povoleni-zameru-rodinny-dum-u-lomu',
    title: 'Veřejná vyhláška – rozhodnutí o povolení záměru „Rodinný dům U Lomu“',
    description: p(
      'Stavební úřad vydal rozhodnutí o povolení záměru „Rodinný dům U Lomu“ na pozemku p. č. 1633/12 v k. ú. Vzorov, včetně přípojek vody, kanalizace a elektřiny a sjezdu z místní komunikace U Lomu.',
      'Proti rozhodnutí se lze odvolat do 15 dnů ode dne jeho doručení ke Krajskému úřadu Vzorového kraje podáním u Městského úřadu Vzorov.',
    ),
    category: 'stavebni-rizeni',
    originator: building,
    referenceNumber: 'MUVZ/2251/2026',
    fileMark: 'SZ-MUVZ/311/2026/Nov',
    postedDay: -10,
    untilDay: 5,
    documents: [
      {
        name: 'Rozhodnutí – povolení záměru Rodinný dům U Lomu.pdf',
        text: 'Stavební úřad povoluje záměr „Rodinný dům U Lomu“ – samostatně stojící rodinný dům s jedním bytem, jedním nadzemním podlažím a podkrovím, na pozemku p. č. 1633/12 v k. ú. Vzorov. Podmínky: stavba bude provedena podle ověřené projektové dokumentace; dešťové vody budou zasakovány na pozemku stavebníka.',
      },
    ],
  },
  {
    slug: 'verejne-projednani-zmeny-c-3-uzemniho-planu',
    title: 'Veřejná vyhláška – oznámení o veřejném projednání návrhu Změny č. 3 Územního plánu Vzorov',
    description:
      p(
        'Městský úřad Vzorov jako pořizovatel oznamuje veřejné projednání návrhu Změny č. 3 Územního plánu Vzorov, která se vydává formou opatření obecné povahy. Veřejné projednání se koná v 17:00 hodin ve velkém sále radnice, náměstí Míru 1.',
        'Změna řeší:',
      ) +
      ul(
        'vymezení plochy bydlení Z3/1 v lokalitě U Lomu',
        'rozšíření plochy výroby a skladování u Nádražní ulice',
        'zpřesnění koridoru cyklostezky do Dolní Lhoty',
      ) +
      p(
        'Nejpozději do 7 dnů ode dne veřejného projednání může každý uplatnit připomínky a vlastníci dotčených pozemků a staveb námitky. K později uplatněným připomínkám a námitkám se nepřihlíží.',
      ),
    category: 'stavebni-rizeni',
    originator: building,
    referenceNumber: 'MUVZ/1874/2026',
    fileMark: 'UP-MUVZ/12/2025/Hor',
    postedDay: -20,
    untilDay: 7,
    documents: [
      {
        name: 'Návrh Změny č. 3 ÚP Vzorov – textová část.pdf',
        text: 'Změna č. 3 Územního plánu Vzorov vymezuje zastavitelnou plochu Z3/1 (BI – bydlení individuální) o výměře 1,42 ha, mění plochu P2 na VL – výroba lehká a zpřesňuje koridor CK1 pro cyklostezku Vzorov – Dolní Lhota. Pořizovatel: Městský úřad Vzorov, Ing. Karel Horák.',
      },
    ],
  },
  {
    slug: 'vyberove-rizeni-referent-stavebniho-uradu',
    title: 'Výběrové řízení na pozici referent/referentka stavebního úřadu',
    description:
      p(
        'Tajemnice Městského úřadu Vzorov vyhlašuje podle § 7 zákona č. 312/2002 Sb., o úřednících územních samosprávných celků, výběrové řízení na obsazení pracovního místa referent/referentka stavebního úřadu v odboru výstavby a územního plánování. Pracovní poměr na dobu neurčitou, 11. platová třída.',
        'Požadujeme:',
      ) +
      ul(
        'vysokoškolské vzdělání v oboru stavebnictví nebo architektury',
        'zvláštní odbornou způsobilost pro úsek stavebního řádu výhodou',
        'řidičský průkaz skupiny B',
      ) +
      p(
        'Přihlášku s životopisem, výpisem z evidence Rejstříku trestů ne starším 3 měsíců a ověřenou kopií dokladu o vzdělání zašlete do konce zveřejnění na adresu městského úřadu nebo do datové schránky.',
      ),
    category: 'ostatni',
    originator: 'Městský úřad Vzorov, tajemnice',
    referenceNumber: 'MUVZ/2402/2026',
    fileMark: null,
    postedDay: -7,
    untilDay: 14,
    documents: [
      {
        name: 'Oznámení o vyhlášení výběrového řízení.pdf',
        text: 'Místo výkonu práce: Vzorov. Předpokládaný nástup: dohodou. Přihláška musí obsahovat jméno, příjmení a titul, datum a místo narození, státní příslušnost, místo trvalého pobytu, číslo občanského průkazu, datum a podpis. Ing. Alena Procházková, tajemnice Městského úřadu Vzorov.',
      },
    ],
  },
  {
    slug: 'oznameni-o-ulozeni-pisemnosti-brezen',
    title: 'Oznámení o uložení písemností pro občany s adresou trvalého pobytu na ohlašovně',
    description: p(
      'Městský úřad Vzorov, správní odbor, oznamuje, že pro níže uvedené občany s trvalým pobytem na adrese ohlašovny náměstí Míru 1, Vzorov jsou uloženy písemnosti. Převzít si je mohou na podatelně úřadu v úředních hodinách po prokázání totožnosti.',
      'Písemnosti jsou uloženy pro: Marek Beneš, nar. 1984; Lucie Marková, nar. 1991; Radek Kučera, nar. 1967.',
    ),
    category: 'ostatni',
    originator: registry,
    referenceNumber: 'MUVZ/2455/2026',
    fileMark: null,
    postedDay: -4,
    untilDay: 11,
    personalData: true,
    documents: [
      {
        name: 'Seznam uložených písemností.pdf',
        text: 'Marek Beneš, nar. 1984, náměstí Míru 1, Vzorov – obyčejná zásilka od Okresního soudu ve Vzorově. Lucie Marková, nar. 1991, náměstí Míru 1, Vzorov – doporučená zásilka od Úřadu práce ČR. Radek Kučera, nar. 1967, náměstí Míru 1, Vzorov – doporučená zásilka od Všeobecné zdravotní pojišťovny.',
      },
    ],
  },
  {
    slug: 'drazebni-vyhlaska-rodinny-dum-lipova',
    title: 'Usnesení – dražební vyhláška, rodinný dům č. p. 214 v k. ú. Vzorov',
    description: p(
      'Soudní exekutor Mgr. Jan Dražil, Exekutorský úřad Praha 7, vydává podle § 336b zákona č. 99/1963 Sb., občanský soudní řád, dražební vyhlášku o elektronické dražbě nemovitých věcí povinného Pavla Šimka, nar. 1975, bytem Lipová 214, Vzorov.',
      'Předmětem dražby je pozemek p. č. st. 388, jehož součástí je rodinný dům č. p. 214, a pozemek p. č. 1540/2, zahrada, vše v k. ú. Vzorov. Výsledná cena činí 3 600 000 Kč, nejnižší podání 2 400 000 Kč a jistota 300 000 Kč.',
    ),
    category: 'verejne-vyhlasky',
    originator: 'Exekutorský úřad Praha 7',
    referenceNumber: '120 EX 3456/24-187',
    fileMark: '120 EX 3456/24',
    postedDay: -9,
    untilDay: 21,
    personalData: true,
    documents: [
      {
        name: 'Dražební vyhláška 120 EX 3456-24.pdf',
        text: 'Elektronická dražba se koná prostřednictvím portálu drazby.example. Dražitel se registruje na portálu a prokáže totožnost. Jistotu je třeba zaplatit na účet exekutora nejpozději den před zahájením dražby. Povinný: Pavel Šimek, nar. 1975, Lipová 214, 123 45 Vzorov. Oprávněný: Hypoteční banka Příklad, a.s.',
      },
    ],
  },
  {
    slug: 'zahajeni-rizeni-o-zruseni-trvaleho-pobytu',
    title: 'Veřejná vyhláška – oznámení o zahájení řízení o zrušení údaje o místu trvalého pobytu',
    description: p(
      'Městský úřad Vzorov, správní odbor, oznamuje podle § 12 odst. 1 písm. c) zákona č. 133/2000 Sb., o evidenci obyvatel, zahájení řízení o zrušení údaje o místu trvalého pobytu pana Tomáše Kratochvíla, nar. 1979, na adrese Tyršova 318, Vzorov. Návrh podal vlastník nemovitosti, neboť užívací právo jmenovaného k bytu zaniklo.',
      'Účastník řízení se může do 15 dnů od doručení vyjádřit k podkladům rozhodnutí na správním odboru, dveře č. 14.',
    ),
    category: 'ostatni',
    originator: registry,
    referenceNumber: 'MUVZ/2482/2026',
    fileMark: 'SO-MUVZ/41/2026/Mal',
    postedDay: -2,
    untilDay: 13,
    personalData: true,
    documents: [
      {
        name: 'Oznámení o zahájení řízení – trvalý pobyt.pdf',
        text: 'Účastník řízení: Tomáš Kratochvíl, nar. 1979, trvalý pobyt Tyršova 318, 123 45 Vzorov. Protože se účastníkovi nepodařilo doručit na adresu trvalého pobytu, doručuje se mu podle § 25 správního řádu veřejnou vyhláškou. Mgr. Tereza Malá, referentka správního odboru.',
      },
    ],
  },
  {
    slug: 'preruseni-dodavky-elektriny-lipova-tyrsova',
    title: 'Oznámení o plánovaném přerušení dodávky elektřiny – Lipová, Tyršova',
    description:
      p(
        'ČEZ Distribuce, a. s., oznamuje, že z důvodu plánovaných prací na zařízení distribuční soustavy bude v poslední den zveřejnění tohoto oznámení od 7:30 do 15:30 hodin přerušena dodávka elektřiny v těchto místech:',
      ) +
      ul('Lipová – č. p. 180 až 236', 'Tyršova – všechna odběrná místa', 'Školní – č. p. 5 (městská knihovna)') +
      p('Po celou dobu přerušení považujte elektrická zařízení za zařízení pod napětím. Děkujeme za pochopení.'),
    category: 'ostatni',
    originator: 'ČEZ Distribuce, a. s.',
    referenceNumber: null,
    fileMark: null,
    postedDay: -2,
    untilDay: 5,
    documents: [
      {
        name: 'Přerušení dodávky elektřiny – Vzorov.pdf',
        text: 'Vypnutá oblast: Vzorov – Lipová č. p. 180–236, Tyršova, Školní č. p. 5. Čas přerušení: 7:30–15:30. Důvod: výměna podpěrných bodů venkovního vedení nízkého napětí. Poruchová linka ČEZ Distribuce: 800 850 860.',
      },
    ],
  },
  {
    slug: 'ztraty-a-nalezy-2026',
    title: 'Ztráty a nálezy – seznam nalezených věcí 2026',
    description: p(
      'Městský úřad Vzorov zveřejňuje seznam věcí nalezených na území města a odevzdaných na podatelnu. Vlastník si věc může vyzvednout na správním odboru po prokázání vlastnictví, například popisem věci nebo dokladem o koupi.',
      'Nepřihlásí-li se vlastník do jednoho roku od vyhlášení nálezu, nabývá nalezenou věc podle občanského zákoníku město.',
    ),
    category: 'ostatni',
    originator: registry,
    referenceNumber: 'MUVZ/1802/2026',
    fileMark: null,
    postedDay: -28,
    untilDay: 62,
    documents: [
      {
        name: 'Seznam nalezených věcí 2026.pdf',
        text: 'N 1/2026 – svazek tří klíčů s modrou klíčenkou, nalezeno na náměstí Míru. N 2/2026 – dětské jízdní kolo zelené barvy, nalezeno u základní školy ve Školní ulici. N 3/2026 – černá pánská peněženka bez dokladů, nalezena na autobusové zastávce Nádražní. N 4/2026 – mobilní telefon v růžovém obalu, nalezen v parku U Lomu.',
      },
    ],
  },
  {
    slug: 'informace-zjistovaci-rizeni-fve-kamenny-mlyn',
    title: 'Informace o zveřejnění oznámení záměru „Fotovoltaická elektrárna Kamenný Mlýn“',
    description: p(
      'Krajský úřad Vzorového kraje, odbor životního prostředí a zemědělství, informuje podle zákona č. 100/2001 Sb., o posuzování vlivů na životní prostředí, o zahájení zjišťovacího řízení k záměru „Fotovoltaická elektrárna Kamenný Mlýn“ o výkonu 9,8 MWp na pozemcích v k. ú. Kamenný Mlýn a k. ú. Vzorov.',
      'Každý může krajskému úřadu zaslat písemné vyjádření k oznámení záměru nejpozději do 20 dnů ode dne zveřejnění informace na úřední desce kraje. Oznámení je k dispozici v informačním systému EIA pod kódem VZK123.',
    ),
    category: 'verejne-vyhlasky',
    originator: region,
    referenceNumber: 'KUVK 41872/2026',
    fileMark: 'OŽPZ 512/2026/Kře',
    postedDay: -11,
    untilDay: 4,
    documents: [
      {
        name: 'Informace o oznámení záměru FVE Kamenný Mlýn.pdf',
        text: 'Oznamovatel: Solární park Kamenný Mlýn s.r.o. Záměr: pozemní fotovoltaická elektrárna o instalovaném výkonu 9,8 MWp s bateriovým úložištěm 4 MWh a přípojkou 22 kV do rozvodny Vzorov. Plocha záměru 11,6 ha orné půdy. Krajský úřad žádá obec o zveřejnění informace na úřední desce po dobu nejméně 15 dnů.',
      },
    ],
  },
  {
    slug: 'hromadny-predpisny-seznam-dan-z-nemovitych-veci-2026',
    title: 'Veřejná vyhláška – zpřístupnění hromadného předpisného seznamu daně z nemovitých věcí na rok 2026',
    description: p(
      'Finanční úřad pro Vzorový kraj oznamuje, že hromadný předpisný seznam daně z nemovitých věcí na rok 2026 je zpřístupněn k nahlédnutí na Územním pracovišti ve Vzorově, Nádražní 28, v úředních hodinách.',
      'Do seznamu mohou nahlížet jen daňové subjekty, kterým se daň stanovuje, nebo jejich zástupci. Daň stanovená hromadným předpisným seznamem je splatná do 31. května, u poplatníků s daní nad 5 000 Kč ve dvou splátkách.',
    ),
    category: 'verejne-vyhlasky',
    originator: taxOffice,
    referenceNumber: '412356/26/3200-11460-509870',
    fileMark: null,
    postedDay: -16,
    untilDay: 14,
    documents: [
      {
        name: 'Veřejná vyhláška – hromadný předpisný seznam 2026.pdf',
        text: 'Hromadný předpisný seznam se zpřístupňuje po dobu 30 dnů. Proti dani stanovené hromadným předpisným seznamem lze podat odvolání do 30 dnů ode dne, kdy byl zpřístupněn. Odvolání nemá odkladný účinek. Územní pracoviště ve Vzorově, Nádražní 28, 123 45 Vzorov.',
      },
    ],
  },
  {
    slug: 'zahajeni-komplexnich-pozemkovych-uprav-kamenny-mlyn',
    title: 'Oznámení o zahájení komplexních pozemkových úprav v k. ú. Kamenný Mlýn',
    description: p(
      'Státní pozemkový úřad, Krajský pozemkový úřad pro Vzorový kraj, oznamuje podle zákona č. 139/2002 Sb., o pozemkových úpravách a pozemkových úřadech, zahájení komplexních pozemkových úprav v katastrálním území Kamenný Mlýn s přizvaným územím k. ú. Vzorov.',
      'Vlastníci pozemků v obvodu pozemkových úprav jsou zváni na úvodní jednání, které se koná v 16:00 hodin v hasičské zbrojnici v Kamenném Mlýně.',
    ),
    category: 'verejne-vyhlasky',
    originator: 'Státní pozemkový úřad, Krajský pozemkový úřad pro Vzorový kraj',
    referenceNumber: 'SPU 098214/2026',
    fileMark: '2RP2231/2026-537205',
    postedDay: -15,
    untilDay: 15,
    documents: [
      {
        name: 'Oznámení o zahájení KoPÚ Kamenný Mlýn.pdf',
        text: 'Pozemkový úřad zahajuje řízení o komplexních pozemkových úpravách v k. ú. Kamenný Mlýn na základě žádosti vlastníků více než poloviny výměry zemědělské půdy. Vlastníci mohou do 30 dnů uplatnit u pozemkového úřadu své požadavky. Úvodní jednání se koná v hasičské zbrojnici v Kamenném Mlýně.',
      },
    ],
  },
  {
    slug: 'ozv-1-2026-vyjimky-z-doby-nocniho-klidu',
    title: 'Obecně závazná vyhláška č. 1/2026, kterou se stanoví výjimky z doby nočního klidu',
    description: p(
      'Zastupitelstvo města Vzorov vydalo na svém 13. zasedání podle § 5 odst. 7 zákona č. 251/2016 Sb., o některých přestupcích, obecně závaznou vyhlášku, která zkracuje dobu nočního klidu při vybraných tradičních akcích.',
      'Vyhláška byla vyhlášena ve Sbírce právních předpisů územních samosprávných celků a účinnosti nabývá patnáctým dnem po vyhlášení.',
    ),
    category: 'vyhlasky-a-narizeni',
    originator: town,
    referenceNumber: 'MUVZ/2215/2026',
    fileMark: null,
    postedDay: -10,
    untilDay: 5,
    documents: [
      {
        name: 'OZV č. 1-2026 – noční klid.pdf',
        text: 'Čl. 1 Doba nočního klidu se vymezuje dobou kratší, a to od 1:00 do 6:00 hodin, v noci ze 30. dubna na 1. května (pálení čarodějnic), v noci konání Vzorovské pouti a v noci z 31. prosince na 1. ledna. Čl. 2 Tato vyhláška nabývá účinnosti patnáctým dnem po dni jejího vyhlášení. Mgr. Helena Vzorová, starostka; Ing. Pavel Roubal, místostarosta.',
      },
    ],
  },
  {
    slug: 'dotacni-program-spolkova-cinnost-2026',
    title: 'Program podpory spolkové činnosti na rok 2026',
    description:
      p(
        'Město Vzorov podle § 10c zákona č. 250/2000 Sb. zveřejňuje dotační program na podporu činnosti spolků se sídlem nebo působností ve Vzorově, Dolní Lhotě a Kamenném Mlýně. Celkový objem programu je 1 200 000 Kč, nejvyšší dotace pro jednoho žadatele 120 000 Kč.',
        'Podporované oblasti:',
      ) +
      ul('pravidelná činnost dětí a mládeže', 'sport a tělovýchova', 'kultura, tradice a spolkový život') +
      p('Žádosti se podávají na předepsaném formuláři v období 30 dnů po skončení zveřejnění programu.'),
    category: 'rozpocet',
    originator: town,
    referenceNumber: 'MUVZ/1911/2026',
    fileMark: null,
    postedDay: -22,
    untilDay: 38,
    documents: [
      {
        name: 'Program podpory spolkové činnosti 2026.pdf',
        text: 'Účel: podpora pravidelné činnosti spolků. Okruh žadatelů: spolky, pobočné spolky a ústavy působící ve Vzorově a okolí. Spoluúčast žadatele nejméně 20 %. Kritéria hodnocení: počet členů do 18 let, přínos pro město, hospodárnost rozpočtu. O žádostech rozhodne zastupitelstvo do 60 dnů od konce lhůty pro podání.',
      },
    ],
  },
  {
    slug: 'vyzva-k-orezu-stromu-u-elektrickeho-vedeni',
    title: 'Výzva k odstranění a ořezu stromoví v ochranném pásmu elektrického vedení',
    description: p(
      'ČEZ Distribuce, a. s., vyzývá vlastníky a uživatele nemovitostí, aby v ochranném pásmu nadzemního vedení odstranili a ořezali stromy a jiné porosty, které ohrožují bezpečný provoz zařízení. Ochranné pásmo vedení 22 kV sahá 7 metrů od krajního vodiče na obě strany.',
      'Nestihnou-li vlastníci ořez provést sami do konce zveřejnění výzvy, provede jej na své náklady provozovatel distribuční soustavy.',
    ),
    category: 'ostatni',
    originator: 'ČEZ Distribuce, a. s.',
    referenceNumber: null,
    fileMark: null,
    postedDay: -24,
    untilDay: 20,
    documents: [],
  },
  {
    slug: 'zamer-pronajmu-pozemku-kamenny-mlyn',
    title: 'Záměr pronájmu části pozemku p. č. 512/4 v k. ú. Kamenný Mlýn',
    description: p(
      'Město Vzorov zveřejňuje záměr pronajmout část pozemku p. č. 512/4, trvalý travní porost, o výměře 1 850 m² v k. ú. Kamenný Mlýn za účelem sečení a pastvy. Nájem se uzavře na dobu pěti let, minimální nájemné je 0,80 Kč/m² ročně.',
    ),
    category: 'majetek',
    originator: town,
    referenceNumber: 'MUVZ/2510/2026',
    fileMark: 'MAJ/98/2026/Kub',
    postedDay: 2,
    untilDay: 17,
    documents: [
      {
        name: 'Záměr pronájmu pozemku p. č. 512-4.pdf',
        text: 'Předmět nájmu: část pozemku p. č. 512/4 (trvalý travní porost) o výměře 1 850 m² v k. ú. Kamenný Mlýn podle přiloženého snímku katastrální mapy. Účel: zemědělské využití – sečení a pastva. Doba nájmu: 5 let. Nabídky přijímá podatelna Městského úřadu Vzorov.',
      },
    ],
  },
  {
    slug: 'preruseni-dodavky-elektriny-kamenny-mlyn',
    title: 'Oznámení o plánovaném přerušení dodávky elektřiny – Kamenný Mlýn',
    description: p(
      'ČEZ Distribuce, a. s., oznamuje, že z důvodu revize a údržby trafostanice Kamenný Mlýn – náves bude v poslední den zveřejnění tohoto oznámení od 8:00 do 14:00 hodin přerušena dodávka elektřiny v celé obci Kamenný Mlýn a v ulici U Lomu ve Vzorově od č. p. 470 výše.',
    ),
    category: 'ostatni',
    originator: 'ČEZ Distribuce, a. s.',
    referenceNumber: null,
    fileMark: null,
    postedDay: 4,
    untilDay: 12,
    documents: [
      {
        name: 'Přerušení dodávky elektřiny – Kamenný Mlýn.pdf',
        text: 'Vypnutá oblast: Kamenný Mlýn – celá obec; Vzorov – U Lomu od č. p. 470 (včetně sběrného dvora U Lomu 480). Čas přerušení: 8:00–14:00. Důvod: revize a údržba trafostanice VZ_0412 Kamenný Mlýn – náves.',
      },
    ],
  },
  {
    slug: 'navrh-oop-zaplavove-uzemi-lomnicky',
    title: 'Veřejná vyhláška – návrh opatření obecné povahy o stanovení záplavového území vodního toku Lomnička',
    description: p(
      'Krajský úřad Vzorového kraje jako vodoprávní úřad podle § 66 zákona č. 254/2001 Sb., o vodách, a § 172 zákona č. 500/2004 Sb., správní řád, oznamuje návrh opatření obecné povahy, kterým se stanoví záplavové území a aktivní zóna vodního toku Lomnička v úseku Kamenný Mlýn – Vzorov.',
      'K návrhu může kdokoli, jehož práva, povinnosti nebo zájmy mohou být opatřením přímo dotčeny, uplatnit písemné připomínky do 30 dnů ode dne zveřejnění. Vlastníci dotčených nemovitostí mohou ve stejné lhůtě podat odůvodněné námitky.',
    ),
    category: 'verejne-vyhlasky',
    originator: region,
    referenceNumber: 'KUVK 52209/2026',
    fileMark: 'OŽPZ 688/2026/Sed',
    postedDay: 7,
    untilDay: 37,
    documents: [
      {
        name: 'Návrh OOP – záplavové území Lomnička.pdf',
        text: 'Záplavové území se stanoví pro průtoky Q5, Q20 a Q100 v úseku ř. km 3,200–11,850 vodního toku Lomnička (IDVT 10100234). Správce toku: Povodí Příkladu, státní podnik. Grafická část je k nahlédnutí na Krajském úřadu Vzorového kraje a na Městském úřadu Vzorov, odbor výstavby a územního plánování.',
      },
    ],
  },
  {
    slug: 'schvaleny-rozpocet-2026',
    title: 'Schválený rozpočet města Vzorov na rok 2026',
    description: p(
      'Podle § 11 odst. 4 zákona č. 250/2000 Sb., o rozpočtových pravidlech územních rozpočtů, zveřejňujeme rozpočet města na rok 2026 schválený Zastupitelstvem města Vzorov na 12. zasedání. Rozpočet je schodkový, schodek je kryt přebytkem hospodaření z minulých let.',
      paperInspection,
    ),
    category: 'rozpocet',
    originator: finance,
    referenceNumber: 'MUVZ/5128/2025',
    fileMark: null,
    postedDay: -95,
    untilDay: null,
    documents: [
      {
        name: 'Rozpočet města Vzorov na rok 2026.pdf',
        text: 'Příjmy celkem 148 100 000 Kč (daňové příjmy 118 400 000 Kč, nedaňové příjmy 14 200 000 Kč, kapitálové příjmy 2 000 000 Kč, přijaté transfery 13 500 000 Kč). Výdaje celkem 155 760 000 Kč (běžné výdaje 112 960 000 Kč, kapitálové výdaje 42 800 000 Kč). Financování 7 660 000 Kč. Schváleno usnesením Zastupitelstva města Vzorov č. 12/5.',
      },
    ],
  },
  {
    slug: 'strednedoby-vyhled-rozpoctu-2027-2028',
    title: 'Střednědobý výhled rozpočtu města Vzorov na roky 2027–2028',
    description: p(
      'Podle § 3 odst. 4 zákona č. 250/2000 Sb. zveřejňujeme střednědobý výhled rozpočtu města na roky 2027 a 2028, který schválilo zastupitelstvo spolu s rozpočtem na rok 2026. Výhled počítá s dokončením rekonstrukce Tyršovy ulice a se splácením úvěru na rekonstrukci náměstí.',
      paperInspection,
    ),
    category: 'rozpocet',
    originator: finance,
    referenceNumber: 'MUVZ/5129/2025',
    fileMark: null,
    postedDay: -95,
    untilDay: null,
    documents: [
      {
        name: 'Střednědobý výhled rozpočtu 2027–2028.pdf',
        text: 'Rok 2027: příjmy 151 000 000 Kč, výdaje 149 500 000 Kč, splátky úvěru 2 500 000 Kč. Rok 2028: příjmy 154 000 000 Kč, výdaje 150 300 000 Kč, splátky úvěru 2 500 000 Kč. Zůstatek úvěru na konci roku 2028: 7 500 000 Kč.',
      },
    ],
  },
  {
    slug: 'ozv-3-2025-poplatek-za-odpad',
    title: 'Obecně závazná vyhláška č. 3/2025 o místním poplatku za obecní systém odpadového hospodářství',
    description: p(
      'Zastupitelstvo města Vzorov vydalo podle zákona č. 565/1990 Sb., o místních poplatcích, obecně závaznou vyhlášku o místním poplatku za obecní systém odpadového hospodářství. Poplatek činí 900 Kč na osobu a kalendářní rok a je splatný jednorázově do 31. května.',
      'Od poplatku jsou osvobozeny mimo jiné děti do 3 let a osoby umístěné v domově pro seniory; úleva 300 Kč náleží poplatníkům starším 70 let.',
    ),
    category: 'vyhlasky-a-narizeni',
    originator: town,
    referenceNumber: 'MUVZ/5134/2025',
    fileMark: null,
    postedDay: -96,
    untilDay: null,
    documents: [
      {
        name: 'OZV č. 3-2025 – poplatek za odpad.pdf',
        text: 'Čl. 1 Město Vzorov touto vyhláškou zavádí místní poplatek za obecní systém odpadového hospodářství. Čl. 4 Sazba poplatku činí 900 Kč. Čl. 5 Poplatek je splatný nejpozději do 31. května příslušného kalendářního roku. Čl. 9 Zrušuje se obecně závazná vyhláška č. 2/2023. Čl. 10 Tato vyhláška nabývá účinnosti dnem 1. ledna 2026.',
      },
    ],
  },
  {
    slug: 'pozvanka-13-zasedani-zastupitelstva',
    title: 'Pozvánka na 13. zasedání Zastupitelstva města Vzorov',
    description:
      p(
        'Starostka města svolává 13. zasedání Zastupitelstva města Vzorov, které se koná od 18:00 hodin ve velkém sále radnice. Navržený program:',
      ) +
      ul(
        'Zahájení a schválení programu',
        'Obecně závazná vyhláška o výjimkách z doby nočního klidu',
        'Program podpory spolkové činnosti na rok 2026',
        'Prodej pozemku p. č. 1187/3 v k. ú. Vzorov',
        'Zpráva o činnosti rady města',
        'Diskuse a závěr',
      ),
    category: 'zastupitelstvo',
    originator: town,
    referenceNumber: 'MUVZ/1720/2026',
    fileMark: null,
    postedDay: -41,
    untilDay: -33,
    documents: [
      {
        name: 'Pozvánka na 13. zasedání zastupitelstva.pdf',
        text: 'Zastupitelstvo města Vzorov se sejde na svém 13. zasedání od 18:00 hodin ve velkém sále radnice, náměstí Míru 1. Zasedání je veřejné. Mgr. Helena Vzorová, starostka.',
      },
    ],
  },
  {
    slug: 'pozvanka-12-zasedani-zastupitelstva',
    title: 'Pozvánka na 12. zasedání Zastupitelstva města Vzorov',
    description:
      p(
        'Starostka města svolává 12. zasedání Zastupitelstva města Vzorov, které se koná od 17:00 hodin ve velkém sále radnice. Navržený program:',
      ) +
      ul(
        'Zahájení a schválení programu',
        'Rozpočet města na rok 2026',
        'Střednědobý výhled rozpočtu na roky 2027–2028',
        'Obecně závazné vyhlášky o místních poplatcích',
        'Rozpočtové opatření č. 6/2025',
        'Diskuse a závěr',
      ),
    category: 'zastupitelstvo',
    originator: town,
    referenceNumber: 'MUVZ/4960/2025',
    fileMark: null,
    postedDay: -108,
    untilDay: -100,
    documents: [
      {
        name: 'Pozvánka na 12. zasedání zastupitelstva.pdf',
        text: 'Zastupitelstvo města Vzorov se sejde na svém 12. zasedání od 17:00 hodin ve velkém sále radnice, náměstí Míru 1. Hlavním bodem je schválení rozpočtu na rok 2026. Mgr. Helena Vzorová, starostka.',
      },
    ],
  },
  {
    slug: 'usneseni-12-zasedani-zastupitelstva',
    title: 'Usnesení z 12. zasedání Zastupitelstva města Vzorov',
    description: p(
      'Zastupitelstvo na 12. zasedání schválilo rozpočet města na rok 2026, střednědobý výhled rozpočtu na roky 2027–2028 a vydalo obecně závazné vyhlášky o místním poplatku ze psů a o místním poplatku za obecní systém odpadového hospodářství.',
    ),
    category: 'zastupitelstvo',
    originator: town,
    referenceNumber: 'MUVZ/5102/2025',
    fileMark: null,
    postedDay: -96,
    untilDay: -66,
    documents: [
      {
        name: 'Usnesení z 12. zasedání ZM.pdf',
        text: 'Usnesení č. 12/5 – Zastupitelstvo schvaluje rozpočet města na rok 2026 jako schodkový. Usnesení č. 12/6 – Zastupitelstvo schvaluje střednědobý výhled rozpočtu na roky 2027–2028. Usnesení č. 12/7 – Zastupitelstvo vydává OZV č. 2/2025 o místním poplatku ze psů. Usnesení č. 12/8 – Zastupitelstvo vydává OZV č. 3/2025 o místním poplatku za obecní systém odpadového hospodářství.',
      },
    ],
  },
  {
    slug: 'navrh-rozpoctu-2026',
    title: 'Návrh rozpočtu města Vzorov na rok 2026',
    description: p(
      'Podle § 11 odst. 3 zákona č. 250/2000 Sb. zveřejňujeme návrh rozpočtu města na rok 2026 a návrh střednědobého výhledu rozpočtu na roky 2027–2028. Připomínky mohou občané uplatnit písemně do projednání návrhu nebo ústně na zasedání zastupitelstva.',
    ),
    category: 'rozpocet',
    originator: finance,
    referenceNumber: 'MUVZ/4711/2025',
    fileMark: null,
    postedDay: -125,
    untilDay: -100,
    documents: [
      {
        name: 'Návrh rozpočtu na rok 2026.pdf',
        text: 'Návrh rozpočtu: příjmy 147 600 000 Kč, výdaje 155 260 000 Kč, financování 7 660 000 Kč. Největší investice: rekonstrukce Tyršovy ulice 18 000 000 Kč, zateplení MŠ Školní 9 500 000 Kč, cyklostezka do Dolní Lhoty 6 200 000 Kč.',
      },
    ],
  },
  {
    slug: 'rozpoctove-opatreni-5-2025',
    title: 'Rozpočtové opatření č. 5/2025',
    description: p(
      'Podle § 16 odst. 6 zákona č. 250/2000 Sb. zveřejňujeme rozpočtové opatření č. 5/2025, kterým rada města zapojila dotaci na výdaje spojené s volbami do Poslanecké sněmovny a navýšila výdaje na zimní údržbu komunikací.',
      paperInspection,
    ),
    category: 'rozpocet',
    originator: finance,
    referenceNumber: 'MUVZ/4380/2025',
    fileMark: null,
    postedDay: -150,
    untilDay: -120,
    documents: [
      {
        name: 'Rozpočtové opatření č. 5-2025.pdf',
        text: 'Příjmy: neinvestiční transfer ze státního rozpočtu na volby +186 000 Kč. Výdaje: volby do Parlamentu ČR +186 000 Kč, zimní údržba místních komunikací +350 000 Kč, rezerva −350 000 Kč. Schváleno usnesením Rady města Vzorov č. R 17/9.',
      },
    ],
  },
  {
    slug: 'navrh-zaverecneho-uctu-2024',
    title: 'Návrh závěrečného účtu města Vzorov za rok 2024',
    description: p(
      'Podle § 17 odst. 6 zákona č. 250/2000 Sb. zveřejňujeme návrh závěrečného účtu města za rok 2024 včetně zprávy o výsledku přezkoumání hospodaření. Přezkoumání nezjistilo chyby ani nedostatky.',
    ),
    category: 'rozpocet',
    originator: finance,
    referenceNumber: 'MUVZ/1602/2025',
    fileMark: null,
    postedDay: -300,
    untilDay: -284,
    documents: [
      {
        name: 'Návrh závěrečného účtu za rok 2024.pdf',
        text: 'Příjmy roku 2024 činily 142 870 000 Kč, výdaje 136 410 000 Kč, přebytek hospodaření 6 460 000 Kč. Stav finančních prostředků ke konci roku 37 282 000 Kč.',
      },
    ],
  },
  {
    slug: 'oznameni-o-dobe-a-miste-konani-voleb-ps-2025',
    title: 'Oznámení o době a místě konání voleb do Poslanecké sněmovny Parlamentu České republiky',
    description:
      p(
        'Starostka města Vzorov podle § 15 odst. 1 zákona č. 247/1995 Sb., o volbách do Parlamentu České republiky, oznamuje, že volby se uskuteční v pátek 3. října 2025 od 14:00 do 22:00 hodin a v sobotu 4. října 2025 od 8:00 do 14:00 hodin. Volební místnosti:',
      ) +
      ul(
        'okrsek č. 1 – radnice, náměstí Míru 1',
        'okrsek č. 2 – základní škola, Školní 12',
        'okrsek č. 3 – sokolovna, Tyršova 400',
      ) +
      p('Volič prokáže totožnost a státní občanství platným občanským nebo cestovním pasem České republiky.'),
    category: 'ostatni',
    originator: town,
    referenceNumber: 'MUVZ/3950/2025',
    fileMark: null,
    postedDay: -178,
    untilDay: -160,
    documents: [
      {
        name: 'Oznámení o době a místě konání voleb.pdf',
        text: 'Volební okrsek č. 1: radnice, náměstí Míru 1 – pro voliče s trvalým pobytem v ulicích náměstí Míru, Nádražní a Lipová. Volební okrsek č. 2: základní škola, Školní 12 – pro voliče z ulic Školní a U Lomu. Volební okrsek č. 3: sokolovna, Tyršova 400 – pro voliče z ostatních ulic. Hlasovací lístky budou dodány nejpozději 3 dny přede dnem voleb. Mgr. Helena Vzorová, starostka.',
      },
    ],
  },
  {
    slug: 'ozv-2-2025-poplatek-ze-psu',
    title: 'Obecně závazná vyhláška č. 2/2025 o místním poplatku ze psů',
    description: p(
      'Zastupitelstvo města Vzorov vydalo obecně závaznou vyhlášku o místním poplatku ze psů. Sazba za prvního psa činí 600 Kč ročně v rodinném domě a 1 200 Kč ročně v bytovém domě; poživatelé důchodu platí 200 Kč.',
    ),
    category: 'vyhlasky-a-narizeni',
    originator: town,
    referenceNumber: 'MUVZ/5133/2025',
    fileMark: null,
    postedDay: -96,
    untilDay: -81,
    documents: [
      {
        name: 'OZV č. 2-2025 – poplatek ze psů.pdf',
        text: 'Čl. 2 Poplatek ze psů platí držitel psa staršího 3 měsíců s místem pobytu nebo sídlem ve Vzorově. Čl. 5 Sazba poplatku za jednoho psa: 600 Kč v rodinném domě, 1 200 Kč v bytovém domě, za každého dalšího psa 900 Kč, resp. 1 800 Kč. Čl. 6 Poplatek je splatný do 31. března. Vyhláška nabývá účinnosti dnem 1. ledna 2026.',
      },
    ],
  },
  {
    slug: 'narizeni-1-2025-trzni-rad',
    title: 'Nařízení města Vzorov č. 1/2025, kterým se vydává tržní řád',
    description: p(
      'Rada města Vzorov vydala podle § 18 odst. 1 zákona č. 455/1991 Sb., živnostenský zákon, nařízení, které vymezuje tržiště na náměstí Míru a v Nádražní ulici, dobu prodeje a pravidla pro farmářské trhy a pouťové atrakce. Podomní a pochůzkový prodej se na území města zakazuje.',
    ),
    category: 'vyhlasky-a-narizeni',
    originator: town,
    referenceNumber: 'MUVZ/2540/2025',
    fileMark: null,
    postedDay: -230,
    untilDay: -215,
    documents: [
      {
        name: 'Nařízení č. 1-2025 – tržní řád.pdf',
        text: 'Čl. 3 Tržiště: náměstí Míru (pozemek p. č. 1/1 v k. ú. Vzorov), Nádražní ulice u autobusového nádraží. Čl. 4 Prodejní doba na tržištích je od 7:00 do 18:00 hodin. Čl. 7 Zakazuje se podomní a pochůzkový prodej. Čl. 9 Nařízení nabývá účinnosti patnáctým dnem po dni vyhlášení.',
      },
    ],
  },
  {
    slug: 'hromadny-predpisny-seznam-dan-z-nemovitych-veci-2025',
    title: 'Veřejná vyhláška – zpřístupnění hromadného předpisného seznamu daně z nemovitých věcí na rok 2025',
    description: p(
      'Finanční úřad pro Vzorový kraj oznamuje, že hromadný předpisný seznam daně z nemovitých věcí na rok 2025 je zpřístupněn k nahlédnutí na Územním pracovišti ve Vzorově, Nádražní 28. Proti stanovené dani se lze odvolat do 30 dnů ode dne zpřístupnění seznamu.',
    ),
    category: 'verejne-vyhlasky',
    originator: taxOffice,
    referenceNumber: '398114/25/3200-11460-509870',
    fileMark: null,
    postedDay: -330,
    untilDay: -300,
    documents: [
      {
        name: 'Veřejná vyhláška – hromadný předpisný seznam 2025.pdf',
        text: 'Hromadný předpisný seznam daně z nemovitých věcí na rok 2025 se zpřístupňuje po dobu 30 dnů. Nahlížet do něj mohou pouze daňové subjekty nebo jejich zástupci. Daň je splatná do 31. května 2025.',
      },
    ],
  },
  {
    slug: 'drazebni-vyhlaska-pozemek-u-lomu',
    title: 'Usnesení – dražební vyhláška, pozemek p. č. 1287/5 v k. ú. Vzorov',
    description: p(
      'Soudní exekutor Mgr. Jan Dražil, Exekutorský úřad Praha 7, vydává dražební vyhlášku o elektronické dražbě spoluvlastnického podílu o velikosti ½ na pozemku p. č. 1287/5, orná půda, o výměře 4 310 m² v k. ú. Vzorov. Povinný: Zdeněk Holub, nar. 1969, bytem U Lomu 52, Vzorov.',
      'Výsledná cena činí 390 000 Kč, nejnižší podání 260 000 Kč, jistota 40 000 Kč.',
    ),
    category: 'verejne-vyhlasky',
    originator: 'Exekutorský úřad Praha 7',
    referenceNumber: '120 EX 1187/23-142',
    fileMark: '120 EX 1187/23',
    postedDay: -250,
    untilDay: -218,
    personalData: true,
    documents: [
      {
        name: 'Dražební vyhláška 120 EX 1187-23.pdf',
        text: 'Předmět dražby: spoluvlastnický podíl ½ na pozemku p. č. 1287/5 (orná půda, 4 310 m²) v k. ú. Vzorov, LV 2214. Povinný: Zdeněk Holub, nar. 1969, U Lomu 52, 123 45 Vzorov. Elektronická dražba proběhne na portálu drazby.example.',
      },
    ],
  },
  {
    slug: 'oznameni-o-ulozeni-pisemnosti-rijen',
    title: 'Oznámení o uložení písemnosti pro občana s adresou trvalého pobytu na ohlašovně',
    description: p(
      'Městský úřad Vzorov, správní odbor, oznamuje, že pro pana Jiřího Vaňka, nar. 1972, s trvalým pobytem na adrese ohlašovny náměstí Míru 1, Vzorov, je na podatelně uložena doporučená zásilka. Převzít ji lze v úředních hodinách po prokázání totožnosti.',
    ),
    category: 'ostatni',
    originator: registry,
    referenceNumber: 'MUVZ/4420/2025',
    fileMark: null,
    postedDay: -140,
    untilDay: -125,
    personalData: true,
    documents: [],
  },
  {
    slug: 'zamer-prodeje-pozemku-u-lomu',
    title: 'Záměr prodeje pozemku p. č. 1187/3 v k. ú. Vzorov',
    description: p(
      'Město Vzorov podle § 39 odst. 1 zákona o obcích zveřejňuje záměr prodat pozemek p. č. 1187/3, ostatní plocha, o výměře 96 m² v ulici U Lomu. Pozemek je oplocen a dlouhodobě jej užívají vlastníci sousední nemovitosti.',
    ),
    category: 'majetek',
    originator: town,
    referenceNumber: 'MUVZ/3512/2025',
    fileMark: 'MAJ/211/2025/Kub',
    postedDay: -200,
    untilDay: -185,
    documents: [
      {
        name: 'Záměr prodeje pozemku p. č. 1187-3.pdf',
        text: 'Město Vzorov zveřejňuje záměr prodeje pozemku p. č. 1187/3 (ostatní plocha, jiná plocha, 96 m²) v k. ú. Vzorov, LV 10001. Minimální kupní cena 450 Kč/m². Nabídky přijímá podatelna městského úřadu.',
      },
    ],
  },
  {
    slug: 'zamer-pronajmu-bytu-skolni',
    title: 'Záměr pronájmu bytu č. 3 v domě Školní 7',
    description: p(
      'Město Vzorov zveřejňuje záměr pronajmout byt č. 3 o velikosti 2+1 a podlahové ploše 58 m² ve druhém podlaží domu Školní 7. Nájem se uzavře na dobu určitou jednoho roku s možností prodloužení, minimální nájemné je 110 Kč/m² měsíčně.',
      'Přednost mají žadatelé zařazení do evidence žadatelů o nájem městského bytu.',
    ),
    category: 'majetek',
    originator: town,
    referenceNumber: 'MUVZ/1544/2026',
    fileMark: 'MAJ/61/2026/Kub',
    postedDay: -60,
    untilDay: -45,
    documents: [
      {
        name: 'Záměr pronájmu bytu Školní 7.pdf',
        text: 'Byt č. 3, Školní 7, Vzorov: 2 pokoje, kuchyň, koupelna s WC, sklepní kóje; ústřední vytápění. Minimální nájemné 110 Kč/m² měsíčně, kauce ve výši trojnásobku měsíčního nájemného. Prohlídka po dohodě s finančním odborem.',
      },
    ],
  },
  {
    slug: 'ztraty-a-nalezy-2025',
    title: 'Ztráty a nálezy – seznam nalezených věcí 2025',
    description: p(
      'Seznam věcí nalezených na území města v roce 2025. Věci, o které se vlastník nepřihlásí do jednoho roku od vyhlášení nálezu, připadnou městu.',
    ),
    category: 'ostatni',
    originator: registry,
    referenceNumber: 'MUVZ/1012/2025',
    fileMark: null,
    postedDay: -270,
    untilDay: -90,
    documents: [
      {
        name: 'Seznam nalezených věcí 2025.pdf',
        text: 'N 1/2025 – brýle v hnědém pouzdře, náměstí Míru. N 2/2025 – klíče od automobilu Škoda, parkoviště Nádražní. N 3/2025 – dámské jízdní kolo, Lipová. N 4/2025 – batoh se sportovním oblečením, sokolovna Tyršova.',
      },
    ],
  },
  {
    slug: 'povoleni-zameru-chodnik-tyrsova',
    title: 'Veřejná vyhláška – rozhodnutí o povolení záměru „Chodník v ulici Tyršova“',
    description: p(
      'Stavební úřad vydal rozhodnutí o povolení záměru „Chodník v ulici Tyršova“ v úseku od křižovatky s Nádražní ulicí po sokolovnu, včetně veřejného osvětlení a odvodnění. Stavebníkem je Město Vzorov.',
      'Rozhodnutí se doručuje veřejnou vyhláškou, protože řízení má velký počet účastníků.',
    ),
    category: 'stavebni-rizeni',
    originator: building,
    referenceNumber: 'MUVZ/2981/2025',
    fileMark: 'SZ-MUVZ/198/2025/Nov',
    postedDay: -210,
    untilDay: -195,
    documents: [
      {
        name: 'Rozhodnutí – povolení záměru Chodník Tyršova.pdf',
        text: 'Povoluje se záměr „Chodník v ulici Tyršova“ na pozemcích p. č. 915/1, 915/4 a 920 v k. ú. Vzorov: chodník ze zámkové dlažby šířky 2,0 m a délky 420 m, 14 stožárů veřejného osvětlení, uliční vpusti napojené na dešťovou kanalizaci. Stavba bude dokončena do 24 měsíců od nabytí právní moci.',
      },
    ],
  },
  {
    slug: 'preruseni-dodavky-elektriny-nadrazni',
    title: 'Oznámení o plánovaném přerušení dodávky elektřiny – Nádražní',
    description: p(
      'ČEZ Distribuce, a. s., oznámila přerušení dodávky elektřiny v ulici Nádražní, č. p. 1 až 60, od 7:30 do 13:00 hodin z důvodu přeložky kabelového vedení.',
    ),
    category: 'ostatni',
    originator: 'ČEZ Distribuce, a. s.',
    referenceNumber: null,
    fileMark: null,
    postedDay: -45,
    untilDay: -38,
    documents: [],
  },
  {
    slug: 'vyberove-rizeni-referent-financniho-odboru',
    title: 'Výběrové řízení na pozici referent/referentka finančního odboru',
    description: p(
      'Tajemnice Městského úřadu Vzorov vyhlásila podle § 7 zákona č. 312/2002 Sb. výběrové řízení na obsazení pracovního místa referent/referentka finančního odboru – účetní a rozpočtář. Pracovní poměr na dobu neurčitou, 10. platová třída.',
      'Požadováno je úplné střední vzdělání s maturitní zkouškou ekonomického zaměření a znalost účetnictví územních samosprávných celků.',
    ),
    category: 'ostatni',
    originator: 'Městský úřad Vzorov, tajemnice',
    referenceNumber: 'MUVZ/0412/2025',
    fileMark: null,
    postedDay: -395,
    untilDay: -372,
    documents: [
      {
        name: 'Oznámení o vyhlášení výběrového řízení – finanční odbor.pdf',
        text: 'Náplň práce: vedení účetnictví města, příprava rozpočtu a rozpočtových opatření, výkazy pro Ministerstvo financí. Přihlášky s požadovanými doklady zasílejte na adresu Městský úřad Vzorov, náměstí Míru 1, 123 45 Vzorov. Ing. Alena Procházková, tajemnice.',
      },
    ],
  },
  {
    slug: 'informace-zjistovaci-rizeni-rozsireni-lomu',
    title: 'Informace o zveřejnění oznámení záměru „Rozšíření těžby v lomu Kamenný Mlýn“',
    description: p(
      'Krajský úřad Vzorového kraje informuje o zahájení zjišťovacího řízení podle zákona č. 100/2001 Sb. k záměru „Rozšíření těžby v lomu Kamenný Mlýn“. Záměr počítá s rozšířením dobývacího prostoru o 8,4 ha směrem k ulici U Lomu.',
      'Písemná vyjádření bylo možné zasílat krajskému úřadu do 20 dnů ode dne zveřejnění informace na úřední desce kraje.',
    ),
    category: 'verejne-vyhlasky',
    originator: region,
    referenceNumber: 'KUVK 14265/2025',
    fileMark: 'OŽPZ 203/2025/Kře',
    postedDay: -362,
    untilDay: -347,
    documents: [
      {
        name: 'Informace o oznámení záměru – lom Kamenný Mlýn.pdf',
        text: 'Oznamovatel: Kamenolom Kamenný Mlýn a.s. Záměr: rozšíření povrchové těžby stavebního kamene o 8,4 ha, roční těžba do 250 000 t. Odvoz vytěženého kamene po silnici III. třídy přes ulici U Lomu. Oznámení je k nahlédnutí v informačním systému EIA pod kódem VZK098.',
      },
    ],
  },
  {
    slug: 'vylozeni-obnoveneho-katastralniho-operatu-dolni-lhota',
    title: 'Oznámení o vyložení obnoveného katastrálního operátu v k. ú. Dolní Lhota',
    description: p(
      'Katastrální úřad pro Vzorový kraj, Katastrální pracoviště Vzorov, oznamuje vyložení obnoveného katastrálního operátu pro katastrální území Dolní Lhota k veřejnému nahlédnutí po dobu dvou týdnů v zasedací místnosti Městského úřadu Vzorov.',
      'Vlastníci mohou během vyložení a do 15 dnů po jeho skončení podat proti obsahu obnoveného operátu námitky.',
    ),
    category: 'verejne-vyhlasky',
    originator: 'Katastrální úřad pro Vzorový kraj, Katastrální pracoviště Vzorov',
    referenceNumber: 'OR-214/2025-712',
    fileMark: null,
    postedDay: -160,
    untilDay: -130,
    documents: [
      {
        name: 'Oznámení o vyložení obnoveného operátu – Dolní Lhota.pdf',
        text: 'Obnovený katastrální operát k. ú. Dolní Lhota bude vyložen v zasedací místnosti Městského úřadu Vzorov, náměstí Míru 1, v pondělí a ve středu od 8:00 do 17:00 hodin, v ostatní pracovní dny od 8:00 do 11:30 hodin. Zaměstnanci katastrálního pracoviště budou přítomni a podají vysvětlení.',
      },
    ],
  },
];
