// Demo catalogue "Potřebuji vyřídit" of Město Vzorov: topics, life situations and the Czech POINT price list.
// Departments and contacts refer to the slugs in demo/people/departments.yaml and contacts.yaml.

export interface DemoTopic {
  slug: string;
  name: string;
  /** One sentence. */
  description: string;
}

export const demoTopics: DemoTopic[] = [
  {
    slug: 'poplatky',
    name: 'Místní poplatky',
    description:
      'Poplatek za odpad, z pobytu, ze vstupného a za užívání veřejného prostranství: kolik platíte, do kdy a jak nám ohlásit změny.',
  },
  {
    slug: 'psi',
    name: 'Psi',
    description: 'Přihlášení a odhlášení psa k místnímu poplatku ze psů.',
  },
  {
    slug: 'hrbitov',
    name: 'Hřbitov a hrobová místa',
    description: 'Nájem hrobů a urnových míst na městském hřbitově, jeho převod na jiného člověka a ukončení.',
  },
  {
    slug: 'stavby-a-pozemky',
    name: 'Stavby, pozemky a územní plán',
    description:
      'Drobné stavby, vyjádření města ke stavbám, přípojky a sjezdy, pronájem a koupě městských pozemků a změny územního plánu.',
  },
  {
    slug: 'zivotni-prostredi',
    name: 'Životní prostředí a zeleň',
    description: 'Kácení stromů a keřů a péče o zeleň ve městě.',
  },
  {
    slug: 'rodina-a-socialni-veci',
    name: 'Rodina, děti a sociální věci',
    description: 'Dětská skupina Sluníčko, vítání občánků a potvrzení, která potřebujete k dávkám a důchodům.',
  },
  {
    slug: 'dotace',
    name: 'Dotace a granty',
    description: 'Dotace z rozpočtu města pro spolky, sport a kulturu a jejich vyúčtování.',
  },
  {
    slug: 'doklady-a-evidence',
    name: 'Doklady, matrika a evidence obyvatel',
    description: 'Občanský průkaz, cestovní pas, trvalý pobyt, ověřování podpisů a kopií, narození dítěte a svatba.',
  },
  {
    slug: 'ostatni',
    name: 'Ostatní',
    description: 'Žádosti, podněty a výjimky, které nepatří do žádné jiné oblasti.',
  },
];

export interface DemoSituation {
  slug: string;
  /** A DemoTopic slug. */
  topic: string;
  /** How a resident would name the situation. */
  title: string;
  /** One sentence for the catalogue list. */
  summary: string;
  /** 2–3 paragraphs: what it is, when it applies. */
  description: string[];
  /** Who may or must apply. */
  who: string;
  /** What to bring or attach, 2–6 items. */
  documents: string[];
  /** Fees in words with amounts, or 'Bez poplatku.' */
  fees: string;
  /** Deadlines the law or decree sets, or when to apply. */
  deadlines: string;
  /** How long it takes. */
  processingTime: string;
  /** Laws and decrees, 1–4 items. */
  legalBasis: string[];
  /** A department slug from demo/people/departments.yaml. */
  department: string;
  /** A contact slug from demo/people/contacts.yaml. */
  contact: string;
  /** 2–6 lowercase words people may type instead. */
  keywords: string[];
}

const poplatkyZakon = 'zákon č. 565/1990 Sb., o místních poplatcích';
const danovyRad = 'zákon č. 280/2009 Sb., daňový řád';
const ozvOdpad =
  'obecně závazná vyhláška města Vzorov č. 3/2025, o místním poplatku za obecní systém odpadového hospodářství';
const ozvPsi = 'obecně závazná vyhláška města Vzorov č. 2/2025, o místním poplatku ze psů';
const ozvProstranstviPobyt =
  'obecně závazná vyhláška města Vzorov č. 1/2022, o místním poplatku za užívání veřejného prostranství a o místním poplatku z pobytu';
const pohrebnictvi = 'zákon č. 256/2001 Sb., o pohřebnictví';
const obcanskyZakonik = 'zákon č. 89/2012 Sb., občanský zákoník';
const radHrbitova = 'Řád veřejného pohřebiště města Vzorov';
const stavebniZakon = 'zákon č. 283/2021 Sb., stavební zákon';
const obce = 'zákon č. 128/2000 Sb., o obcích';
const spravniPoplatky = 'zákon č. 634/2004 Sb., o správních poplatcích';
const evidenceObyvatel = 'zákon č. 133/2000 Sb., o evidenci obyvatel';
const matriky = 'zákon č. 301/2000 Sb., o matrikách, jménu a příjmení';
const rozpoctovaPravidla = 'zákon č. 250/2000 Sb., o rozpočtových pravidlech územních rozpočtů';
const programDotaci = 'Program podpory spolků, sportu a kultury města Vzorov na rok 2027';

