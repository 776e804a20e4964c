/**
 * News and blog posts of the demo town, in the town's voice. Categories are
 * the slugs of `demoBlogCategories`. More follow with the rest of the news
 * section (issue 4 asks for 30 news and 8 blog posts).
 */
interface DemoArticle {
  kind: 'news' | 'blog';
  slug: string;
  title: string;
  perex: string;
  body: string;
  category: string | null;
  publishedAt: string;
  featured?: boolean;
  image?: { url: string; width: number; height: number; alt: string };
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

const christmas = {
  url: '/img/plakaty/vanocni-trhy.svg',
  width: 800,
  height: 450,
  alt: 'Stánky s vánočním zbožím a rozsvícený strom na náměstí',
};
const bins = { url: '/img/plakaty/odpad.svg', width: 800, height: 450, alt: 'Barevné popelnice na tříděný odpad' };
const magazine = {
  url: '/img/plakaty/zpravodaj.svg',
  width: 800,
  height: 450,
  alt: 'Titulní strana zpravodaje se zasněženou radnicí',
};

export const demoArticles: DemoArticle[] = [
  {
    kind: 'news',
    slug: 'vanocni-trhy-2026',
    title: 'Vánoční trhy letos dva dny a s živým betlémem',
    perex: 'Náměstí Míru ožije 12. a 13. prosince. Těšit se můžete na řemeslníky, koledy i živá zvířata v betlémě.',
    body:
      p(
        'Letošní vánoční trhy se na náměstí Míru uskuteční v sobotu 12. a v neděli 13. prosince, vždy od 10:00 do 19:00. Na čtyřiceti stáncích najdete keramiku, perníčky, svíčky i vánoční stromky od místních pěstitelů.',
        'V sobotu v 17:00 rozsvítíme vánoční strom za doprovodu dětského sboru ZŠ Vzorov. V neděli odpoledne bude u kostela sv. Václava stát živý betlém s ovečkami a oslíkem z farmy v Dolní Lhotě.',
      ) +
      '<h2>Doprava a parkování</h2>' +
      p(
        'Po oba dny bude náměstí uzavřené pro auta. Parkovat můžete u sportovní haly a na parkovišti U Lomu, odkud vás k náměstí doveze zdarma vánoční autobus.',
      ),
    category: 'kultura-a-sport',
    publishedAt: '2026-11-18T09:00:00+01:00',
    featured: true,
    image: christmas,
  },
  {
    kind: 'news',
    slug: 'poplatek-za-odpad-2027',
    title: 'Poplatek za odpad na rok 2027 zůstává 900 korun',
    perex:
      'Zastupitelstvo schválilo výši poplatku za obecní systém odpadového hospodářství na příští rok. Zaplatit ho můžete nově i z účtu občana.',
    body: p(
      'Poplatek za odpad na rok 2027 činí stejně jako letos 900 Kč za osobu a rok. Poplatníci starší 70 let mají úlevu 300 Kč, děti do tří let jsou od poplatku osvobozeny.',
      'Poplatek je splatný do 31. května 2027. Zaplatit ho můžete na pokladně úřadu, převodem na účet města, nebo nově v sekci Moje závazky ve svém účtu občana, kde najdete i QR kód pro platbu z mobilní banky.',
    ),
    category: 'zivotni-prostredi',
    publishedAt: '2026-11-12T08:00:00+01:00',
    featured: true,
    image: bins,
  },
  {
    kind: 'news',
    slug: 'zpravodaj-prosinec-2026',
    title: 'Vyšel prosincový Vzorovský zpravodaj',
    perex:
      'V novém čísle najdete rozhovor s ředitelkou knihovny, přehled adventních akcí a svozový kalendář na příští rok.',
    body: p(
      'Prosincové číslo Vzorovského zpravodaje dostanete do schránky v týdnu od 30. listopadu. Elektronicky si ho můžete přečíst už nyní v sekci Zpravodaj.',
      'Uvnitř je vložený svozový kalendář na rok 2027. Schovejte si ho, nebo si svozové dny nastavte přímo do telefonu z účtu občana.',
    ),
    category: 'zpravy-z-radnice',
    publishedAt: '2026-11-20T10:00:00+01:00',
    featured: true,
    image: magazine,
  },
  {
    kind: 'news',
    slug: 'uzavirka-nadrazni-ulice',
    title: 'Nádražní ulice bude od 30. listopadu uzavřená',
    perex:
      'Kvůli výměně vodovodního potrubí bude Nádražní ulice mezi poštou a nádražím tři týdny průjezdná jen pro pěší.',
    body: p(
      'Vodárenská společnost bude od pondělí 30. listopadu do pátku 18. prosince měnit vodovodní řad v Nádražní ulici. Úsek mezi poštou a vlakovým nádražím bude pro auta uzavřený, objížďka povede ulicemi Polní a Školní.',
      'Zastávka autobusu Vzorov, pošta se po dobu uzavírky přesouvá k sportovní hale. Pošta i obchody zůstávají otevřené a přístupné pěšky.',
    ),
    category: 'doprava',
    publishedAt: '2026-11-16T12:00:00+01:00',
  },
  {
    kind: 'news',
    slug: 'zimni-udrzba-silnic',
    title: 'Jak budeme v zimě udržovat silnice a chodníky',
    perex:
      'Technické služby mají připravený plán zimní údržby. Přednost mají hlavní silnice, zastávky a schody ke zdravotnímu středisku.',
    body: p(
      'Zimní údržbu zajišťují technické služby od 15. listopadu do 31. března. Jako první se sype a pluhuje průtah městem, příjezdy k zastávkám, škole a zdravotnímu středisku. Vedlejší ulice přicházejí na řadu do 12 hodin od konce sněžení.',
      'Pokud v zimě uvidíte nebezpečné místo, zavolejte dispečinku technických služeb na číslo 555 123 230.',
    ),
    category: 'doprava',
    publishedAt: '2026-11-05T09:30:00+01:00',
  },
  {
    kind: 'news',
    slug: 'novy-chodnik-lipova',
    title: 'V Lipové ulici je nový chodník a osvětlení',
    perex:
      'Stavební práce skončily o dva týdny dřív, než se plánovalo. Chodník je bezbariérový a lemuje ho dvanáct nových stromů.',
    body: p(
      'Nový chodník v Lipové ulici měří 420 metrů a propojuje sídliště s mateřskou školou. Má snížené obrubníky na všech přechodech a vodicí pásy pro nevidomé.',
      'Součástí stavby bylo i čtrnáct nových úsporných lamp a výsadba dvanácti lip. Stavba stála 3,8 milionu korun, z toho 2,1 milionu pokryla dotace kraje.',
    ),
    category: 'doprava',
    publishedAt: '2026-10-28T14:00:00+01:00',
  },
  {
    kind: 'news',
    slug: 'skola-ziskala-grant-na-digitalizaci',
    title: 'Základní škola získala grant na výuku informatiky',
    perex:
      'Díky grantu ve výši 850 tisíc korun přibude ve škole učebna robotiky a notebooky pro žáky, kteří si je nemohou pořídit.',
    body: p(
      'Základní škola Vzorov uspěla s žádostí o grant na podporu digitálního vzdělávání. Za získané peníze vybaví od února učebnu robotiky a pořídí třicet notebooků, které si žáci budou moci zapůjčit domů.',
      'Ředitelka školy Mgr. Jana Pokorná děkuje učitelům, kteří žádost připravili ve svém volném čase.',
    ),
    category: 'skolstvi',
    publishedAt: '2026-10-20T11:00:00+02:00',
  },
  {
    kind: 'news',
    slug: 'zapis-do-materske-skoly',
    title: 'Zápis do mateřské školy proběhne v květnu',
    perex: 'Rodiče si mohou termín zápisu zarezervovat už nyní. Přihlášku podáte online nebo v mateřské škole.',
    body: p(
      'Zápis do Mateřské školy Vzorov pro školní rok 2027/2028 proběhne 5. a 6. května 2027. Přihlášku můžete vyplnit online v sekci Potřebuji vyřídit, nebo ji vyzvednout přímo ve školce.',
      'Přednostně přijímáme děti, které do 31. srpna dosáhnou věku tří let a mají trvalý pobyt ve Vzorově.',
    ),
    category: 'skolstvi',
    publishedAt: '2026-10-14T08:00:00+02:00',
  },
  {
    kind: 'news',
    slug: 'sberny-dvur-zimni-provoz',
    title: 'Sběrný dvůr přechází na zimní provoz',
    perex:
      'Od prosince do konce února bude sběrný dvůr otevřený ve středu a v sobotu. Bioodpad odvezeme naposledy 27. listopadu.',
    body: p(
      'Od 1. prosince 2026 do 28. února 2027 bude sběrný dvůr v ulici U Lomu otevřený ve středu a v sobotu od 9:00 do 15:00.',
      'Hnědé popelnice na bioodpad vyvezeme letos naposledy v pátek 27. listopadu. Svoz znovu začne v prvním březnovém týdnu.',
    ),
    category: 'zivotni-prostredi',
    publishedAt: '2026-11-09T07:30:00+01:00',
    image: bins,
  },
  {
    kind: 'news',
    slug: 'socialni-taxi-pro-seniory',
    title: 'Sociální taxi vozí seniory k lékaři za dvacet korun',
    perex: 'Město rozšiřuje službu sociálního taxi. Jezdit můžete nově i do nemocnice v okresním městě.',
    body: p(
      'Sociální taxi mohou využít občané Vzorova starší 70 let a držitelé průkazu ZTP. Jízda po městě stojí 20 Kč, do okresní nemocnice 60 Kč.',
      'Jízdu si objednávejte nejméně den předem na čísle 555 123 150 v pracovní dny od 7:00 do 15:00.',
    ),
    category: 'socialni-oblast',
    publishedAt: '2026-10-07T10:00:00+02:00',
  },
  {
    kind: 'news',
    slug: 'zastupitelstvo-schvalilo-rozpocet',
    title: 'Zastupitelstvo projedná rozpočet na rok 2027',
    perex:
      'Návrh rozpočtu počítá s příjmy 142 milionů korun a s rekonstrukcí koupaliště. Připomínky můžete podat do 10. prosince.',
    body: p(
      'Návrh rozpočtu města na rok 2027 je zveřejněný na úřední desce. Počítá s příjmy 142 milionů a výdaji 151 milionů korun; schodek pokryjí úspory z minulých let.',
      'Největší investicí je rekonstrukce koupaliště za 38 milionů korun. Připomínky k návrhu můžete podat písemně do 10. prosince, zastupitelstvo o rozpočtu rozhodne 16. prosince.',
    ),
    category: 'zpravy-z-radnice',
    publishedAt: '2026-11-02T16:00:00+01:00',
  },
  {
    kind: 'news',
    slug: 'vzorovsky-pulmaraton',
    title: 'Vzorovský půlmaraton vyhrála domácí běžkyně',
    perex: 'Na start 14. ročníku se postavilo 412 běžců. Nejrychlejší byla Tereza Malá z místního atletického oddílu.',
    body: p(
      'Trať půlmaratonu vedla letos nově po naučné stezce kolem Vzorovky. Tereza Malá doběhla v čase 1:24:51 a mezi ženami zvítězila s náskokem téměř čtyř minut.',
      'Děkujeme dobrovolníkům, hasičům a všem, kdo běžce na trati povzbuzovali.',
    ),
    category: 'kultura-a-sport',
    publishedAt: '2026-09-27T18:00:00+02:00',
  },
  {
    kind: 'blog',
    slug: 'proc-opravujeme-koupaliste',
    title: 'Proč opravujeme koupaliště právě teď',
    perex:
      'Starostka vysvětluje, proč se město rozhodlo pro rekonstrukci koupaliště a co to bude znamenat pro příští léto.',
    body: p(
      'Milí Vzorováci, koupaliště slouží městu od roku 1974 a loni jsme na opravách netěsností utratili přes milion korun. Voda z bazénu unikala rychleji, než jsme ji stihli ohřát.',
      'Rekonstrukce začne v září po skončení sezóny a do června 2027 bude hotová. Příští léto tak bude koupaliště otevřené, jen o dva týdny později než obvykle. Děkuji za trpělivost.',
      'Helena Vzorová, starostka',
    ),
    category: null,
    publishedAt: '2026-11-10T19:00:00+01:00',
  },
  {
    kind: 'blog',
    slug: 'podzimni-prochazka-mestem',
    title: 'Podzimní procházka městem s otevřenýma očima',
    perex:
      'Co jsem viděla cestou z radnice na Skalku: nové lavičky, zapomenutý kout u potoka a jeden nápad, o který se chci podělit.',
    body: p(
      'V sobotu jsem se prošla z radnice až na rozhlednu na Skalce. Těší mě nové lavičky podél Vzorovky, které jste si vybrali v participativním rozpočtu.',
      'Smutný je kout u soutoku s Lesním potokem, kde se hromadí odpad. Chtěla bych tam na jaře uspořádat úklidovou brigádu. Kdo by se přidal, napište mi.',
      'Helena Vzorová, starostka',
    ),
    category: null,
    publishedAt: '2026-10-25T20:00:00+02:00',
  },
  {
    kind: 'blog',
    slug: 'co-jsem-se-dozvedela-u-caje',
    title: 'Co jsem se dozvěděla u čaje',
    perex: 'Shrnutí říjnového Čaje se starostkou: parkování u školy, hluk z nádraží a jedna dobrá zpráva pro pejskaře.',
    body: p(
      'Na říjnový čaj přišlo jedenáct z vás. Nejčastěji jsme mluvili o parkování u školy v ranní špičce; s ředitelkou školy připravujeme zónu, kde rodiče děti jen vysadí.',
      'Dobrá zpráva pro pejskaře: na jaře vznikne u sportovní haly oplocená psí louka.',
      'Helena Vzorová, starostka',
    ),
    category: null,
    publishedAt: '2026-10-08T18:30:00+02:00',
  },
];
