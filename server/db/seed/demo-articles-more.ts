import type { DemoPhoto } from './demo-photos.ts';

/**
 * More news and blog posts of the demo town, from September 2025 on, so the
 * news section has a history to page and search through. Categories are the
 * slugs of `demoBlogCategories`; blog posts are the mayor's own, in the first
 * person.
 */
export interface MoreDemoArticle {
  kind: 'news' | 'blog';
  slug: string;
  title: string;
  perex: string;
  body: string;
  category: string | null;
  publishedAt: string;
  featured?: boolean;
  image?: DemoPhoto;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');
const ul = (...items: string[]) => `<ul>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>`;
const h2 = (text: string) => `<h2>${text}</h2>`;

const signature = 'Helena Vzorová, starostka';

export const moreDemoArticles: MoreDemoArticle[] = [
  {
    kind: 'news',
    slug: 'novy-skolni-rok-2025',
    title: 'Školní rok začíná s novými šatnami a opravenou jídelnou',
    perex:
      'Do lavic Základní školy Vzorov usedne 612 žáků, z toho 68 prvňáčků. Přes prázdniny se opravovaly šatny i kuchyně školní jídelny.',
    body: p(
      'Nový školní rok začíná v pondělí 1. září. Slavnostní přivítání prvňáčků bude v 8:00 v tělocvičně školy a rodiče jsou srdečně zváni. Každý prvňáček dostane od města pamětní list a reflexní vestu.',
      'O prázdninách jsme za 2,4 milionu korun vyměnili šatní skříňky za uzamykatelné, opravili podlahy a vzduchotechniku v kuchyni školní jídelny. V prvním týdnu proto jídelna vaří jen jedno jídlo, od 8. září bude opět na výběr ze dvou.',
      'Připomínáme řidičům, že ráno mezi 7:30 a 8:00 je v Lipové a Školní ulici zvýšený pohyb dětí. Na přechodu u školy budou první dva týdny pomáhat strážníci.',
    ),
    category: 'skolstvi',
    publishedAt: '2025-09-01T07:30:00+02:00',
    image: {
      name: 'clanek-skolni-rok-prvnaci',
      motif: 'school',
      alt: 'Prvňáčci s aktovkami a kornouty před vchodem do základní školy',
    },
  },
  {
    kind: 'news',
    slug: 'volby-do-snemovny-2025',
    title: 'Volby do Poslanecké sněmovny: kde a jak volit',
    perex:
      'Volby proběhnou v pátek 3. a v sobotu 4. října. Ve Vzorově budou otevřené čtyři volební místnosti, hlasovací lístky dostanete do schránky.',
    body:
      p(
        'Volby do Poslanecké sněmovny se konají v pátek 3. října od 14:00 do 22:00 a v sobotu 4. října od 8:00 do 14:00. Hlasovací lístky doručíme do všech domácností nejpozději tři dny před volbami. Pokud vám nepřijdou nebo je ztratíte, dostanete je přímo ve volební místnosti.',
      ) +
      h2('Volební okrsky') +
      ul(
        'okrsek č. 1 – obřadní síň radnice, náměstí Míru 1 (náměstí Míru, Nádražní, Školní),',
        'okrsek č. 2 – jídelna Základní školy Vzorov (Lipová, Polní a sídliště),',
        'okrsek č. 3 – malý sál kulturního domu (U Lomu, U Rybníka, Průmyslová),',
        'okrsek č. 4 – hasičská zbrojnice v Dolní Lhotě (Dolní Lhota a Kamenný Mlýn).',
      ) +
      p(
        'Ve volební místnosti prokážete totožnost a státní občanství platným občanským průkazem nebo cestovním pasem. Bez platného dokladu vám komise hlasování neumožní, proto si platnost občanského průkazu raději zkontrolujte s předstihem.',
        'Pokud budete ve dnech voleb mimo Vzorov, požádejte o voličský průkaz. Písemně nebo datovou schránkou o něj můžete žádat do pátku 26. září, osobně na správním odboru do středy 1. října do 16:00. Voliči, kteří ze zdravotních důvodů nemohou přijít, si mohou na čísle 555 123 111 objednat návštěvu komise s přenosnou volební schránkou.',
      ),
    category: 'zpravy-z-radnice',
    publishedAt: '2025-09-15T09:00:00+02:00',
    image: {
      name: 'clanek-volby-volebni-mistnost',
      motif: 'townhall',
      alt: 'Vchod do radnice s cedulí Volební místnost a státní vlajkou',
    },
  },
  {
    kind: 'news',
    slug: 'parkovaci-zona-namesti',
    title: 'Na náměstí Míru se bude parkovat s kotoučem',
    perex:
      'Od pondělí 3. listopadu budete moci na náměstí parkovat zdarma nejdéle 90 minut. Místa se tak budou střídat a zaparkujete u obchodů i u úřadu.',
    body:
      p(
        'Parkovací místa na náměstí Míru jsou dnes celý den obsazená auty, která tu stojí od rána do večera. Od 3. listopadu proto v pracovní dny od 8:00 do 18:00 a v sobotu od 8:00 do 12:00 platí na náměstí parkování s časovým omezením na 90 minut. Čas příjezdu označíte parkovacím kotoučem za předním sklem.',
        'Parkovací kotouč dostanete zdarma na podatelně radnice, v infocentru nebo na poště. Platí i kotouče z jiných měst, pokud mají obvyklou hodinovou stupnici.',
      ) +
      h2('Kde parkovat déle') +
      ul(
        'parkoviště U Lomu – 120 míst bez časového omezení,',
        'parkoviště u sportovní haly – 60 míst,',
        'parkoviště P+R u nádraží v Nádražní ulici – 40 míst pro ty, kdo pokračují vlakem.',
      ) +
      p(
        'Obyvatelé domů na náměstí si mohou na správním odboru vyřídit rezidentní parkovací kartu za 500 Kč na rok, se kterou časové omezení neplatí.',
      ),
    category: 'doprava',
    publishedAt: '2025-10-06T10:00:00+02:00',
    image: {
      name: 'clanek-parkovani-namesti',
      motif: 'square',
      alt: 'Zaparkovaná auta před barevnými domy na náměstí Míru',
    },
  },
  {
    kind: 'news',
    slug: 'senior-obalka',
    title: 'Senior obálka pomůže záchranářům i vašim blízkým',
    perex:
      'Senioři si mohou zdarma vyzvednout Senior obálku s formulářem pro údaje o zdraví, lécích a kontaktech na blízké.',
    body: p(
      'Senior obálka je jednoduchý formulář, do kterého si zapíšete své nemoci, užívané léky, alergie a kontakty na blízké. Vyplněnou obálku připevníte na dveře lednice, kde ji záchranáři při výjezdu hledají. V krizové chvíli tak nemusíte nic vysvětlovat a záchranáři mají potřebné informace hned po ruce.',
      'Obálku si můžete vyzvednout na podatelně radnice, v Klubu seniorů v kulturním domě, v knihovně a v obou ordinacích praktických lékařů ve zdravotním středisku. Pokud potřebujete s vyplněním pomoci, zastavte se za sociální pracovnicí na správním odboru nebo zavolejte na číslo 555 123 150.',
      'Nezapomeňte údaje v obálce přepsat pokaždé, když vám lékař změní léky.',
    ),
    category: 'socialni-oblast',
    publishedAt: '2025-10-20T09:00:00+02:00',
  },
  {
    kind: 'news',
    slug: 'vysadba-stromu-u-vzorovky',
    title: 'Podél Vzorovky vysadíme čtyřicet nových stromů',
    perex:
      'Staré topoly u naučné stezky jsou nemocné a hrozí pádem. Nahradí je duby, lípy a olše, které se k řece hodí lépe.',
    body:
      p(
        'Na jaře posoudil dendrolog stav stromů podél naučné stezky kolem Vzorovky. Jedenáct starých topolů má rozsáhlou hnilobu kmene a při silnějším větru hrozí jejich rozlomení. Kácení proto proběhne v listopadu, mimo hnízdní období ptáků.',
        'Místo nich vysadíme čtyřicet mladých stromů. Výsadbu z velké části hradí dotace z Národního programu Životní prostředí, zbytek zaplatí město.',
      ) +
      h2('Jaké stromy přibudou') +
      ul(
        'duby letní a lípy srdčité podél cesty,',
        'olše lepkavé přímo na břehu, kde zpevní půdu,',
        'několik divokých hrušní a jeřábů, které poskytnou potravu ptákům.',
      ) +
      p(
        'Sázet můžete s námi v sobotu 22. listopadu od 9:00, sraz je u rybníka na začátku stezky. Rukavice, rýče i teplý čaj zajistíme.',
      ),
    category: 'zivotni-prostredi',
    publishedAt: '2025-11-04T13:00:00+01:00',
    image: {
      name: 'clanek-vysadba-stromu',
      motif: 'nature',
      alt: 'Mladé stromky přivázané ke kůlům podél cesty u řeky',
    },
  },
  {
    kind: 'news',
    slug: 'jizdni-rady-2026',
    title: 'Nové jízdní řády: častější vlaky a autobus až do Kamenného Mlýna',
    perex:
      'Od neděle 14. prosince platí nové jízdní řády. Přibudou večerní vlaky do okresního města a linka 412 zajede nově až do Kamenného Mlýna.',
    body: p(
      'S celostátní změnou jízdních řádů v neděli 14. prosince se zlepší spojení Vzorova s okresním městem. Vlaky pojedou v pracovní dny každou hodinu od 5:00 do 22:00 a poslední spoj z okresního města odjíždí nově ve 22:40.',
      'Na přání obyvatel Kamenného Mlýna prodloužil kraj autobusovou linku 412 ze zastávky Dolní Lhota až do osady. Zastávku Kamenný Mlýn, náves obslouží v pracovní dny šest spojů a o víkendu tři.',
      'Jízdní řády najdete na zastávkách, na webu krajského dopravce a v tištěné podobě také na podatelně radnice.',
    ),
    category: 'doprava',
    publishedAt: '2025-12-08T09:00:00+01:00',
    image: {
      name: 'clanek-jizdni-rady-zastavka',
      motif: 'road',
      alt: 'Autobusová zastávka s přístřeškem u silnice na kraji města',
    },
  },
  {
    kind: 'news',
    slug: 'svozovy-kalendar-2026',
    title: 'Svozový kalendář na rok 2026: plasty nově každý týden',
    perex:
      'Žluté popelnice budeme od ledna vyvážet každý týden. Svozový kalendář dostanete se zpravodajem a najdete ho i na webu.',
    body:
      p(
        'Do žlutých popelnic na plasty, nápojové kartony a kovy toho třídíte stále víc a svoz jednou za dva týdny už nestačil. Od ledna 2026 proto budeme plasty svážet každý čtvrtek. Ostatní svozové dny zůstávají beze změny.',
      ) +
      h2('Kdy se vyvážejí popelnice') +
      ul(
        'směsný odpad (černé popelnice) – každé úterý,',
        'plasty, nápojové kartony a kovy (žluté popelnice) – každý čtvrtek,',
        'papír (modré popelnice) – v pondělí v lichých týdnech,',
        'bioodpad (hnědé popelnice) – od března do listopadu každý pátek.',
      ) +
      p(
        'Svoz plastů, který připadá na svátek 1. ledna, se přesouvá na pátek 2. ledna. Popelnice přistavte k okraji silnice nejpozději v 6:00 v den svozu a víko nechte zavřené, přeplněné nádoby posádka nevyveze.',
        'Tištěný svozový kalendář dostanete spolu s lednovým zpravodajem, k vyzvednutí je i na podatelně a ve sběrném dvoře. Pokud vám svozová firma popelnici nevyveze, ozvěte se technickým službám na čísle 555 123 230.',
      ),
    category: 'zivotni-prostredi',
    publishedAt: '2025-12-15T08:00:00+01:00',
    featured: true,
    image: {
      name: 'clanek-svozovy-kalendar-popelnice',
      motif: 'bins',
      alt: 'Černá, žlutá, modrá a hnědá popelnice přistavené u chodníku',
    },
  },
  {
    kind: 'news',
    slug: 'rozpocet-2026-schvalen',
    title: 'Zastupitelé schválili rozpočet na rok 2026',
    perex:
      'Rozpočet počítá s příjmy 136 milionů a výdaji 139 milionů korun. Nejvíc peněz půjde do kanalizace, chodníků, veřejného osvětlení a přípravy rekonstrukce koupaliště.',
    body:
      p(
        'Zastupitelstvo města schválilo na zasedání 17. prosince rozpočet na rok 2026. Pro hlasovalo třináct z patnácti zastupitelů. Příjmy jsou plánované ve výši 136 milionů korun, výdaje 139 milionů; rozdíl pokryjí úspory z minulých let.',
      ) +
      h2('Největší investice') +
      ul(
        'první etapa kanalizace v Dolní Lhotě – 18,5 milionu Kč,',
        'výměna lamp veřejného osvětlení za úsporné LED – 6,2 milionu Kč,',
        'nový chodník a osvětlení v Lipové ulici – 3,8 milionu Kč,',
        'projektová dokumentace rekonstrukce koupaliště – 2,1 milionu Kč,',
        'program podpory spolků – 1,5 milionu Kč.',
      ) +
      p(
        'Schválený rozpočet zveřejňujeme v sekci Dokumenty, kde zůstane až do schválení rozpočtu na rok 2027. Na úřední desce najdete oznámení, kde je rozpočet k nahlédnutí v listinné podobě.',
      ),
    category: 'zpravy-z-radnice',
    publishedAt: '2025-12-18T17:00:00+01:00',
    image: {
      name: 'clanek-rozpocet-zasedaci-sin',
      motif: 'townhall',
      alt: 'Zastupitelé u stolů v zasedací síni radnice při hlasování',
    },
  },
  {
    kind: 'news',
    slug: 'dotace-pro-spolky-2026',
    title: 'Spolky mohou do konce února žádat o dotace z rozpočtu města',
    perex:
      'Na podporu sportu, kultury a volnočasových aktivit dětí je letos připraveno 1,5 milionu korun. Žádosti přijímáme od 15. ledna do 28. února.',
    body:
      p(
        'Město Vzorov vyhlašuje program podpory spolků a neziskových organizací na rok 2026. O dotaci mohou žádat spolky, které působí ve Vzorově, Dolní Lhotě nebo Kamenném Mlýně a pracují pro zdejší obyvatele.',
      ) +
      h2('Na co můžete žádat') +
      ul(
        'pravidelná činnost s dětmi a mládeží – až 150 000 Kč,',
        'jednorázové kulturní, sportovní a společenské akce – až 40 000 Kč,',
        'drobné opravy a vybavení kluboven – až 60 000 Kč.',
      ) +
      p(
        'Žádost podáte na formuláři, který najdete v sekci Potřebuji vyřídit, a to osobně na podatelně, datovou schránkou nebo online z účtu občana. Přiložte rozpočet projektu, stanovy spolku a doklad o tom, kdo je oprávněn za spolek jednat.',
        'O žádostech rozhodne rada města v dubnu. S úspěšnými žadateli uzavřeme veřejnoprávní smlouvu; smlouvy o dotacích nad 50 000 Kč zveřejníme na webu města. Vyúčtování odevzdáte do 31. ledna následujícího roku.',
      ),
    category: 'zpravy-z-radnice',
    publishedAt: '2026-01-08T10:00:00+01:00',
    image: {
      name: 'clanek-dotace-spolky-divadlo',
      motif: 'stage',
      alt: 'Členové ochotnického spolku zkoušejí na jevišti kulturního domu',
    },
  },
  {
    kind: 'news',
    slug: 'knihovna-e-knihy',
    title: 'Knihovna půjčuje e-knihy a má otevřeno i v pátek odpoledne',
    perex:
      'Čtenáři městské knihovny si mohou do čtečky nebo telefonu zdarma půjčit e-knihy. Od února je knihovna otevřená také v pátek odpoledne.',
    body:
      p(
        'Městská knihovna ve Školní ulici se zapojila do celostátní služby pro půjčování elektronických knih. S platnou čtenářskou průkazkou si můžete půjčit až tři e-knihy najednou na 31 dní. Po uplynutí výpůjční doby se kniha ze zařízení sama smaže, takže vám nehrozí žádné upomínky.',
        'Knihovnice vám rády pomohou s nastavením telefonu, tabletu nebo čtečky. Stačí přijít v otevírací době a vzít zařízení s sebou.',
      ) +
      h2('Otevírací doba od 1. února') +
      ul('pondělí a středa 9:00–12:00 a 13:00–18:00,', 'pátek 9:00–12:00 a 13:00–16:00.') +
      p(
        'Roční čtenářský poplatek zůstává 100 Kč pro dospělé. Děti do 15 let a senioři nad 70 let mají registraci zdarma.',
      ),
    category: 'kultura-a-sport',
    publishedAt: '2026-01-20T11:00:00+01:00',
    image: {
      name: 'clanek-knihovna-ctecka',
      motif: 'library',
      alt: 'Čtenářka se čtečkou e-knih u regálu v městské knihovně',
    },
  },
  {
    kind: 'news',
    slug: 'rozvoz-obedu-seniorum',
    title: 'Obědy pro seniory rozvážíme i do Dolní Lhoty a Kamenného Mlýna',
    perex:
      'Pečovatelská služba města rozšířila rozvoz teplých obědů. Oběd stojí 95 korun a objednat ho můžete i jen na některé dny v týdnu.',
    body:
      p(
        'Pečovatelská služba Města Vzorov rozváží teplé obědy seniorům a lidem se zdravotním postižením, kteří si nemohou sami uvařit. Od února jezdíme nově také do Dolní Lhoty a Kamenného Mlýna. Obědy vaří kuchyně školní jídelny a k dispozici je i dietní varianta.',
        'Oběd včetně polévky a dovozu stojí 95 Kč. Objednat ho můžete na celý měsíc dopředu, nebo jen na vybrané dny, nejpozději do 12:00 předchozího pracovního dne.',
      ) +
      h2('Co dalšího pečovatelská služba nabízí') +
      ul(
        'pomoc s osobní hygienou a oblékáním,',
        'nákupy a drobné pochůzky,',
        'doprovod k lékaři nebo na úřad,',
        'úklid domácnosti a praní prádla.',
      ) +
      p(
        'Pečovatelská služba je registrovaná sociální služba. Pokud pobíráte příspěvek na péči, můžete z něj služby platit. Více vám řekne vedoucí pečovatelské služby Bc. Marta Horáková na čísle 555 123 155.',
      ),
    category: 'socialni-oblast',
    publishedAt: '2026-01-27T09:00:00+01:00',
  },
  {
    kind: 'news',
    slug: 'masopust-2026',
    title: 'Masopustní průvod prošel městem, maškary dostaly koblihy',
    perex: 'V sobotu vyrazilo od kulturního domu přes dvě stě maškar. Průvod zakončilo pochování basy na náměstí Míru.',
    body: p(
      'Masopustní průvod, který pořádá Spolek přátel Vzorova, vyšel v sobotu 14. února v 10:00 od kulturního domu. V čele šel tradičně medvěd s medvědářem, za nimi kobyla, kominík, smrtka a desítky dětí v maskách.',
      'U radnice předala starostka maškarám povolení k veselí a průvod pak obešel náměstí Míru, Nádražní a Lipovou ulici. Hospodyně po cestě nabízely koblihy a jitrnice, hasiči z Dolní Lhoty vařili polévku.',
      'Večer skončil na náměstí tradičním pochováním basy. Děkujeme všem, kdo se přidali, a technickým službám za úklid. Fotografie najdete ve fotogalerii.',
    ),
    category: 'kultura-a-sport',
    publishedAt: '2026-02-16T12:00:00+01:00',
    image: {
      name: 'clanek-masopust-pruvod',
      motif: 'square',
      alt: 'Masopustní průvod v pestrých maskách na náměstí před radnicí',
    },
  },
  {
    kind: 'news',
    slug: 'bioodpad-hnede-popelnice',
    title: 'Svoz bioodpadu začíná, hnědé popelnice jsou zdarma',
    perex:
      'První svoz bioodpadu bude v pátek 6. března. Domácnosti, které ještě hnědou popelnici nemají, si ji mohou vyzvednout ve sběrném dvoře.',
    body:
      p(
        'Hnědé popelnice na bioodpad budeme od pátku 6. března opět vyvážet každý týden, a to až do konce listopadu. Do popelnice patří tráva, listí, plevel, drobné větve, zbytky ovoce a zeleniny, kávová sedlina nebo čajové sáčky.',
      ) +
      h2('Co do hnědé popelnice nepatří') +
      ul(
        'maso, kosti a jiné živočišné zbytky,',
        'uvařené jídlo a jedlé oleje,',
        'zemina, kameny a popel,',
        'plastové sáčky, i když jsou označené jako rozložitelné.',
      ) +
      p(
        'Město pořídilo z dotace dalších 300 hnědých popelnic o objemu 240 litrů. Vyzvednout si je můžete zdarma ve sběrném dvoře U Lomu v otevírací době, stačí předložit občanský průkaz. Větší množství větví a trávy můžete kdykoli odvézt přímo do sběrného dvora.',
      ),
    category: 'zivotni-prostredi',
    publishedAt: '2026-03-02T08:00:00+01:00',
    image: {
      name: 'clanek-bioodpad-hneda-popelnice',
      motif: 'bins',
      alt: 'Hnědá popelnice na bioodpad plná trávy a listí u zahradní branky',
    },
  },
  {
    kind: 'news',
    slug: 'ockovani-psu-2026',
    title: 'Hromadné očkování psů a poplatek ze psů',
    perex:
      'Psy proti vzteklině naočkuje veterinář v sobotu 21. března na třech místech. Poplatek ze psů je třeba zaplatit do konce března.',
    body:
      p(
        'Očkování proti vzteklině je povinné pro všechny psy, poprvé ve věku tří až šesti měsíců a pak podle platnosti použité vakcíny. Hromadné očkování zajišťuje MVDr. Pavel Kříž, cena je 250 Kč za psa. Vezměte s sebou očkovací průkaz nebo pas psa; psi musí být na vodítku a s náhubkem.',
      ) +
      ul(
        'náměstí Míru, u radnice – 9:00 až 10:30,',
        'Dolní Lhota, u hasičské zbrojnice – 11:00 až 11:30,',
        'Kamenný Mlýn, náves – 11:45 až 12:15.',
      ) +
      p(
        'Veterinář při očkování zkontroluje také čip. Každý pes musí být označený čipem a zapsaný v centrální evidenci psů; pokud váš pes zapsaný není, veterinář to s vámi vyřídí na místě.',
      ) +
      h2('Poplatek ze psů') +
      p(
        'Místní poplatek ze psů je splatný do 31. března. Za prvního psa v rodinném domě zaplatíte 600 Kč, za každého dalšího 900 Kč; v bytovém domě 1 200 Kč a 1 800 Kč. Poživatelé starobního, invalidního, vdovského nebo sirotčího důchodu, pro které je důchod jediným příjmem, platí 200 Kč za prvního a 300 Kč za každého dalšího psa. Nového psa přihlaste na finančním odboru do 15 dnů ode dne, kdy jste ho začali držet.',
      ),
    category: 'zivotni-prostredi',
    publishedAt: '2026-03-05T09:00:00+01:00',
  },
  {
    kind: 'news',
    slug: 'uredni-deska-na-obrazovce',
    title: 'Úřední deska je nově i na dotykové obrazovce před radnicí',
    perex:
      'Dokumenty z úřední desky si můžete přečíst kdykoli ve dne i v noci, na webu i na nové obrazovce u vchodu do radnice.',
    body:
      p(
        'Na úřední desce zveřejňujeme vše, co musí město nebo úřad oznámit veřejnosti: veřejné vyhlášky, oznámení o zasedání zastupitelstva, návrhy rozpočtu, záměry prodat nebo pronajmout obecní majetek a mnoho dalšího. Dosud visely písemnosti ve skleněných vitrínách vedle vchodu, kam se ale vešla jen část z nich.',
        'Od března stojí místo vitrín dotyková obrazovka s velkým písmem, na které si text můžete nechat přečíst nahlas. Zobrazuje stejný obsah jako elektronická úřední deska na webu a je přístupná nepřetržitě. Jedna vitrína pro listinné dokumenty zůstává v podloubí radnice pro případ výpadku proudu.',
      ) +
      h2('Jak dlouho dokumenty visí') +
      p(
        'Většina písemností musí být na úřední desce vyvěšena nejméně 15 dní. U veřejné vyhlášky se písemnost považuje za doručenou patnáctým dnem po vyvěšení. Podrobnosti najdete na stránce <a href="/info/uredni-deska-a-vyhlasky">Úřední deska a vyhlášky</a>.',
      ),
    category: 'zpravy-z-radnice',
    publishedAt: '2026-03-10T10:00:00+01:00',
    image: {
      name: 'clanek-uredni-deska-obrazovka',
      motif: 'townhall',
      alt: 'Dotyková obrazovka s úřední deskou v podloubí radnice',
    },
  },
  {
    kind: 'news',
    slug: 'zapis-do-prvnich-trid',
    title: 'Zápis do prvních tříd bude 15. a 16. dubna',
    perex:
      'Základní škola Vzorov zve budoucí prvňáčky a jejich rodiče. Žádost o přijetí můžete vyplnit předem online a vybrat si čas.',
    body:
      p(
        'Zápis do 1. tříd Základní školy Vzorov pro školní rok 2026/2027 proběhne ve středu 15. dubna od 14:00 do 18:00 a ve čtvrtek 16. dubna od 13:00 do 17:00. K zápisu přicházejí děti, které do 31. srpna 2026 dosáhnou šesti let, a také děti, kterým byl loni povolen odklad.',
      ) +
      h2('Co s sebou') +
      ul(
        'rodný list dítěte,',
        'občanský průkaz zákonného zástupce,',
        'vyplněnou žádost o přijetí,',
        'pokud žádáte o odklad, doporučení školského poradenského zařízení a odborného lékaře nebo klinického psychologa.',
      ) +
      p(
        'Žádost si můžete vyplnit předem na webu školy a vybrat si čas, kdy přijdete; ušetříte si tím čekání. Zápis trvá asi dvacet minut a děti si při něm hravou formou vyzkoušejí, co už umějí.',
        'Přednost mají děti s trvalým pobytem ve školském obvodu, tedy ve Vzorově, Dolní Lhotě a Kamenném Mlýně. Rozhodnutí o přijetí zveřejní škola pod registračními čísly na svém webu a na dveřích školy.',
      ),
    category: 'skolstvi',
    publishedAt: '2026-03-24T08:00:00+01:00',
    image: {
      name: 'clanek-zapis-prvni-tridy',
      motif: 'school',
      alt: 'Barevně vyzdobená třída s obrázky zvířátek připravená na zápis',
    },
  },
  {
    kind: 'news',
    slug: 'obcanske-prukazy-platnost',
    title: 'Letos končí platnost stovkám občanských průkazů',
    perex:
      'Zkontrolujte si platnost občanského průkazu i cestovního pasu. O nový doklad můžete požádat na kterémkoli úřadě obce s rozšířenou působností.',
    body:
      p(
        'V roce 2016 si ve Vzorově vyřídilo nový občanský průkaz neobvykle mnoho lidí. Protože občanský průkaz platí deset let, letos jejich platnost skončí. Podle evidence jde o více než sedm set občanských průkazů. Před letními prázdninami navíc tradičně roste zájem o cestovní pasy, takže se na správním odboru tvoří fronty.',
      ) +
      h2('Jak o nový občanský průkaz požádat') +
      ul(
        'přijďte osobně a přineste starý občanský průkaz,',
        'fotografii pořídíme přímo na úřadě, nic nemusíte nosit,',
        'vydání občanského průkazu v běžné lhůtě je pro občany starší 15 let zdarma,',
        'nový doklad bude hotový do 30 dnů a vyzvednete si ho na úřadě, který si při podání žádosti zvolíte.',
      ) +
      p(
        'Abyste nečekali, objednejte se předem na čísle 555 123 121 nebo osobně na podatelně. S platným občanským průkazem s čipem si pak můžete zřídit i identitu občana a vyřizovat úřední věci z domova.',
        'S propadlým dokladem nemůžete volit, cestovat do zahraničí ani si na poště vyzvednout doporučenou zásilku.',
      ),
    category: 'zpravy-z-radnice',
    publishedAt: '2026-05-12T09:00:00+02:00',
    image: {
      name: 'clanek-obcanske-prukazy-prepazka',
      motif: 'townhall',
      alt: 'Přepážka správního odboru s fotokoutkem pro občanské průkazy',
    },
  },
  {
    kind: 'news',
    slug: 'koupaliste-sezona-2026',
    title: 'Koupaliště otevírá poslední sezónu před rekonstrukcí',
    perex:
      'Městské koupaliště bude otevřené od soboty 13. června do konce srpna. Hned po sezóně začne jeho velká rekonstrukce.',
    body:
      p(
        'Koupaliště u sportovní haly otevíráme v sobotu 13. června. Za příznivého počasí bude v provozu denně od 10:00 do 19:00, v červenci a srpnu až do 20:00. Poslední den sezóny je pondělí 31. srpna.',
      ) +
      h2('Vstupné') +
      ul(
        'dospělí 90 Kč, po 16. hodině 60 Kč,',
        'děti od 6 do 15 let, studenti a senioři 50 Kč,',
        'děti do 6 let zdarma,',
        'sezónní permanentka 1 200 Kč, pro děti 600 Kč.',
      ) +
      p(
        'Letošní sezóna je poslední na starém koupališti. V září začne rekonstrukce, při které vznikne nový nerezový bazén, brouzdaliště s vodními atrakcemi a bezbariérové šatny. Hotovo má být do června 2027.',
        'Zda je koupaliště v daný den otevřené a jakou teplotu má voda, zveřejňujeme každé ráno na webu města a na Facebooku.',
      ),
    category: 'kultura-a-sport',
    publishedAt: '2026-06-05T10:00:00+02:00',
    featured: true,
    image: {
      name: 'clanek-koupaliste-bazen',
      motif: 'water',
      alt: 'Plavecký bazén koupaliště s modrou vodou a dětmi u okraje',
    },
  },
  {
    kind: 'news',
    slug: 'uzavirka-silnice-dolni-lhota',
    title: 'Silnice do Dolní Lhoty bude kvůli stavbě kanalizace v létě uzavřená',
    perex:
      'Od 6. července do 28. srpna se pod silnicí do Dolní Lhoty pokládá hlavní stoka kanalizace. Objížďka povede přes Kamenný Mlýn.',
    body:
      p(
        'Stavba první etapy kanalizace v Dolní Lhotě pokračuje pokládkou hlavní stoky pod silnicí ze Vzorova. Od pondělí 6. července do pátku 28. srpna bude silnice mezi křižovatkou U Lomu a hasičskou zbrojnicí úplně uzavřená. Objížďka pro osobní auta povede přes Kamenný Mlýn a je asi o čtyři kilometry delší.',
        'Autobusy linky 412 pojedou po objízdné trase. Zastávka Dolní Lhota, u zbrojnice se po dobu uzavírky přesouvá ke kapličce na návsi a zastávka Dolní Lhota, rozcestí nebude obsluhována.',
      ) +
      h2('Kanalizační přípojky') +
      p(
        'Majitelé domů v Dolní Lhotě se budou moci na novou kanalizaci připojit po kolaudaci, kterou předpokládáme na jaře 2027. Na vybudování přípojky na vlastním pozemku přispěje město částkou až 20 000 Kč.',
        'Podmínky příspěvku a technické požadavky na přípojky vysvětlíme na setkání s obyvateli ve čtvrtek 25. června v 18:00 v hasičské zbrojnici v Dolní Lhotě.',
      ),
    category: 'doprava',
    publishedAt: '2026-06-22T12:00:00+02:00',
    image: {
      name: 'clanek-uzavirka-dolni-lhota',
      motif: 'road',
      alt: 'Uzavřená silnice se zábranami a dopravní značkou objížďky',
    },
  },
  {
    kind: 'news',
    slug: 'verejne-osvetleni-led',
    title: 'Veřejné osvětlení svítí úsporněji, město vyměnilo 640 lamp',
    perex:
      'Stará sodíková svítidla nahradily lampy LED. Spotřeba elektřiny na veřejné osvětlení klesne zhruba o dvě třetiny a ulice budou méně rušit noční oblohu.',
    body:
      p(
        'Technické služby během léta vyměnily 640 svítidel veřejného osvětlení ve Vzorově i v obou osadách. Nová svítidla LED svítí teplým bílým světlem, míří jen dolů na silnici a chodník a po půlnoci se v méně frekventovaných ulicích samy ztlumí na polovinu.',
        'Výměna stála 6,2 milionu korun a téměř polovinu pokryla dotace z programu EFEKT Ministerstva průmyslu a obchodu. Díky nižší spotřebě by se investice měla městu vrátit zhruba za osm let.',
      ) +
      h2('Nesvítí lampa?') +
      p(
        'Poruchu veřejného osvětlení nahlaste technickým službám na čísle 555 123 230 nebo e-mailem na <a href="mailto:technicke.sluzby@vzorov.example">technicke.sluzby@vzorov.example</a>. Každý sloup má štítek s číslem; když ho uvedete, opravíme lampu rychleji.',
      ),
    category: 'zivotni-prostredi',
    publishedAt: '2026-09-15T10:00:00+02:00',
    image: {
      name: 'clanek-verejne-osvetleni-led',
      motif: 'road',
      alt: 'Nové lampy veřejného osvětlení podél ulice za soumraku',
    },
  },
  {
    kind: 'blog',
    slug: 'prvni-zvoneni-2025',
    title: 'Šedesát osm aktovek a jedna nervózní starostka',
    perex: 'Včera jsem vítala prvňáčky. Pár slov o tom, proč mě to pořád dojímá, a jedna prosba na rodiče.',
    body: p(
      'Milí Vzorováci, včera ráno jsem v tělocvičně naší základní školy přivítala šedesát osm prvňáčků. Přiznám se, že i po letech mám před takovým proslovem větší trému než před zasedáním zastupitelstva. Děti se na mě dívaly zpoza obřích aktovek a já si vzpomněla na svůj první školní den v téže budově.',
      'Mám jednu prosbu na rodiče: zkuste alespoň někdy nechat auto doma. Ráno se v Lipové ulici tvoří kolona a děti, které jdou pěšky, musí kličkovat mezi auty. Nový chodník, který v Lipové začneme stavět příští rok, to snad zlepší. Do té doby prosím jezděte pomalu a zastavujte jen tam, kde je to bezpečné.',
      'Všem dětem, učitelkám a učitelům přeji, ať je nový školní rok baví.',
      signature,
    ),
    category: null,
    publishedAt: '2025-09-02T19:30:00+02:00',
    image: {
      name: 'blog-prvni-zvoneni-aktovky',
      motif: 'school',
      alt: 'Řada barevných školních aktovek na lavici v tělocvičně',
    },
  },
  {
    kind: 'blog',
    slug: 'rok-2025-ohlednuti',
    title: 'Rok 2025 očima starostky',
    perex: 'Co se nám letos povedlo, co ne a na co se těším v příštím roce. Krátké ohlédnutí mezi svátky.',
    body:
      p(
        'Milí Vzorováci, mezi svátky si vždycky sednu nad diář a projdu, co nám rok přinesl. Letos mě nejvíc těší, že jste v říjnu přišli k volbám v hojném počtu, že se podařilo opravit šatny ve škole a že podél Vzorovky rostou nové stromy, které jste v listopadu sázeli s námi.',
        'Nepovedlo se nám zatím vyřešit parkování u nádraží a stavba chodníku v Lipové ulici se kvůli dotaci posunula až na příští rok. Obojí mám na seznamu úkolů na prvním místě.',
      ) +
      h2('Na co se těším v roce 2026') +
      ul(
        'na první etapu kanalizace v Dolní Lhotě,',
        'na úspornější veřejné osvětlení,',
        'na poslední léto na starém koupališti, než ho opravíme.',
      ) +
      p(
        'Děkuji vám za každý podnět, za trpělivost i za to, že vám na vašem městě záleží. Přeji vám klidný konec roku a pevné zdraví v tom novém.',
        signature,
      ),
    category: null,
    publishedAt: '2025-12-30T18:00:00+01:00',
    image: {
      name: 'blog-ohlednuti-namesti',
      motif: 'square',
      alt: 'Večerní náměstí Míru s osvětlenou radnicí a vánočním stromem',
    },
  },
  {
    kind: 'blog',
    slug: 'snih-a-sousede',
    title: 'Sníh, lopaty a sousedé',
    perex:
      'Po víkendové sněhové nadílce jsem vyrazila s lopatou i já. Poděkování technickým službám a pár slov o tom, kdo uklízí chodník před domem.',
    body: p(
      'Milí Vzorováci, o víkendu napadlo přes třicet centimetrů sněhu a technické služby měly pluhy v ulicích nepřetržitě od soboty od čtyř hodin ráno. Děkuji řidičům i všem, kdo s lopatou pomáhali. V neděli jsem se přidala i já a odklízela sníh na zastávce v Nádražní ulici.',
      'Často dostávám otázku, kdo má uklízet chodník před domem. Chodníky ve městě udržuje město a technické služby je projíždějí podle plánu zimní údržby, jenže všechny najednou stihnout nejdou. Proto mám velkou radost z každého, kdo bez řečí prohrne kus chodníku i za svým plotem nebo pomůže starší sousedce.',
      'Pokud víte o místě, kde hrozí pád, dejte vědět dispečinku technických služeb. A pokud máte sousedy, kteří si sami nepomohou, zazvoňte u nich.',
      signature,
    ),
    category: null,
    publishedAt: '2026-01-15T20:00:00+01:00',
    image: {
      name: 'blog-snih-lopata',
      motif: 'winter',
      alt: 'Zasněžená ulice s napůl prohrnutým chodníkem a lopatou opřenou o plot',
    },
  },
  {
    kind: 'blog',
    slug: 'ukliden-vzorov-2026',
    title: 'Sto dvacet pytlů odpadu a jedna stará pračka',
    perex:
      'Na sobotní jarní úklid přišlo přes osmdesát dobrovolníků. Děkuji a přidávám pár postřehů z cesty kolem starého lomu.',
    body: p(
      'Milí Vzorováci, v sobotu jsme se v rámci celostátní akce Ukliďme Česko sešli u sběrného dvora U Lomu. Přišlo vás přes osmdesát, od školáků až po pány z Klubu seniorů. Za dopoledne jsme z příkopů, remízků a okolí starého lomu vysbírali sto dvacet pytlů odpadu, několik pneumatik a jednu opravdu starou pračku.',
      'Nejvíc mě zarazilo, kolik odpadu leží kousek od sběrného dvora, kam přitom většinu věcí můžete odvézt zdarma. U lomu proto zkusíme nainstalovat fotopast.',
      'Děkuji všem, kdo přišli, technickým službám za odvoz pytlů a pekařství na náměstí za koláče. Příští rok bych se ráda vydala k soutoku s Lesním potokem.',
      signature,
    ),
    category: null,
    publishedAt: '2026-04-20T19:00:00+02:00',
    image: {
      name: 'blog-uklid-pytle',
      motif: 'nature',
      alt: 'Dobrovolníci s pytli na odpad na okraji lesa u lomu',
    },
  },
  {
    kind: 'blog',
    slug: 'lavicky-z-participativniho-rozpoctu',
    title: 'Vybrali jste lavičky podél Vzorovky',
    perex:
      'Výsledky prvního participativního rozpočtu: hlasovalo přes devět set lidí a vyhrály lavičky, pítko a nová pískoviště.',
    body:
      p(
        'Milí Vzorováci, první ročník participativního rozpočtu je za námi. Rozdělit jsme mohli milion korun a o tom, na co půjde, rozhodlo 934 z vás. Každý mohl podpořit až dva návrhy. Nejvíc hlasů získal návrh paní Novákové z Lipové ulice na dvanáct nových laviček podél naučné stezky kolem Vzorovky.',
      ) +
      ul(
        'lavičky podél Vzorovky – 412 hlasů,',
        'pítko na náměstí Míru – 298 hlasů,',
        'nová pískoviště na sídlišti v Lipové – 251 hlasů.',
      ) +
      p(
        'Všechny tři návrhy se do rozpočtu vejdou, takže je uskutečníme ještě letos. Ostatním navrhovatelům děkuji, že věnovali čas přemýšlení o našem městě. Několik nápadů, které nevyhrály, chceme zaplatit z běžného rozpočtu.',
        signature,
      ),
    category: null,
    publishedAt: '2026-06-20T18:00:00+02:00',
  },
  {
    kind: 'blog',
    slug: 'posledni-leto-stareho-koupaliste',
    title: 'Poslední léto na starém koupališti',
    perex: 'Zítra koupaliště zavírá a v září na něj nastoupí stavbaři. Loučím se s místem, kde jsem se naučila plavat.',
    body: p(
      'Milí Vzorováci, zítra se na starém koupališti naposledy zavřou brány. Naučila jsem se tam plavat, trávila tam celé prázdniny a později tam učila plavat své děti. Myslím, že podobné vzpomínky má skoro každý z nás.',
      'Letos přišlo přes třicet osm tisíc návštěvníků, nejvíc za posledních deset let. Teplé léto pomohlo, ale myslím, že jste se přišli i rozloučit. V září začne rekonstrukce a příští léto se budeme koupat v novém bazénu s brouzdalištěm pro nejmenší.',
      'Skokanský můstek, na který vzpomíná tolik z vás, bohužel nesplňuje dnešní normy. Jeho kovové zábradlí ale zachováme a stane se součástí nové vstupní brány. Kus starého koupaliště tak zůstane s námi.',
      signature,
    ),
    category: null,
    publishedAt: '2026-08-30T20:00:00+02:00',
    image: {
      name: 'blog-koupaliste-rozlouceni',
      motif: 'water',
      alt: 'Prázdný bazén starého koupaliště ve večerním slunci',
    },
  },
];