export const demoSituations: DemoSituation[] = [
  // Místní poplatky
  {
    slug: 'poplatek-za-odpady',
    topic: 'poplatky',
    title: 'Poplatek za odpad',
    summary:
      'Zaplaťte roční poplatek za svoz a třídění odpadu, nebo nám ohlaste změnu, osvobození či nemovitost, ve které nikdo nebydlí.',
    description: [
      'Poplatek za obecní systém odpadového hospodářství platí každý, kdo je ve Vzorově přihlášený k pobytu. Město z něj hradí svoz popelnic, sběrný dvůr U Lomu a kontejnery na sklo, textil a oleje.',
      'Poplatek platí také vlastník bytu, rodinného domu nebo chaty ve Vzorově, ve kterých není přihlášený nikdo. Takový vlastník platí jednu sazbu za celou nemovitost.',
      'Formulářem nám ohlásíte, že vám povinnost platit vznikla nebo zanikla, že máte nárok na osvobození nebo že se změnily vaše údaje. Zaplatit můžete převodem na účet města, na pokladně úřadu nebo z účtu občana.',
    ],
    who: 'Každý, kdo je ve Vzorově přihlášený, a vlastník nemovitosti, ve které není přihlášený nikdo. Za děti platí rodiče, za lidi s opatrovníkem opatrovník.',
    documents: [
      'občanský průkaz nebo jiný doklad totožnosti',
      'u nemovitosti bez přihlášených osob její adresa a číslo popisné nebo evidenční',
      'u osvobození doklad o jeho důvodu, například potvrzení domova pro seniory',
      'plná moc, pokud jednáte za někoho jiného',
    ],
    fees: 'Na rok 2027 činí poplatek 900 Kč za osobu. Od poplatku jsou osvobozeny děti do 3 let a dále lidé umístění v dětském domově, domově pro seniory, domově pro osoby se zdravotním postižením nebo domově se zvláštním režimem. Poplatníci starší 70 let mají úlevu 300 Kč. Vlastník nemovitosti, ve které není nikdo přihlášený, platí 900 Kč za celou nemovitost. Kdo se přihlásí nebo odhlásí během roku, platí jen poměrnou část: za každý měsíc, na jehož konci nebyl poplatníkem, se poplatek sníží o dvanáctinu.',
    deadlines:
      'Poplatek zaplaťte do 31. května 2027. Vznik nebo zánik povinnosti platit a nárok na osvobození ohlaste do 15 dnů. Poplatek, který nezaplatíte včas, vám vyměříme platebním výměrem a můžeme ho zvýšit až na trojnásobek.',
    processingTime:
      'Platbu na pokladně potvrdíme hned. Ohlášení zpracujeme do 10 pracovních dnů a variabilní symbol pro platbu vám pošleme e-mailem.',
    legalBasis: [poplatkyZakon, ozvOdpad, danovyRad],
    department: 'financni-odbor',
    contact: 'alena-kolarova',
    keywords: ['popelnice', 'svoz odpadu', 'komunální odpad', 'poplatek za popelnice', 'odpady'],
  },
  {
    slug: 'prohlaseni-k-mistnim-poplatkum',
    topic: 'poplatky',
    title: 'Prohlášení k místním poplatkům',
    summary:
      'Určete společného zástupce, který zaplatí poplatek za odpad za celou domácnost, nebo nám ohlaste změnu údajů k poplatkům.',
    description: [
      'Poplatek za odpad nemusí platit každý člen domácnosti zvlášť. Jeden z vás může jako společný zástupce platit za všechny, třeba jeden z manželů za celou rodinu. Za lidi přihlášené v domě může poplatek platit také jeho vlastník nebo společenství vlastníků jednotek.',
      'V prohlášení uveďte jména, data narození a adresy všech, za které budete platit. Dostanete jeden variabilní symbol a zaplatíte jednou platbou.',
      'Stejným formulářem ohlásíte i další změny, které mají na poplatky vliv: nového člena domácnosti, odstěhování, adresu pro doručování nebo účet pro vrácení přeplatků.',
    ],
    who: 'Zletilý člen domácnosti, který chce platit za ostatní, vlastník domu nebo bytu, společenství vlastníků jednotek nebo kdokoli, kdo ohlašuje změnu údajů k místnímu poplatku.',
    documents: [
      'jména, data narození a adresy všech, za které budete platit',
      'souhlas zletilých členů domácnosti, za které budete platit',
      'číslo bankovního účtu pro vrácení případných přeplatků',
      'plná moc, pokud prohlášení podává zástupce',
    ],
    fees: 'Bez poplatku.',
    deadlines:
      'Změny ohlaste do 15 dnů ode dne, kdy nastaly. Společného zástupce nám ohlaste nejlépe před splatností poplatku za odpad, tedy do 31. května.',
    processingTime:
      'Prohlášení zaevidujeme do 10 pracovních dnů a pošleme vám jeden variabilní symbol pro celou domácnost.',
    legalBasis: [poplatkyZakon, ozvOdpad, danovyRad],
    department: 'financni-odbor',
    contact: 'alena-kolarova',
    keywords: ['společný zástupce', 'platba za domácnost', 'plátce poplatku', 'změna údajů', 'ohlášení'],
  },
  {
    slug: 'zvlastni-uzivani-verejneho-prostranstvi',
    topic: 'poplatky',
    title: 'Zábor veřejného prostranství',
    summary:
      'Ohlaste nám lešení, kontejner, stánek nebo akci na náměstí, chodníku či v parku a zaplaťte poplatek za užívání veřejného prostranství.',
    description: [
      'Veřejné prostranství jsou náměstí, ulice, chodníky, parky a veřejná zeleň. Když část z nich zaberete jen pro sebe – postavíte lešení, přistavíte kontejner na suť, složíte stavební materiál, postavíte prodejní stánek nebo uspořádáte akci –, platíte místní poplatek za zvláštní užívání veřejného prostranství.',
      'Užívání nám ohlaste předem. Uveďte místo, účel, počet čtverečních metrů a dobu užívání. Poplatek vypočítáme a pošleme vám údaje k platbě.',
      'Pokud zabíráte chodník, silnici nebo parkoviště, potřebujete navíc povolení ke zvláštnímu užívání komunikace od silničního správního úřadu. Vyřídíte ho u Petra Zemana na odboru výstavby.',
    ],
    who: 'Každý, kdo chce veřejné prostranství užívat zvláštním způsobem: stavebník, firma, prodejce nebo pořadatel akce.',
    documents: [
      'náčrtek s vyznačením zabrané plochy a jejích rozměrů',
      'datum začátku a konce užívání',
      'u prodeje druh zboží nebo služeb',
      'u firmy IČO, u fyzické osoby datum narození',
      'povolení silničního správního úřadu, pokud zabíráte chodník nebo silnici',
    ],
    fees: 'Za každý i započatý m² a den zaplatíte 5 Kč za stavební zařízení, lešení, kontejnery a skládky materiálu a 20 Kč za prodejní stánky a zařízení pro služby. Kontejner 2 × 3 m na týden tak stojí 6 × 7 × 5 = 210 Kč. Akce, jejichž celý výtěžek jde na charitativní a veřejně prospěšné účely, poplatek neplatí. Za povolení silničního správního úřadu se navíc platí správní poplatek.',
    deadlines:
      'Užívání ohlaste nejpozději 7 dní před jeho začátkem. O povolení k záboru chodníku nebo silnice požádejte alespoň 30 dní předem. Poplatek zaplaťte nejpozději v den, kdy užívání začne.',
    processingTime:
      'Ohlášení potvrdíme a výši poplatku vám sdělíme do 3 pracovních dnů. Povolení silničního správního úřadu vydáváme do 30 dnů.',
    legalBasis: [
      poplatkyZakon,
      ozvProstranstviPobyt,
      'zákon č. 13/1997 Sb., o pozemních komunikacích',
      'nařízení města Vzorov č. 1/2020, kterým se vydává tržní řád',
    ],
    department: 'financni-odbor',
    contact: 'alena-kolarova',
    keywords: ['zábor', 'lešení', 'kontejner', 'stánek', 'zábor chodníku', 'veřejné prostranství'],
  },
  {
    slug: 'poplatek-z-pobytu',
    topic: 'poplatky',
    title: 'Poplatek z pobytu pro ubytovatele',
    summary: 'Ubytováváte ve Vzorově hosty za úplatu? Přihlaste se jako plátce poplatku z pobytu a odvádějte ho městu.',
    description: [
      'Poplatek z pobytu platí hosté, kteří ve Vzorově přespávají za úplatu – v hotelu, penzionu, na chatě nebo v bytě pronajímaném přes internetové platformy. Od hostů ho vybírá ubytovatel a odvádí ho městu.',
      'Jako ubytovatel nám nejdřív ohlásíte zahájení činnosti. Vedete evidenční knihu, do které zapisujete každého hosta a délku jeho pobytu, a jednou za čtvrtletí nám odvedete vybraný poplatek.',
      'Poplatek se neplatí za hosty přihlášené ve Vzorově ani z pobytu delšího než 60 po sobě jdoucích dnů. Osvobozeni jsou mimo jiné lidé mladší 18 let, hospitalizovaní pacienti a držitelé průkazu ZTP/P a jejich průvodci.',
    ],
    who: 'Každý, kdo ve Vzorově poskytuje ubytování za úplatu – provozovatel hotelu nebo penzionu i soukromá osoba, která pronajímá pokoj, byt nebo chatu.',
    documents: [
      'jméno a adresa ubytovatele a jeho IČO nebo datum narození',
      'adresa ubytovacího zařízení a počet lůžek',
      'číslo účtu, ze kterého budete poplatek odvádět',
      'u čtvrtletního odvodu přehled počtu hostů a nocí z evidenční knihy',
    ],
    fees: 'Poplatek činí 21 Kč za osobu a noc, tedy za každý započatý den pobytu kromě dne příjezdu. Dva dospělí hosté na tři noci zaplatí 126 Kč. Doporučujeme uvádět poplatek na dokladu pro hosta zvlášť.',
    deadlines:
      'Zahájení činnosti ohlaste do 15 dnů. Vybraný poplatek odveďte vždy do 15. dne měsíce po skončení čtvrtletí, tedy do 15. dubna, 15. července, 15. října a 15. ledna. Evidenční knihu uchovávejte 6 let od posledního zápisu.',
    processingTime: 'Ohlášení zaevidujeme do 5 pracovních dnů a přidělíme vám variabilní symbol pro odvody.',
    legalBasis: [poplatkyZakon, ozvProstranstviPobyt],
    department: 'financni-odbor',
    contact: 'alena-kolarova',
    keywords: ['ubytování', 'turistický poplatek', 'ubytovatel', 'penzion', 'airbnb'],
  },
  {
    slug: 'poplatek-ze-vstupneho',
    topic: 'poplatky',
    title: 'Poplatek ze vstupného',
    summary:
      'Pořádáte ve Vzorově koncert, ples, zápas nebo jinou akci se vstupným? Ohlaste ji a zaplaťte poplatek ze vstupného.',
    description: [
      'Poplatek ze vstupného platí pořadatel kulturní, sportovní, prodejní nebo reklamní akce, na kterou se ve Vzorově vybírá vstupné. Vstupné je částka, kterou návštěvník zaplatí za to, že se akce zúčastní; poplatek se počítá z částky bez DPH.',
      'Akci nám ohlaste předem. Po jejím skončení nám pošlete vyúčtování – kolik vstupenek jste prodali a kolik jste vybrali – a my vám sdělíme výši poplatku.',
      'Poplatek se neplatí z akcí, jejichž celý výtěžek jde na charitativní a veřejně prospěšné účely. Osvobozeny jsou také akce, které pořádá město nebo jeho příspěvkové organizace.',
    ],
    who: 'Pořadatel akce – spolek, firma i soukromá osoba.',
    documents: [
      'název, datum a místo konání akce',
      'ceník vstupného',
      'po akci vyúčtování: počet prodaných vstupenek a vybraná částka',
      'u charitativní akce doklad o tom, komu výtěžek předáte, například darovací smlouva',
    ],
    fees: 'Poplatek činí 5 % z vybraného vstupného sníženého o DPH. Z 20 000 Kč vybraných bez DPH tak zaplatíte 1 000 Kč.',
    deadlines:
      'Akci ohlaste nejpozději 5 dní před jejím konáním. Vyúčtování pošlete a poplatek zaplaťte do 15 dnů po skončení akce.',
    processingTime:
      'Ohlášení potvrdíme do 2 pracovních dnů. Po vyúčtování vám do 5 pracovních dnů pošleme výši poplatku a údaje k platbě.',
    legalBasis: [poplatkyZakon, 'obecně závazná vyhláška města Vzorov č. 4/2025, o místním poplatku ze vstupného'],
    department: 'financni-odbor',
    contact: 'alena-kolarova',
    keywords: ['vstupné', 'koncert', 'ples', 'kulturní akce', 'pořadatel'],
  },

  // Psi
  {
    slug: 'prihlaseni-psa',
    topic: 'psi',
    title: 'Přihlášení psa',
    summary: 'Máte nového psa? Přihlaste ho do 15 dnů k poplatku ze psů a zjistěte, kolik budete platit.',
    description: [
      'Poplatek ze psů platí držitel psa staršího 3 měsíců, který má ve Vzorově trvalý pobyt nebo sídlo. Psa přihlaste, když si ho pořídíte, když mu budou 3 měsíce nebo když se s ním do Vzorova přistěhujete.',
      'Ve formuláři uveďte plemeno, pohlaví, datum narození a číslo čipu psa a den, od kdy ho držíte. Každý pes musí být označený čipem a zapsaný v centrální evidenci psů; přihlášení k poplatku tento zápis nenahrazuje.',
      'Po přihlášení dostanete evidenční známku psa. Pokud jste si psa vzali z útulku, jste dva roky od jeho převzetí od poplatku osvobozeni.',
    ],
    who: 'Držitel psa s trvalým pobytem nebo sídlem ve Vzorově. Držitelem je ten, kdo psa skutečně chová, nemusí to být jeho vlastník.',
    documents: [
      'číslo čipu psa',
      'plemeno, pohlaví a datum narození nebo stáří psa',
      'u psa z útulku smlouva nebo potvrzení útulku o převzetí',
      'u osvobození nebo snížené sazby průkaz ZTP/P nebo rozhodnutí o přiznání důchodu',
    ],
    fees: 'Za prvního psa v rodinném domě zaplatíte 600 Kč za rok, za každého dalšího 900 Kč. V bytovém domě činí sazba 1 200 Kč za prvního a 1 800 Kč za každého dalšího psa. Poživatel starobního, invalidního, vdovského nebo vdoveckého důchodu, pro kterého je důchod jediným příjmem, platí 200 Kč za prvního a 300 Kč za každého dalšího psa. Osvobozeni jsou nevidomí, držitelé průkazu ZTP/P, lidé závislí na pomoci jiné osoby a na dva roky držitelé psa z útulku. Když začnete psa držet během roku, platíte jen za každý i započatý měsíc.',
    deadlines:
      'Psa přihlaste do 15 dnů ode dne, kdy ho začnete držet nebo kdy dosáhne stáří 3 měsíců. Poplatek je splatný do 31. března; za psa přihlášeného později ho zaplaťte do 15. dne měsíce, který následuje po přihlášení.',
    processingTime:
      'Přihlášení zaevidujeme do 5 pracovních dnů. Evidenční známku si vyzvednete na finančním odboru, nebo vám ji pošleme poštou.',
    legalBasis: [poplatkyZakon, ozvPsi, 'zákon č. 166/1999 Sb., veterinární zákon'],
    department: 'financni-odbor',
    contact: 'alena-kolarova',
    keywords: ['pes', 'poplatek ze psů', 'známka pro psa', 'evidence psů', 'nový pes'],
  },
  {
    slug: 'odhlaseni-psa',
    topic: 'psi',
    title: 'Odhlášení psa',
    summary:
      'Pes uhynul, darovali jste ho nebo jste se odstěhovali? Odhlaste ho od poplatku a požádejte o vrácení přeplatku.',
    description: [
      'Psa odhlaste, když ho přestanete držet: uhynul, ztratil se, darovali jste ho nebo prodali, nebo jste se s ním odstěhovali ze Vzorova.',
      'Poplatek se platí za každý i započatý měsíc, kdy jste psa drželi. Pokud jste zaplatili na celý rok, vrátíme vám přeplatek za zbývající celé měsíce na účet, který uvedete ve formuláři.',
      'Evidenční známku psa vraťte na finanční odbor. Pokud psa někomu předáváte, nový držitel ho musí přihlásit u obce, kde bydlí.',
    ],
    who: 'Držitel psa přihlášeného k poplatku ve Vzorově. Pokud držitel zemřel, odhlásí psa člen jeho domácnosti nebo dědic.',
    documents: [
      'číslo čipu nebo evidenční známky psa',
      'datum a důvod, proč jste psa přestali držet',
      'u předání psa jméno a adresa nového držitele',
      'číslo bankovního účtu pro vrácení přeplatku',
    ],
    fees: 'Bez poplatku.',
    deadlines: 'Konec držení psa ohlaste do 15 dnů.',
    processingTime: 'Odhlášení zpracujeme do 10 pracovních dnů, přeplatek vrátíme do 30 dnů.',
    legalBasis: [poplatkyZakon, ozvPsi, danovyRad],
    department: 'financni-odbor',
    contact: 'alena-kolarova',
    keywords: ['odhlášení psa', 'uhynul pes', 'úhyn psa', 'vrácení poplatku', 'přeplatek'],
  },

  // Hřbitov a hrobová místa
  {
    slug: 'najem-hroboveho-mista',
    topic: 'hrbitov',
    title: 'Nájem hrobového místa',
    summary:
      'Uzavřete smlouvu o nájmu hrobu nebo urnového místa na městském hřbitově, nebo prodlužte nájem, který končí.',
    description: [
      'Hrobová místa na městském hřbitově pronajímá město jako jeho provozovatel. Nájem hrobu, urnového hrobu nebo místa v kolumbáriu uzavíráme písemnou smlouvou, a to nejméně na tlecí dobu, která je na vzorovském hřbitově 10 let.',
      'Volné místo vám ukážeme na plánku hřbitova nebo přímo na místě. Smlouvu je třeba uzavřít dřív, než se do hrobu uloží rakev nebo urna; pohřební služba se s námi může domluvit za vás.',
      'Když se blíží konec nájmu, pošleme vám nejméně 3 měsíce předem upozornění a návrh na prodloužení. Nájem vám pak prodloužíme na dalších 10 let.',
    ],
    who: 'Kdokoli, kdo chce hrobové místo užívat – nejčastěji pozůstalí nebo ten, kdo vypravuje pohřeb. Nájemcem může být i více lidí společně.',
    documents: [
      'občanský průkaz',
      'adresa pro doručování a telefon nebo e-mail',
      'u pohřbu nebo uložení urny údaje o zemřelém a kontakt na pohřební službu',
      'u prodloužení číslo hrobového místa nebo dosavadní smlouva',
    ],
    fees: 'Nájemné včetně služeb spojených s nájmem činí 50 Kč za m² a rok a platí se předem na celou dobu nájmu. Za jednohrob (asi 3 m²) na 10 let zaplatíte 1 500 Kč, za dvojhrob (asi 5 m²) 2 500 Kč a za urnové místo (1 m²) 500 Kč.',
    deadlines:
      'Smlouvu uzavřete před pohřbem nebo uložením urny. O prodloužení požádejte nejpozději do konce sjednané doby nájmu.',
    processingTime: 'Smlouvu připravíme do 5 pracovních dnů, před pohřbem i dříve podle domluvy s pohřební službou.',
    legalBasis: [pohrebnictvi, obcanskyZakonik, radHrbitova],
    department: 'odbor-spravy-majetku',
    contact: 'simona-kopecka',
    keywords: ['hrob', 'hřbitov', 'urnové místo', 'nájem hrobu', 'prodloužení hrobu'],
  },
  {
    slug: 'prevod-najmu-hroboveho-mista',
    topic: 'hrbitov',
    title: 'Převod nájmu hrobového místa',
    summary: 'Převeďte nájem hrobu na jiného člena rodiny, nebo ho převezměte po zemřelém nájemci.',
    description: [
      'Nájemce může nájem hrobového místa převést na jiného člověka, například na syna nebo dceru. Převod je dohoda mezi dosavadním a novým nájemcem, se kterou musí souhlasit město jako pronajímatel.',
      'Když nájemce zemře, nájem přechází na jeho dědice. Dědic nám předloží usnesení soudu o dědictví. Dědí-li víc lidí, domluví se, kdo bude nájemcem, nebo budou nájemci společně.',
      'S novým nájemcem uzavřeme dodatek ke smlouvě. Doba nájmu ani zaplacené nájemné se převodem nemění.',
    ],
    who: 'Dosavadní nájemce spolu s novým nájemcem, nebo dědic zemřelého nájemce.',
    documents: [
      'občanské průkazy dosavadního i nového nájemce',
      'dohoda o převodu nájmu podepsaná oběma (vzor vám připravíme)',
      'po úmrtí nájemce pravomocné usnesení soudu o dědictví',
      'číslo hrobového místa nebo dosavadní nájemní smlouva',
    ],
    fees: 'Bez poplatku.',
    deadlines:
      'Převod není vázaný na lhůtu. Po úmrtí nájemce nám ho ale ohlaste nejpozději po skončení dědického řízení, abychom věděli, komu posílat upozornění na konec nájmu.',
    processingTime: 'Dodatek ke smlouvě připravíme do 10 pracovních dnů.',
    legalBasis: [pohrebnictvi, obcanskyZakonik, radHrbitova],
    department: 'odbor-spravy-majetku',
    contact: 'simona-kopecka',
    keywords: ['převod hrobu', 'přepis hrobu', 'změna nájemce', 'dědictví hrobu'],
  },
  {
    slug: 'ukonceni-najmu-hroboveho-mista',
    topic: 'hrbitov',
    title: 'Ukončení nájmu hrobového místa',
    summary: 'Už o hrob nemůžete nebo nechcete pečovat? Dohodněte se s městem na ukončení nájmu.',
    description: [
      'Nájem hrobového místa můžete ukončit dohodou s městem. Nejčastěji tehdy, když se rodina odstěhovala, urny převezla jinam nebo už nemá, kdo by o hrob pečoval.',
      'Nájem hrobu nelze ukončit, dokud od posledního pohřbení neuplyne tlecí doba 10 let. Urnové místo můžete vrátit kdykoli poté, co urny vyzvednete.',
      'Před předáním odstraňte pomník, rám a další hrobové zařízení, pokud se s námi nedohodnete, že je na hřbitově necháte. Vyklizené místo od vás převezmeme přímo na hřbitově.',
    ],
    who: 'Nájemce hrobového místa, u společného nájmu všichni nájemci.',
    documents: [
      'občanský průkaz',
      'číslo hrobového místa nebo nájemní smlouva',
      'číslo bankovního účtu pro vrácení nájemného',
    ],
    fees: 'Ukončení je bez poplatku. Nájemné za celé roky, které zbývají do konce sjednané doby, vám vrátíme.',
    deadlines:
      'Hrobové zařízení odstraňte do 3 měsíců od uzavření dohody. Pokud to neuděláte, naloží s ním město podle zákona o pohřebnictví.',
    processingTime:
      'Dohodu o ukončení nájmu připravíme do 10 pracovních dnů. Nájemné vrátíme do 30 dnů od předání vyklizeného místa.',
    legalBasis: [pohrebnictvi, obcanskyZakonik, radHrbitova],
    department: 'odbor-spravy-majetku',
    contact: 'simona-kopecka',
    keywords: ['zrušení hrobu', 'výpověď hrobu', 'vrácení hrobu', 'ukončení nájmu'],
  },

  // Stavby, pozemky a územní plán
  {
    slug: 'ohlaseni-stavebnich-praci',
    topic: 'stavby-a-pozemky',
    title: 'Ohlášení stavebních prací',
    summary:
      'Chystáte drobnou stavbu nebo úpravu domu? Dejte nám vědět a ověřte si, že nepotřebujete povolení stavebního úřadu.',
    description: [
      'Od 1. července 2024 platí nový stavební zákon, který dřívější ohlášení stavby zrušil. Stavby a práce uvedené v příloze č. 1 stavebního zákona povolení nepotřebují, o ostatní musíte požádat stavební úřad.',
      'Bez povolení se obejdou například menší zahradní stavby, pergoly, oplocení, udržovací práce nebo vnitřní úpravy bez zásahu do nosných konstrukcí – vždy ale jen v mezích, které příloha stanoví. I takové stavby musí dodržet územní plán, odstupy od sousedních pozemků a technické požadavky na stavby.',
      'Když nám stavbu nebo práce ohlásíte, posoudíme, jestli opravdu povolení nepotřebují, a upozorníme vás na další souhlasy, které můžete potřebovat, třeba památkářů nebo vlastníka sítí. Předejdete tak sporům se sousedy i řízení o odstranění stavby.',
    ],
    who: 'Vlastník pozemku nebo stavby ve Vzorově, případně stavebník se souhlasem vlastníka.',
    documents: [
      'popis prací a jejich rozsah, například rozměry a výška stavby',
      'nákres umístění stavby se vzdálenostmi od hranic pozemku',
      'číslo parcely a katastrální území',
      'fotografie současného stavu',
      'souhlas vlastníka, pokud nejste vlastníkem pozemku nebo stavby',
    ],
    fees: 'Bez poplatku.',
    deadlines: 'Práce nám ohlaste nejméně 30 dní před jejich zahájením, abychom stihli odpovědět dřív, než začnete.',
    processingTime:
      'Písemně vám odpovíme do 30 dnů. Jednodušší záměr s vámi můžeme probrat i osobně v úředních hodinách.',
    legalBasis: [`${stavebniZakon}, zejména příloha č. 1`, 'vyhláška č. 146/2024 Sb., o požadavcích na výstavbu'],
    department: 'odbor-vystavby',
    contact: 'katerina-sykorova',
    keywords: ['drobná stavba', 'stavba bez povolení', 'pergola', 'plot', 'stavební úpravy', 'ohlášení stavby'],
  },
  {
    slug: 'vyjadreni-ke-stavbe',
    topic: 'stavby-a-pozemky',
    title: 'Vyjádření města ke stavbě',
    summary:
      'Potřebujete k žádosti o povolení stavby vyjádření města jako vlastníka sousedních pozemků, komunikací a sítí? Požádejte o ně.',
    description: [
      'K žádosti o povolení stavby přikládáte vyjádření vlastníků dopravní a technické infrastruktury. Město Vzorov vlastní místní komunikace, chodníky, veřejné osvětlení, městský rozhlas a řadu pozemků, takže jeho vyjádření potřebujete u většiny staveb ve městě.',
      'Ve vyjádření uvedeme, jestli stavba zasahuje do městských pozemků nebo sítí, za jakých podmínek souhlasíme se stavbou v jejich blízkosti a co musíte dodržet při napojení na komunikaci.',
      'Vyjádření města jako vlastníka není rozhodnutí stavebního úřadu. O povolení stavby rozhoduje stavební úřad v samostatném řízení.',
    ],
    who: 'Stavebník nebo jeho zástupce, nejčastěji projektant s plnou mocí.',
    documents: [
      'projektová dokumentace nebo situace stavby s vyznačením hranic pozemků a sítí',
      'číslo parcely a katastrální území',
      'plná moc, pokud žádá projektant nebo jiný zástupce',
      'kontakt na projektanta',
    ],
    fees: 'Bez poplatku.',
    deadlines: 'Požádejte, jakmile máte hotovou dokumentaci pro povolení stavby. Vyjádření platí 2 roky.',
    processingTime: 'Vyjádření vydáme do 30 dnů od doručení úplné žádosti.',
    legalBasis: [stavebniZakon, obce, 'zákon č. 13/1997 Sb., o pozemních komunikacích'],
    department: 'odbor-spravy-majetku',
    contact: 'jana-ruzickova',
    keywords: ['vyjádření k projektu', 'stanovisko města', 'sítě', 'souhlas vlastníka', 'projektová dokumentace'],
  },
  {
    slug: 'vyjadreni-vodovod-kanalizace',
    topic: 'stavby-a-pozemky',
    title: 'Vyjádření k napojení na vodovod a kanalizaci',
    summary:
      'Zjistěte, jestli a jak můžete dům připojit na městský vodovod a kanalizaci, a získejte vyjádření pro projekt přípojky.',
    description: [
      'Vodovod a kanalizace ve Vzorově patří městu, provozuje je vodárenská společnost. Než začnete projektovat přípojku, požádejte o vyjádření, jestli je napojení možné a za jakých podmínek.',
      'Ve vyjádření uvedeme, ke kterému řadu se připojíte, kde bude vodoměrná a revizní šachta a jaké odpadní vody smíte do kanalizace vypouštět. Dešťovou vodu musíte přednostně zasakovat nebo zadržet na vlastním pozemku.',
      'Po dokončení přípojky uzavřete s provozovatelem smlouvu o dodávce vody a odvádění odpadních vod. V Dolní Lhotě vám po kolaudaci nové kanalizace město přispěje na přípojku až 20 000 Kč.',
    ],
    who: 'Vlastník pozemku nebo stavby, která se má připojit, případně projektant s plnou mocí.',
    documents: [
      'situace s vyznačením nemovitosti a navrhované trasy přípojky',
      'číslo parcely a katastrální území',
      'předpokládaná spotřeba vody a počet obyvatel nebo druh provozu',
      'plná moc, pokud žádá zástupce',
    ],
    fees: 'Bez poplatku.',
    deadlines: 'Požádejte ještě před zpracováním projektu přípojky. Vyjádření platí 2 roky.',
    processingTime: 'Vyjádření vydáme do 30 dnů, technické podmínky připojení si vyžádáme od provozovatele sami.',
    legalBasis: [
      'zákon č. 274/2001 Sb., o vodovodech a kanalizacích pro veřejnou potřebu',
      'vyhláška č. 428/2001 Sb., kterou se provádí zákon o vodovodech a kanalizacích',
      'zákon č. 254/2001 Sb., o vodách',
    ],
    department: 'odbor-zivotniho-prostredi',
    contact: 'barbora-kratochvilova',
    keywords: ['přípojka', 'vodovodní přípojka', 'kanalizační přípojka', 'napojení na kanalizaci', 'voda'],
  },
  {
    slug: 'pripojeni-na-komunikaci',
    topic: 'stavby-a-pozemky',
    title: 'Sjezd z pozemku na silnici',
    summary:
      'Potřebujete nový nebo širší vjezd z pozemku na silnici či místní komunikaci? Požádejte o povolení připojení.',
    description: [
      'Sjezd z pozemku nebo garáže na silnici či místní komunikaci lze zřídit, upravit nebo zrušit jen s povolením silničního správního úřadu. Povolení potřebujete i k rozšíření stávajícího vjezdu.',
      'Povolení vydáme se souhlasem vlastníka komunikace a Policie ČR, dopravního inspektorátu. Pokud souhlasy nepřiložíte, vyžádáme si je sami; u místních komunikací je vlastníkem město.',
      'Sjezd musí mít dostatečný rozhled, nesmí svádět vodu na silnici a přes chodník vede se sníženým obrubníkem. Stavíte-li nový dům, je povolení připojení podkladem pro povolení stavby.',
    ],
    who: 'Vlastník pozemku nebo stavby, která se má připojit, nebo ten, kdo k pozemku má jiné právo, například nájemce.',
    documents: [
      'situace s vyznačením sjezdu, jeho šířky a rozhledových trojúhelníků',
      'příčný řez sjezdem s popisem konstrukce a odvodnění',
      'fotografie místa',
      'souhlas Policie ČR, dopravního inspektorátu, pokud ho už máte',
      'plná moc, pokud žádá zástupce',
    ],
    fees: 'Správní poplatek za povolení připojení k místní komunikaci nebo k silnici II. či III. třídy činí 500 Kč.',
    deadlines: 'Požádejte před zahájením stavby sjezdu, u nového domu ještě před podáním žádosti o jeho povolení.',
    processingTime: 'Rozhodnutí vydáme do 30 dnů, ve složitějších případech do 60 dnů.',
    legalBasis: [
      'zákon č. 13/1997 Sb., o pozemních komunikacích',
      'vyhláška č. 104/1997 Sb., kterou se provádí zákon o pozemních komunikacích',
      spravniPoplatky,
    ],
    department: 'odbor-vystavby',
    contact: 'petr-zeman',
    keywords: ['sjezd', 'vjezd', 'nájezd', 'připojení pozemku', 'obrubník'],
  },
  {
    slug: 'vecna-bremena-a-pozemky',
    topic: 'stavby-a-pozemky',
    title: 'Pronájem a koupě městského pozemku, věcné břemeno',
    summary:
      'Chcete si od města pronajmout nebo koupit pozemek, nebo vést přípojku přes městský pozemek? Podejte žádost.',
    description: [
      'Město pronajímá a prodává své pozemky, například na zahrádku, na rozšíření zahrady u domu nebo pod garáž. O pronájmu rozhoduje rada města, o prodeji zastupitelstvo. Záměr pronájmu nebo prodeje musíme nejméně 15 dní předem zveřejnit na úřední desce.',
      'Pokud potřebujete vést vodovod, kanalizaci, plyn nebo elektřinu přes městský pozemek, uzavřeme s vámi smlouvu o zřízení věcného břemene (služebnosti). Nejdřív podepíšeme smlouvu o budoucí smlouvě, po dokončení stavby a jejím zaměření geometrickým plánem pak smlouvu konečnou.',
      'Ceny nájmu, prodeje i věcných břemen určují Zásady pro nakládání s nemovitým majetkem města Vzorov. Kupní cenu stanovujeme podle znaleckého posudku.',
    ],
    who: 'Fyzické i právnické osoby. O věcné břemeno nejčastěji žádá vlastník stavby, která se bude připojovat, nebo distributor energie.',
    documents: [
      'snímek katastrální mapy s vyznačením pozemku nebo jeho části',
      'účel pronájmu, koupě nebo věcného břemene',
      'u věcného břemene situace s trasou sítě',
      'u firmy IČO',
      'plná moc, pokud žádá zástupce',
    ],
    fees: 'Za podání žádosti se neplatí. Nájemné a kupní cenu určují zásady města, zahrádka stojí například 10 Kč za m² a rok. Jednorázová úhrada za věcné břemeno činí nejméně 1 000 Kč. Kupující nebo oprávněný z věcného břemene hradí znalecký posudek, geometrický plán a správní poplatek 2 000 Kč za návrh na vklad do katastru nemovitostí.',
    deadlines:
      'Lhůta pro podání není. Počítejte s tím, že záměr musí viset 15 dní na úřední desce, rada města zasedá dvakrát měsíčně a zastupitelstvo zhruba jednou za dva měsíce.',
    processingTime:
      'Pronájem vyřídíme zpravidla do 2 měsíců, prodej a věcné břemeno do 4 měsíců od podání úplné žádosti.',
    legalBasis: [
      `${obce}, § 39, § 85 a § 102`,
      obcanskyZakonik,
      'Zásady pro nakládání s nemovitým majetkem města Vzorov',
    ],
    department: 'odbor-spravy-majetku',
    contact: 'simona-kopecka',
    keywords: ['pronájem pozemku', 'koupě pozemku', 'služebnost', 'věcné břemeno', 'zahrádka', 'směna pozemku'],
  },
  {
    slug: 'zmena-uzemniho-planu',
    topic: 'stavby-a-pozemky',
    title: 'Návrh na změnu územního plánu',
    summary: 'Chcete na svém pozemku stavět, ale územní plán to nedovoluje? Podejte návrh na změnu územního plánu.',
    description: [
      'Územní plán určuje, k čemu smí být který pozemek ve Vzorově, Dolní Lhotě a Kamenném Mlýně využitý – například pro bydlení, pro výrobu nebo jako zemědělská půda. Pokud chcete pozemek využít jinak, můžete navrhnout změnu územního plánu.',
      'O návrhu rozhoduje zastupitelstvo města. Když s ním souhlasí, zařadí ho do některé z dalších změn územního plánu. Pořízení změny trvá obvykle rok až dva, protože ji projednávají dotčené úřady i veřejnost.',
      'Zastupitelstvo může pořízení změny podmínit tím, že uhradíte náklady na její zpracování. Návrh proto nejdřív proberte s vedoucím odboru výstavby, který vám řekne, jestli má šanci.',
    ],
    who: 'Vlastník pozemku nebo stavby ve Vzorově, občan města nebo kdokoli jiný, kdo má k pozemku vlastnické nebo obdobné právo.',
    documents: [
      'parcelní čísla a katastrální území dotčených pozemků',
      'popis navrhované změny a její zdůvodnění',
      'souhlas ostatních vlastníků, pokud nejste jediným vlastníkem pozemků',
      'snímek katastrální mapy s vyznačením pozemků',
    ],
    fees: 'Správní poplatek se neplatí. Zastupitelstvo může pořízení změny podmínit úhradou nákladů na její zpracování, které obvykle dosahují desítek tisíc korun.',
    deadlines: 'Návrhy přijímáme průběžně. Zastupitelstvo je projedná na nejbližším zasedání, zpravidla do 3 měsíců.',
    processingTime:
      'O návrhu rozhodne zastupitelstvo do 3 měsíců od podání. Samotné pořízení změny pak trvá 1 až 2 roky.',
    legalBasis: [stavebniZakon, obce],
    department: 'odbor-vystavby',
    contact: 'tomas-jelinek',
    keywords: ['územní plán', 'změna úp', 'stavební pozemek', 'změna využití pozemku', 'zastavitelná plocha'],
  },

  // Životní prostředí a zeleň
  {
    slug: 'kaceni-drevin',
    topic: 'zivotni-prostredi',
    title: 'Kácení stromů',
    summary:
      'Potřebujete pokácet strom nebo keře mimo les? Zjistěte, jestli k tomu potřebujete povolení, a požádejte o ně.',
    description: [
      'Stromy a keře rostoucí mimo les chrání zákon. Ke kácení většinou potřebujete povolení odboru životního prostředí. Vydáváme ho ze závažných důvodů, například když strom ohrožuje stavbu nebo je nemocný, a posuzujeme přitom, jaký význam má pro okolí.',
      'Povolení nepotřebujete ke kácení stromu s obvodem kmene do 80 cm ve výšce 130 cm nad zemí, souvislých keřových porostů do 40 m² ani ovocných stromů na pozemcích v zastavěném území, které jsou v katastru vedené jako zahrada. To neplatí pro stromořadí, památné stromy a dřeviny ve významném krajinném prvku.',
      'Kácet je nejlepší v období vegetačního klidu, kdy stromy nemají listí a ptáci nehnízdí. Pokud strom bezprostředně ohrožuje život nebo majetek, můžete ho pokácet hned, kácení nám ale musíte oznámit do 15 dnů.',
    ],
    who: 'Vlastník pozemku, na kterém strom roste, nebo nájemce či jiný uživatel pozemku se souhlasem vlastníka.',
    documents: [
      'souhlas vlastníka pozemku, pokud jím nejste (vlastnictví si ověříme v katastru sami)',
      'nákres s vyznačením stromů na pozemku',
      'druh a obvod kmene každého stromu ve výšce 130 cm nad zemí',
      'zdůvodnění kácení',
      'fotografie stromů',
    ],
    fees: 'Bez poplatku. V povolení vám můžeme uložit náhradní výsadbu a péči o ni, obvykle na 3 až 5 let.',
    deadlines:
      'Požádejte s předstihem, nejlépe v létě nebo začátkem podzimu, abyste mohli kácet v době vegetačního klidu.',
    processingTime:
      'Rozhodnutí vydáme do 30 dnů, ve složitých případech do 60 dnů. Kácet můžete až po nabytí právní moci rozhodnutí.',
    legalBasis: [
      'zákon č. 114/1992 Sb., o ochraně přírody a krajiny, § 8 a 9',
      'vyhláška č. 189/2013 Sb., o ochraně dřevin a povolování jejich kácení',
    ],
    department: 'odbor-zivotniho-prostredi',
    contact: 'lucie-vankova',
    keywords: ['kácení', 'pokácení stromu', 'strom', 'dřeviny', 'keře', 'povolení ke kácení'],
  },

  // Rodina, děti a sociální věci
  {
    slug: 'prihlaska-do-detske-skupiny',
    topic: 'rodina-a-socialni-veci',
    title: 'Přihláška do dětské skupiny Sluníčko',
    summary: 'Hledáte péči pro dítě od 1 roku do nástupu do školy? Přihlaste ho do městské dětské skupiny Sluníčko.',
    description: [
      'Dětská skupina Sluníčko je menší a rodinnější obdoba mateřské školy. Město ji provozuje pro 12 dětí od 1 roku do zahájení povinné školní docházky. O děti se starají kvalifikované pečující osoby, otevřeno je v pracovní dny od 6:30 do 16:30.',
      'Přihlášky přijímáme průběžně, hlavní přijímání na září je v dubnu. Přednost mají děti s trvalým pobytem ve Vzorově a děti rodičů, kteří pracují, studují nebo si hledají práci. Dítě může chodit každý den, nebo jen některé dny v týdnu.',
      'Po přijetí s vámi uzavřeme smlouvu o poskytování služby péče o dítě. Před nástupem si domluvíme adaptační dny, kdy dítě přijde na kratší dobu s vámi.',
    ],
    who: 'Rodič nebo jiný zákonný zástupce dítěte.',
    documents: [
      'rodný list dítěte',
      'potvrzení dětského lékaře o zdravotním stavu a očkování dítěte',
      'potvrzení o zaměstnání, studiu nebo evidenci na úřadu práce, pokud žádáte o přednostní přijetí',
      'kontakty na osoby, které mohou dítě vyzvedávat',
    ],
    fees: 'Měsíční úhrada je 2 500 Kč při docházce 5 dní v týdnu a 1 500 Kč při docházce nejvýše 3 dny v týdnu. Strava stojí 70 Kč na den. Úhradu si můžete odečíst z daně jako slevu za umístění dítěte.',
    deadlines: 'Přihlášky na září podejte do 30. dubna. Během roku přijímáme děti, jakmile se uvolní místo.',
    processingTime: 'O přijetí na září rozhodneme do 31. května, během roku do 14 dnů. Výsledek vám pošleme e-mailem.',
    legalBasis: [
      'zákon č. 247/2014 Sb., o poskytování služby péče o dítě v dětské skupině',
      'zákon č. 258/2000 Sb., o ochraně veřejného zdraví, § 50',
    ],
    department: 'socialni-odbor',
    contact: 'eva-stankova',
    keywords: ['dětská skupina', 'sluníčko', 'školka', 'jesle', 'hlídání dětí', 'péče o dítě'],
  },
  {
    slug: 'vitani-obcanu',
    topic: 'rodina-a-socialni-veci',
    title: 'Vítání občánků',
    summary: 'Narodilo se vám miminko? Dejte nám souhlas a pozveme vás na slavnostní vítání občánků do obřadní síně.',
    description: [
      'Nové malé Vzorováky vítáme čtyřikrát do roka v obřadní síni radnice. Starostka děti přivítá, rodiče se podepíší do pamětní knihy a každé dítě dostane pamětní list a dárek od města.',
      'Pozvánku posíláme jen rodičům, kteří nám dali souhlas se zpracováním osobních údajů dítěte pro tento účel. Bez souhlasu vás pozvat nemůžeme.',
      'Vítání je dobrovolné a zdarma. Souhlas můžete kdykoli odvolat e-mailem nebo na matrice.',
    ],
    who: 'Rodiče nebo jiní zákonní zástupci dítěte s trvalým pobytem ve Vzorově.',
    documents: [
      'jméno, příjmení a datum narození dítěte',
      'jména rodičů a adresa',
      'e-mail nebo telefon, na který vám pošleme pozvánku',
    ],
    fees: 'Bez poplatku.',
    deadlines:
      'Souhlas pošlete do jednoho roku od narození dítěte. Na nejbližší vítání zveme děti, za které souhlas přišel nejpozději měsíc předem.',
    processingTime:
      'Pozvánku dostanete asi 3 týdny před nejbližším vítáním, nejpozději do 3 měsíců od udělení souhlasu.',
    legalBasis: [
      'nařízení Evropského parlamentu a Rady (EU) 2016/679, obecné nařízení o ochraně osobních údajů',
      'zákon č. 110/2019 Sb., o zpracování osobních údajů',
      obce,
    ],
    department: 'odbor-vnitrnich-veci',
    contact: 'jitka-pokorna',
    keywords: ['vítání občánků', 'miminko', 'narození', 'obřadní síň', 'slavnost'],
  },
  {
    slug: 'potvrzeni-pro-urad-prace',
    topic: 'rodina-a-socialni-veci',
    title: 'Potvrzení pro úřad práce',
    summary:
      'Bydlíte v městském bytě nebo v domě s pečovatelskou službou a žádáte o příspěvek na bydlení? Vystavíme vám potvrzení o nájemném a službách.',
    description: [
      'Úřad práce chce u žádosti o příspěvek na bydlení nebo doplatek na bydlení vědět, kolik platíte za nájem a služby. Pokud je vaším pronajímatelem město, vystavíme vám potvrzení o výši nájemného a záloh na služby a o tom, že je platíte.',
      'Potvrzení vychází z nájemní smlouvy a z vyúčtování služeb. Uveďte, za jaké období ho potřebujete, a pokud vám úřad práce dal vlastní formulář, přiložte ho – vyplníme ho za vás.',
      'O dávce samotné rozhoduje úřad práce. Když si nevíte rady se žádostí, pomůže vám s ní sociální pracovnice města.',
    ],
    who: 'Nájemce městského bytu nebo bytu v domě s pečovatelskou službou, případně jeho zmocněnec.',
    documents: [
      'občanský průkaz',
      'číslo bytu nebo nájemní smlouvy',
      'období, za které potvrzení potřebujete',
      'formulář úřadu práce, pokud vám ho úřad dal',
    ],
    fees: 'Bez poplatku.',
    deadlines: 'Lhůtu pro podání žádosti o dávku určuje úřad práce. Potvrzení si vyžádejte alespoň týden předem.',
    processingTime:
      'Potvrzení vystavíme do 5 pracovních dnů a pošleme vám ho poštou, e-mailem nebo do datové schránky.',
    legalBasis: [
      'zákon č. 117/1995 Sb., o státní sociální podpoře',
      'zákon č. 111/2006 Sb., o pomoci v hmotné nouzi',
      obcanskyZakonik,
    ],
    department: 'odbor-spravy-majetku',
    contact: 'radek-cerny',
    keywords: ['příspěvek na bydlení', 'doplatek na bydlení', 'úřad práce', 'potvrzení o nájmu', 'nájemné'],
  },
  {
    slug: 'potvrzeni-pro-socialni-zabezpeceni',
    topic: 'rodina-a-socialni-veci',
    title: 'Potvrzení o žití pro důchod ze zahraničí',
    summary: 'Pobíráte důchod ze zahraničí? Na formuláři zahraniční důchodové instituce vám potvrdíme, že žijete.',
    description: [
      'Zahraniční důchodové pojišťovny, například německá Deutsche Rentenversicherung nebo rakouská Pensionsversicherungsanstalt, pravidelně chtějí potvrzení, že příjemce důchodu žije. Když ho nedostanou, mohou výplatu zastavit.',
      'Přijďte osobně s formulářem, který vám instituce poslala, a s občanským průkazem. Ověříme vaši totožnost a údaje v registru obyvatel a na formuláři potvrdíme, že jste se u nás osobně prokázali. Formulář pak sami odešlete zpět instituci.',
      'Pokud nemůžete ze zdravotních důvodů přijít, zavolejte nám a přijdeme za vámi domů.',
    ],
    who: 'Příjemce důchodu ze zahraničí s trvalým pobytem ve Vzorově, vždy osobně.',
    documents: [
      'formulář potvrzení o žití od zahraniční instituce',
      'platný občanský průkaz nebo cestovní pas',
      'při změně jména oddací list nebo jiný doklad o změně',
    ],
    fees: 'Potvrzení o žití je bez poplatku. Pokud instituce žádá úředně ověřený podpis, zaplatíte 50 Kč za každý podpis.',
    deadlines: 'Formulář vraťte instituci ve lhůtě, kterou uvádí ve svém dopise, obvykle do 2 až 3 měsíců.',
    processingTime: 'Na počkání v úředních hodinách. Návštěvu doma domluvíme do 5 pracovních dnů.',
    legalBasis: [
      'nařízení Evropského parlamentu a Rady (ES) č. 883/2004, o koordinaci systémů sociálního zabezpečení',
      evidenceObyvatel,
      'zákon č. 21/2006 Sb., o ověřování',
    ],
    department: 'odbor-vnitrnich-veci',
    contact: 'ivana-krizova',
    keywords: [
      'potvrzení o žití',
      'důchod ze zahraničí',
      'zahraniční důchod',
      'lebensbescheinigung',
      'sociální zabezpečení',
    ],
  },

  // Dotace a granty
  {
    slug: 'zadost-o-dotaci',
    topic: 'dotace',
    title: 'Žádost o dotaci pro spolky',
    summary:
      'Požádejte o dotaci z Programu podpory spolků, sportu a kultury na činnost s dětmi, na akci nebo na vybavení klubovny.',
    description: [
      'Město každý rok podporuje spolky a neziskové organizace, které pracují pro obyvatele Vzorova, Dolní Lhoty a Kamenného Mlýna. Na rok 2027 je v programu připraveno 1,5 milionu korun.',
      'Žádat můžete na pravidelnou činnost s dětmi a mládeží (až 150 000 Kč), na jednorázové kulturní, sportovní a společenské akce (až 40 000 Kč) a na drobné opravy a vybavení kluboven (až 60 000 Kč).',
      'O žádostech rozhoduje v dubnu rada města. S úspěšnými žadateli uzavřeme veřejnoprávní smlouvu; smlouvy nad 50 000 Kč zveřejňujeme v registru smluv.',
    ],
    who: 'Spolky, pobočné spolky, obecně prospěšné společnosti, ústavy a církevní organizace, které působí ve Vzorově nebo v jeho místních částech.',
    documents: [
      'popis činnosti nebo akce a rozpočet nákladů',
      'stanovy nebo jiný zakladatelský dokument',
      'doklad o tom, kdo je oprávněn za organizaci jednat',
      'doklad o bankovním účtu organizace',
      'přehled členské základny, u činnosti s dětmi počet dětí a mládeže',
    ],
    fees: 'Bez poplatku.',
    deadlines:
      'Žádosti přijímáme od 15. ledna do 28. února 2027. Dotaci můžete použít na náklady vzniklé od 1. ledna do 31. prosince 2027.',
    processingTime:
      'Rada města rozhodne v dubnu. Smlouvu uzavřeme do 30 dnů od rozhodnutí a peníze pošleme do 15 dnů od jejího podpisu.',
    legalBasis: [`${rozpoctovaPravidla}, § 10a až 10d`, obce, programDotaci],
    department: 'financni-odbor',
    contact: 'zdenka-nemcova',
    keywords: ['dotace', 'grant', 'spolky', 'příspěvek pro spolek', 'podpora sportu', 'kultura'],
  },
  {
    slug: 'vyuctovani-dotace',
    topic: 'dotace',
    title: 'Vyúčtování dotace',
    summary: 'Dostali jste dotaci od města? Odevzdejte vyúčtování s přehledem výdajů a závěrečnou zprávou.',
    description: [
      'Každou dotaci z rozpočtu města je třeba vyúčtovat. Vyúčtováním dokládáte, že jste peníze použili na účel a v době, které stanoví smlouva.',
      'Vyúčtování obsahuje závěrečnou zprávu o tom, co se podařilo, a přehled všech výdajů hrazených z dotace. Ke každému výdaji přiložte kopii účetního dokladu a doklad o zaplacení.',
      'Peníze, které jste nevyčerpali, vraťte na účet města nejpozději s vyúčtováním. Použít dotaci na jiný účel nebo ji nevyúčtovat je porušení rozpočtové kázně; dotaci byste pak museli vrátit i s penále.',
    ],
    who: 'Příjemce dotace z rozpočtu města, za spolek nebo jinou organizaci její statutární zástupce.',
    documents: [
      'závěrečná zpráva o použití dotace',
      'finanční vypořádání – přehled příjmů a výdajů projektu',
      'kopie faktur, pokladních dokladů a výpisů z účtu',
      'fotografie nebo jiný doklad o propagaci města',
      'doklad o vrácení nevyčerpaných peněz',
    ],
    fees: 'Bez poplatku.',
    deadlines:
      'Vyúčtování odevzdejte do 31. ledna následujícího roku, pokud smlouva neurčuje jiný termín. Nevyčerpané peníze vraťte do stejného dne.',
    processingTime:
      'Vyúčtování zkontrolujeme do 30 dnů. Když něco chybí, ozveme se vám a na doplnění budete mít 15 dní.',
    legalBasis: [`${rozpoctovaPravidla}, § 10a a § 22`, 'veřejnoprávní smlouva o poskytnutí dotace', programDotaci],
    department: 'financni-odbor',
    contact: 'lukas-fiala',
    keywords: ['vyúčtování', 'finanční vypořádání', 'závěrečná zpráva', 'vrácení dotace', 'dotace'],
  },

  // Doklady, matrika a evidence obyvatel
  {
    slug: 'obcansky-prukaz',
    topic: 'doklady-a-evidence',
    title: 'Občanský průkaz',
    summary: 'Požádejte o nový občanský průkaz, když vám končí platnost, když ho ztratíte nebo když vám bude 15 let.',
    description: [
      'Občanský průkaz musí mít každý občan ČR starší 15 let s trvalým pobytem v Česku. O první průkaz požádejte do 30 dnů od 15. narozenin. Průkaz může mít i mladší dítě; za něj žádá rodič.',
      'O průkaz žádáte osobně na kterémkoli úřadě obce s rozšířenou působností, ve Vzorově na odboru vnitřních věcí. Fotografii a podpis pořídíme na místě, formulář nevyplňujete. Od 12 let vám sejmeme také otisky prstů.',
      'Nový průkaz potřebujete, když starému končí platnost, když se změní údaje v něm zapsané, například příjmení po svatbě nebo adresa trvalého pobytu, a když průkaz ztratíte, poškodíte nebo vám ho ukradnou. Ztrátu nebo krádež nahlaste hned na policii nebo na kterémkoli úřadě obce s rozšířenou působností.',
    ],
    who: 'Občan ČR starší 15 let osobně. Za dítě mladší 15 let žádá rodič nebo jiný zákonný zástupce a dítě musí být u podání žádosti.',
    documents: [
      'dosavadní občanský průkaz',
      'rodný list, pokud žádáte o první průkaz nebo nemáte jiný platný doklad',
      'doklad o změně údajů, například oddací list',
      'u dítěte jeho rodný list a doklad totožnosti rodiče',
    ],
    fees: 'Průkaz pro občana staršího 15 let vydaný do 30 dnů je zdarma, a to i po změně adresy nebo příjmení. Průkaz pro dítě mladší 15 let stojí 100 Kč. Za nový průkaz po ztrátě, krádeži nebo poškození zaplatíte 200 Kč. Průkaz do 5 pracovních dnů stojí 500 Kč (dítě 300 Kč). Průkaz do 24 hodin (1 000 Kč, dítě 500 Kč) si lze vyzvednout jen na Ministerstvu vnitra v Praze.',
    deadlines:
      'O první průkaz požádejte do 30 dnů od 15. narozenin. Po ztrátě, krádeži, poškození nebo změně údajů požádejte o nový do 15 pracovních dnů. Po změně trvalého pobytu platí dosavadní průkaz ještě 45 dní.',
    processingTime:
      'Průkaz je hotový do 30 dnů, obvykle do dvou týdnů. Když při podání uvedete telefon nebo e-mail, dáme vám vědět, že si ho můžete osobně vyzvednout.',
    legalBasis: ['zákon č. 269/2021 Sb., o občanských průkazech', spravniPoplatky],
    department: 'odbor-vnitrnich-veci',
    contact: 'tereza-holubova',
    keywords: ['občanka', 'op', 'výměna občanky', 'ztráta občanky', 'eobčanka', 'průkaz totožnosti'],
  },
  {
    slug: 'overeni-podpisu-a-listin',
    topic: 'doklady-a-evidence',
    title: 'Ověření podpisu a kopie listiny',
    summary: 'Potřebujete úředně ověřit podpis nebo kopii dokumentu? Vyřídíte to na počkání na přepážce Czech POINT.',
    description: [
      'Ověřením podpisu (legalizací) potvrdíme, že jste listinu před námi podepsali nebo podpis na ní uznali za vlastní. Ověřený podpis chtějí například banky, katastr nemovitostí a úřady u plných mocí a smluv.',
      'Ověřením kopie (vidimací) potvrdíme, že kopie přesně odpovídá originálu. Kopii vám pořídíme na místě, nebo si přineste vlastní.',
      'Podpis na listině, která neobsahuje žádný text, neověříme. Kopii občanského průkazu, cestovního pasu, řidičského nebo zbrojního průkazu ověřit nelze.',
    ],
    who: 'Kdokoli. Podpis ověříme jen tomu, kdo se podepisuje, a to osobně. Kopii vám ověříme, i když nejste autorem listiny; stačí přinést originál.',
    documents: [
      'platný občanský průkaz nebo cestovní pas (řidičský průkaz nestačí)',
      'listina, na které máme podpis ověřit; podepsat ji můžete i u nás',
      'u ověření kopie originál listiny nebo její ověřená kopie',
    ],
    fees: 'Ověření podpisu stojí 50 Kč za každý podpis. Ověření kopie stojí 30 Kč za každou i započatou stránku.',
    deadlines: 'Lhůta není. Přijďte v úředních hodinách, objednávat se nemusíte.',
    processingTime: 'Na počkání, obvykle do 10 minut.',
    legalBasis: [
      'zákon č. 21/2006 Sb., o ověřování shody opisu nebo kopie s listinou a o ověřování pravosti podpisu',
      'vyhláška č. 36/2006 Sb., o ověřování shody opisu nebo kopie s listinou a o ověřování pravosti podpisu',
      spravniPoplatky,
    ],
    department: 'odbor-vnitrnich-veci',
    contact: 'martina-prochazkova',
    keywords: ['legalizace', 'vidimace', 'ověření podpisu', 'ověřená kopie', 'ověření listiny', 'plná moc'],
  },
  {
    slug: 'cestovni-pas',
    topic: 'doklady-a-evidence',
    title: 'Cestovní pas',
    summary: 'Požádejte o cestovní pas pro sebe nebo pro dítě – běžně do 30 dnů, ve spěchu do 5 pracovních dnů.',
    description: [
      'Cestovní pas potřebujete pro cesty mimo Evropskou unii a schengenský prostor. Pas pro dospělé platí 10 let, pro děti do 15 let 5 let. Platnost prodloužit nejde; před cestou si ověřte, jak dlouho musí pas platit v cílové zemi.',
      'O pas žádáte osobně na kterémkoli úřadě obce s rozšířenou působností, ve Vzorově na odboru vnitřních věcí. Fotografii pořídíme na místě a od 12 let sejmeme otisky prstů. Hotový pas si vyzvednete osobně tam, kde jste o něj požádali.',
      'Každé dítě musí mít vlastní cestovní doklad. Za dítě do 15 let žádá rodič a dítě musí být u podání žádosti.',
    ],
    who: 'Občan ČR osobně. Za dítě do 15 let žádá zákonný zástupce za přítomnosti dítěte.',
    documents: [
      'platný občanský průkaz',
      'dosavadní cestovní pas, pokud ho máte',
      'u dítěte jeho rodný list nebo občanský průkaz a doklad totožnosti rodiče',
      'při změně příjmení doklad o změně, například oddací list',
    ],
    fees: 'Pas vydaný do 30 dnů stojí 600 Kč, pro dítě do 15 let 100 Kč. Pas do 5 pracovních dnů stojí 3 000 Kč (dítě 1 000 Kč). Pas do 24 hodin vydává jen Ministerstvo vnitra v Praze za 6 000 Kč (dítě 2 000 Kč).',
    deadlines:
      'Zákon lhůtu nestanoví. Požádejte ale alespoň měsíc před cestou; některé země chtějí, aby pas platil ještě 3 až 6 měsíců po návratu.',
    processingTime: 'Do 30 dnů, ve zkrácené lhůtě do 5 pracovních dnů.',
    legalBasis: ['zákon č. 329/1999 Sb., o cestovních dokladech', spravniPoplatky],
    department: 'odbor-vnitrnich-veci',
    contact: 'tereza-holubova',
    keywords: ['pas', 'cestovní doklad', 'pas pro dítě', 'rychlý pas', 'dovolená'],
  },
  {
    slug: 'hlaseni-trvaleho-pobytu',
    topic: 'doklady-a-evidence',
    title: 'Přihlášení k trvalému pobytu',
    summary: 'Přistěhovali jste se do Vzorova nebo v rámci Vzorova? Ohlaste nám změnu trvalého pobytu.',
    description: [
      'Změnu trvalého pobytu ohlašujete jen na úřadě v místě nové adresy. Ze staré adresy se odhlašovat nemusíte, údaje v registru obyvatel se změní samy.',
      'Trvalý pobyt můžete mít jen v budově určené k bydlení, ubytování nebo rekreaci, která má číslo popisné nebo evidenční. Pokud byt nebo dům nevlastníte, potřebujete souhlas vlastníka nebo jiného oprávněného uživatele.',
      'Na místě vyplníte přihlašovací lístek a dostanete potvrzení o změně. Dosavadní občanský průkaz přestane platit 45 dní po ohlášení změny, požádejte proto včas o nový; vydáme ho zdarma. Pokud chcete dostávat úřední poštu jinam, můžeme vám zároveň zapsat adresu pro doručování.',
    ],
    who: 'Občan ČR starší 15 let osobně nebo jeho zmocněnec s úředně ověřenou plnou mocí. Za dítě mladší 15 let ohlašuje změnu rodič nebo jiný zákonný zástupce.',
    documents: [
      'platný občanský průkaz, u dítěte rodný list nebo jeho občanský průkaz',
      'doklad o oprávnění užívat byt nebo dům, například nájemní smlouva (vlastnictví ověříme v katastru sami)',
      'souhlas vlastníka nebo oprávněné osoby – osobně u nás, nebo písemně s úředně ověřeným podpisem',
      'úředně ověřená plná moc, pokud změnu ohlašuje zmocněnec',
    ],
    fees: 'Správní poplatek 50 Kč za každou osobu starší 15 let. Za děti mladší 15 let se neplatí.',
    deadlines:
      'Zákon lhůtu nestanoví, změnu ale ohlaste co nejdříve po přestěhování. Podle adresy trvalého pobytu vám chodí úřední pošta, podle ní také volíte a platíte poplatek za odpad.',
    processingTime: 'Na počkání. Do registru obyvatel změnu zapíšeme nejpozději do 3 pracovních dnů.',
    legalBasis: [evidenceObyvatel, 'zákon č. 269/2021 Sb., o občanských průkazech', spravniPoplatky],
    department: 'odbor-vnitrnich-veci',
    contact: 'ivana-krizova',
    keywords: ['trvalé bydliště', 'změna adresy', 'stěhování', 'přihlášení k pobytu', 'trvalý pobyt'],
  },
  {
    slug: 'narozeni-ditete',
    topic: 'doklady-a-evidence',
    title: 'Narození dítěte',
    summary:
      'Co vyřídit na matrice, když čekáte dítě nebo se vám narodilo: rodný list, určení otcovství a jméno dítěte.',
    description: [
      'Narození zapisuje do matriky matriční úřad podle místa narození, obvykle podle sídla porodnice. Porodnice narození oznámí sama, rodiče jen vyplní prohlášení o jménu dítěte. Rodný list vám matrika pošle nebo si ho u ní vyzvednete.',
      'Pokud rodiče nejsou manželé, určí otcovství souhlasným prohlášením. Můžete ho učinit na kterékoli matrice, ve Vzorově na odboru vnitřních věcí, a to i před narozením dítěte. Přijďte oba rodiče osobně.',
      'Dítě narozené doma ve Vzorově ohlásí lékař nebo rodiče přímo vzorovské matrice. Dítě má automaticky trvalý pobyt u matky. Nezapomeňte ho do 8 dnů přihlásit u zdravotní pojišťovny.',
    ],
    who: 'Rodiče dítěte. Souhlasné prohlášení o otcovství činí matka a otec společně a osobně; pokud je některý z nich nezletilý, činí se prohlášení u soudu.',
    documents: [
      'platné doklady totožnosti obou rodičů',
      'rodné listy rodičů',
      'u prohlášení před narozením lékařské potvrzení o těhotenství',
      'pokud je matka rozvedená, pravomocný rozsudek o rozvodu',
      'u porodu doma lékařská zpráva o porodu',
    ],
    fees: 'První rodný list je zdarma, každý další stejnopis stojí 300 Kč. Souhlasné prohlášení o otcovství je bez poplatku.',
    deadlines:
      'Jméno dítěte oznamte matrice do 1 měsíce od narození. Souhlasné prohlášení o otcovství můžete učinit kdykoli, i před narozením. U zdravotní pojišťovny dítě přihlaste do 8 dnů.',
    processingTime:
      'Rodný list vystaví matrika místa narození obvykle do dvou týdnů od porodu. Souhlasné prohlášení sepíšeme na počkání.',
    legalBasis: [matriky, obcanskyZakonik, evidenceObyvatel],
    department: 'odbor-vnitrnich-veci',
    contact: 'jitka-pokorna',
    keywords: ['rodný list', 'porod', 'miminko', 'určení otcovství', 'jméno dítěte', 'novorozenec'],
  },
  {
    slug: 'uzavreni-manzelstvi',
    topic: 'doklady-a-evidence',
    title: 'Svatba a uzavření manželství',
    summary: 'Plánujete svatbu ve Vzorově? Zarezervujte si termín a odevzdejte na matrice dotazník a doklady.',
    description: [
      'Občanský sňatek uzavřete před starostkou, místostarostou nebo pověřeným zastupitelem za přítomnosti matrikářky a dvou svědků. Obřady se konají v obřadní síni radnice v pátek od 10:00 do 16:00 a ve vybrané soboty. Po dohodě můžete mít svatbu i jinde ve Vzorově, třeba v parku u Vzorovky.',
      'Nejdřív si na matrice zarezervujte termín. Pak společně vyplníte dotazník k uzavření manželství a odevzdáte doklady. S matrikářkou domluvíte průběh obřadu, hudbu a příjmení, které budete po svatbě používat.',
      'Pro církevní sňatek vám matrika vydá osvědčení, že splňujete podmínky pro uzavření manželství. Páry stejného pohlaví uzavírají od roku 2025 partnerství; postup na matrice je obdobný.',
    ],
    who: 'Snoubenci, kteří jsou zletilí a nežijí v manželství ani partnerství. Pokud je některý z vás cizinec nebo máte doklady ze zahraničí, poraďte se s matrikářkou předem.',
    documents: [
      'platný občanský průkaz nebo cestovní pas',
      'rodný list',
      'vyplněný dotazník k uzavření manželství',
      'pokud jste už byli v manželství, pravomocný rozsudek o rozvodu nebo úmrtní list manžela či manželky',
      'jména a doklady totožnosti svědků, případně tlumočníka',
    ],
    fees: 'Obřad v obřadní síni v oddací den je bez poplatku. Za svatbu na jiném místě nebo v jiný čas zaplatíte 3 000 Kč. Pokud má trvalý pobyt v ČR jen jeden ze snoubenců, je poplatek 3 000 Kč, pokud ani jeden, 5 000 Kč. Osvědčení pro církevní sňatek stojí 500 Kč.',
    deadlines:
      'Termín si zarezervujte nejméně měsíc předem, oblíbené letní soboty klidně půl roku předem. Dotazník a doklady odevzdejte nejpozději měsíc před obřadem.',
    processingTime:
      'Doklady zkontrolujeme při odevzdání dotazníku. Oddací list dostanete do 30 dnů od svatby, obvykle do týdne.',
    legalBasis: [obcanskyZakonik, matriky, spravniPoplatky],
    department: 'odbor-vnitrnich-veci',
    contact: 'jitka-pokorna',
    keywords: ['svatba', 'sňatek', 'oddání', 'obřadní síň', 'oddací list', 'partnerství'],
  },
  {
    slug: 'zruseni-trvaleho-pobytu',
    topic: 'doklady-a-evidence',
    title: 'Zrušení trvalého pobytu',
    summary:
      'Má u vás trvalý pobyt někdo, kdo už tam nebydlí a nemá k bytu žádné právo? Podejte návrh na zrušení jeho trvalého pobytu.',
    description: [
      'Jako vlastník bytu nebo domu, případně jiná oprávněná osoba, můžete navrhnout zrušení trvalého pobytu člověka, jehož právo byt užívat zaniklo a který v něm skutečně nebydlí. Typicky jde o bývalého nájemníka nebo partnera, který se odstěhoval a nepřehlásil se.',
      'O návrhu rozhodujeme ve správním řízení. Musíme ověřit, že platí obě podmínky – zaniklé právo užívat byt i to, že v něm dotyčný nebydlí. Pomohou nám svědectví sousedů nebo jiné důkazy.',
      'Po zrušení bude mít dotyčný jako adresu trvalého pobytu sídlo úřadu, náměstí Míru 1, a úřední pošta pro něj přestane chodit k vám. Zrušení trvalého pobytu ale není vystěhování; o tom rozhoduje soud.',
    ],
    who: 'Vlastník bytu nebo domu nebo jiná oprávněná osoba, například nájemce, který byt užívá na základě smlouvy.',
    documents: [
      'občanský průkaz',
      'doklad o zániku práva užívat byt, například výpověď z nájmu, kupní smlouva nebo rozsudek',
      'doklad o vašem oprávnění užívat byt (vlastnictví ověříme v katastru sami)',
      'jména a adresy svědků, kteří potvrdí, že dotyčný v bytě nebydlí',
    ],
    fees: 'Správní poplatek 100 Kč za každou osobu, jejíž trvalý pobyt navrhujete zrušit.',
    deadlines: 'Návrh můžete podat, jakmile právo užívat byt zanikne a dotyčný v něm nebydlí. Lhůta pro podání není.',
    processingTime:
      'Rozhodnutí vydáme do 30 dnů, ve složitějších případech do 60 dnů. Trvalý pobyt se zruší až po nabytí právní moci rozhodnutí.',
    legalBasis: [`${evidenceObyvatel}, § 12`, 'zákon č. 500/2004 Sb., správní řád', spravniPoplatky],
    department: 'odbor-vnitrnich-veci',
    contact: 'ivana-krizova',
    keywords: [
      'odhlášení z trvalého pobytu',
      'zrušení bydliště',
      'odhlásit nájemníka',
      'trvalý pobyt',
      'evidence obyvatel',
    ],
  },

  // Ostatní
  {
    slug: 'ostatni-zadosti',
    topic: 'ostatni',
    title: 'Obecná žádost na úřad',
    summary: 'Nenašli jste svou věc v seznamu? Pošlete nám žádost, podnět nebo dotaz a předáme ho správnému odboru.',
    description: [
      'Tímto formulářem podáte jakoukoli žádost, podnět nebo dotaz, pro které tu nenajdete vlastní formulář – třeba žádost o opravu lavičky v parku, dotaz k rozhodnutí úřadu nebo návrh pro radu města.',
      'Na podatelně žádost zaevidujeme a předáme odboru, který ji vyřídí. Pokud věc patří jinému úřadu, poradíme vám, kam se obrátit.',
      'Tímto formulářem můžete podat i žádost o informace. Uveďte v ní, že žádáte podle zákona č. 106/1999 Sb., o svobodném přístupu k informacím.',
    ],
    who: 'Kdokoli – obyvatel Vzorova, návštěvník, firma nebo spolek.',
    documents: [
      'popis věci a toho, co od nás žádáte',
      'přílohy, které věc vysvětlí, například fotografie, plánek nebo kopie dopisu',
      'adresa nebo e-mail pro odpověď',
      'plná moc, pokud jednáte za někoho jiného',
    ],
    fees: 'Bez poplatku. Za mimořádně rozsáhlé vyhledání informací můžeme požadovat úhradu nákladů; předem vám ji oznámíme.',
    deadlines: 'Lhůta pro podání není.',
    processingTime:
      'Přijetí vám hned potvrdíme e-mailem. Odpovíme bez zbytečného odkladu, nejpozději do 30 dnů; žádost o informace vyřídíme do 15 dnů.',
    legalBasis: [
      'zákon č. 500/2004 Sb., správní řád',
      'zákon č. 106/1999 Sb., o svobodném přístupu k informacím',
      obce,
    ],
    department: 'kancelar-starostky',
    contact: 'hana-maresova',
    keywords: ['žádost', 'podnět', 'stížnost', 'dotaz', 'podatelna', 'žádost o informace'],
  },
  {
    slug: 'vyjimka-ze-zakazu-hlucnych-praci',
    topic: 'ostatni',
    title: 'Výjimka ze zákazu hlučných prací v neděli a o svátcích',
    summary:
      'Potřebujete v neděli nebo o svátku pracovat s hlučným strojem? Požádejte o výjimku ze zákazu podle vyhlášky města.',
    description: [
      'Vyhláška města zakazuje v neděli a ve státem uznané svátky používat hlučné stroje a nářadí – sekačky na trávu, křovinořezy, motorové pily, cirkulárky, sbíječky nebo míchačky. Lidé si tak mohou ve volné dny odpočinout.',
      'Výjimku povolíme, když práce nesnese odklad nebo ji nejde udělat v jiný den – například betonáž stropu, kterou nelze přerušit, nebo práce na silnici, kterou smíme uzavřít jen o víkendu. Ve výjimce určíme čas, místo a podmínky, třeba předem upozornit sousedy.',
      'Na odstraňování havárií a následků živelních pohrom se zákaz nevztahuje a výjimku k nim nepotřebujete. Výjimka naopak nikdy neplatí v době nočního klidu od 22:00 do 6:00.',
    ],
    who: 'Ten, kdo hlučné práce provádí nebo objednává – stavebník, stavební firma, pořadatel akce i soused s naléhavou opravou.',
    documents: [
      'popis prací a použitých strojů',
      'místo, datum a čas prací',
      'zdůvodnění, proč práce nelze udělat ve všední den',
      'kontakt na osobu, která za práce na místě odpovídá',
    ],
    fees: 'Bez poplatku.',
    deadlines: 'Požádejte nejméně 7 dní před termínem prací.',
    processingTime: 'Odpovíme do 5 pracovních dnů. Povolení vám pošleme e-mailem; při práci ho mějte u sebe.',
    legalBasis: [
      'obecně závazná vyhláška města Vzorov č. 2/2026, o regulaci hlučných činností',
      `${obce}, § 10`,
      'zákon č. 251/2016 Sb., o některých přestupcích',
    ],
    department: 'odbor-vnitrnich-veci',
    contact: 'jaroslav-kucera',
    keywords: ['hluk', 'sekačka v neděli', 'hlučné práce', 'neděle', 'svátek', 'výjimka'],
  },
];

export interface CzechPointService {
  name: string;
  price: string;
  note?: string;
}

export const czechPointServices: CzechPointService[] = [
  {
    name: 'Výpis z rejstříku trestů',
    price: '100 Kč',
    note: 'Jen pro vás osobně, za jiného s úředně ověřenou plnou mocí. Přes Portál občana zdarma.',
  },
  {
    name: 'Výpis z katastru nemovitostí',
    price: '100 Kč za první stránku, 50 Kč za každou další',
    note: 'Stačí znát katastrální území a číslo listu vlastnictví, parcely nebo domu.',
  },
  {
    name: 'Výpis z obchodního rejstříku',
    price: '100 Kč za první stránku, 50 Kč za každou další',
    note: 'Potřebujete IČO nebo přesný název firmy.',
  },
  {
    name: 'Výpis ze živnostenského rejstříku',
    price: '100 Kč za první stránku, 50 Kč za každou další',
  },
  {
    name: 'Výpis z bodového hodnocení řidiče',
    price: '100 Kč za první stránku, 50 Kč za každou další',
    note: 'Jen pro vás osobně, za jiného s úředně ověřenou plnou mocí.',
  },
  {
    name: 'Výpis z insolvenčního rejstříku',
    price: '100 Kč za první stránku, 50 Kč za každou další',
  },
  {
    name: 'Výpis z registru obyvatel nebo z registru práv a povinností',
    price: '100 Kč za první stránku, 50 Kč za každou další',
    note: 'Ukáže, jaké údaje o vás stát vede.',
  },
  {
    name: 'Autorizovaná konverze dokumentů',
    price: '30 Kč za každou i započatou stránku',
    note: 'Převod listiny do elektronické podoby nebo elektronického dokumentu do listinné se zachováním právní platnosti.',
  },
  {
    name: 'Zřízení datové schránky',
    price: 'zdarma',
    note: 'Přístupové údaje vám předáme hned na přepážce.',
  },
  {
    name: 'Zneplatnění přístupových údajů k datové schránce a vydání nových',
    price: '200 Kč',
  },
  {
    name: 'Ověření podpisu (legalizace)',
    price: '50 Kč za každý podpis',
    note: 'Podepisující musí přijít osobně s občanským průkazem nebo pasem.',
  },
  {
    name: 'Ověření shody kopie s listinou (vidimace)',
    price: '30 Kč za každou i započatou stránku',
  },
  {
    name: 'Podání podle živnostenského zákona',
    price: 'podle sazebníku, např. ohlášení živnosti 1 000 Kč',
    note: 'Ohlášení živnosti nebo změny údajů předáme živnostenskému úřadu.',
  },
];

export const czechPointIntro: string[] = [
  'Kontaktní místo Czech POINT najdete v přízemí radnice na náměstí Míru 1, dveře 3. Vydáme vám ověřený výpis z rejstříku trestů, katastru nemovitostí nebo obchodního rejstříku, ověříme podpis nebo kopii listiny a pomůžeme vám se zřízením datové schránky. Většinu věcí vyřídíte na počkání v úředních hodinách úřadu.',
  'S sebou si vezměte platný občanský průkaz nebo cestovní pas; řidičský průkaz nestačí. Poplatky zaplatíte přímo na přepážce v hotovosti nebo kartou. Výpis z rejstříku trestů, z registru obyvatel nebo z bodového hodnocení řidiče vydáme jen vám osobně, za jiného člověka jen s jeho úředně ověřenou plnou mocí. Řadu výpisů si můžete stáhnout také zdarma na Portálu občana.',
];
