/** An obecně závazná vyhláška or nařízení of the demo town, with the text printed into its PDF. */
export interface DemoDecree {
  slug: string;
  number: string;
  title: string;
  kind: 'vyhlaska' | 'narizeni';
  issuedOn: string;
  validFrom: string;
  effectiveFrom: string;
  repealedBy: string | null;
  repealedOn: string | null;
  summary: string;
  text: string[];
}

const obce =
  'a v souladu s § 10 písm. d) a § 84 odst. 2 písm. h) zákona č. 128/2000 Sb., o obcích (obecní zřízení), ve znění pozdějších předpisů, tuto obecně závaznou vyhlášku:';
const zastupitelstvo = (date: string, resolution: string, basis: string) =>
  `Zastupitelstvo města Vzorov se na svém zasedání dne ${date} usnesením č. ${resolution} usneslo vydat na základě ${basis} ${obce}`;
const poplatky = '§ 14 odst. 2 zákona č. 565/1990 Sb., o místních poplatcích, ve znění pozdějších předpisů,';
const podpisy = 'Mgr. Helena Vzorová, starostka; Ing. Pavel Roubal, místostarosta.';
const patnactym = 'Tato vyhláška nabývá účinnosti patnáctým dnem po dni jejího vyhlášení.';

/** Twelve decrees of 2019–2026; four of them repealed by newer ones in the list. */
export const demoDecrees: DemoDecree[] = [
  {
    slug: 'ozv-2019-1-pozarni-rad',
    number: '1/2019',
    title: 'Obecně závazná vyhláška, kterou se vydává požární řád města Vzorov',
    kind: 'vyhlaska',
    issuedOn: '2019-03-18',
    validFrom: '2019-03-20',
    effectiveFrom: '2019-04-04',
    repealedBy: null,
    repealedOn: null,
    summary:
      'Požární řád upravuje organizaci požární ochrany ve městě a jeho místních částech, jednotky dobrovolných hasičů, zdroje vody pro hašení a způsob vyhlášení požárního poplachu.',
    text: [
      zastupitelstvo(
        '18. března 2019',
        '4/7',
        '§ 29 odst. 1 písm. o) bod 1 zákona č. 133/1985 Sb., o požární ochraně, ve znění pozdějších předpisů,',
      ),
      'Čl. 1 Úvodní ustanovení. Požární řád upravuje organizaci a zásady zabezpečení požární ochrany na území města Vzorov včetně místních částí Dolní Lhota a Kamenný Mlýn. Za požární ochranu odpovídá město, které ji zajišťuje prostřednictvím jednotek sboru dobrovolných hasičů a komise požární ochrany rady města.',
      'Čl. 2 Jednotky sboru dobrovolných hasičů. Město zřizuje jednotku sboru dobrovolných hasičů Vzorov kategorie JPO III se sídlem v hasičské zbrojnici Nádražní 40 a jednotku Dolní Lhota kategorie JPO V se sídlem v hasičské zbrojnici v Dolní Lhotě. Členové jednotek se po vyhlášení poplachu dostaví do zbrojnice nejpozději do 10 minut.',
      'Čl. 3 Zdroje vody pro hašení požárů. Zdrojem vody jsou hydranty veřejného vodovodu v ulicích Nádražní, Lipová, Tyršova a Školní, požární nádrž na návsi v Dolní Lhotě a Mlýnský rybník v Kamenném Mlýně. Vlastníci a uživatelé zdrojů vody je udržují v provozuschopném stavu a zachovávají k nim volný příjezd pro požární techniku.',
      'Čl. 4 Ohlašovna požárů a vyhlášení poplachu. Ohlašovnou požárů je Městský úřad Vzorov, náměstí Míru 1, telefon 555 123 111; požár lze vždy ohlásit na tísňové lince 150 nebo 112. Požární poplach se vyhlašuje přerušovaným tónem sirény po dobu jedné minuty (25 sekund tón, 10 sekund pauza, 25 sekund tón).',
      `Čl. 5 Účinnost. ${patnactym} ${podpisy}`,
    ],
  },
  {
    slug: 'ozv-2019-2-poplatek-z-ubytovaci-kapacity',
    number: '2/2019',
    title: 'Obecně závazná vyhláška o místním poplatku z ubytovací kapacity',
    kind: 'vyhlaska',
    issuedOn: '2019-03-18',
    validFrom: '2019-03-20',
    effectiveFrom: '2019-04-04',
    repealedBy: 'ozv-2019-3-poplatek-z-pobytu',
    repealedOn: '2020-01-01',
    summary:
      'Vyhláška zavedla poplatek z ubytovací kapacity ve výši 6 Kč za každé využité lůžko a den. Od roku 2020 ji nahradila vyhláška o místním poplatku z pobytu.',
    text: [
      zastupitelstvo('18. března 2019', '4/8', poplatky),
      'Čl. 1 Úvodní ustanovení. Město Vzorov touto vyhláškou zavádí místní poplatek z ubytovací kapacity. Správcem poplatku je Městský úřad Vzorov, finanční odbor.',
      'Čl. 2 Předmět poplatku a plátce. Poplatku podléhají využitá lůžka v zařízeních určených k přechodnému ubytování za úplatu. Plátcem poplatku je ubytovatel, který je povinen do 15 dnů od zahájení činnosti ohlásit ji správci poplatku a vést evidenční knihu ubytovaných osob.',
      'Čl. 3 Sazba a splatnost. Sazba poplatku činí 6 Kč za každé využité lůžko a den. Poplatek je splatný čtvrtletně, vždy do 15. dne měsíce následujícího po skončení kalendářního čtvrtletí.',
      'Čl. 4 Osvobození. Od poplatku je osvobozena ubytovací kapacita ve zdravotnických zařízeních, v zařízeních sloužících k ubytování žáků a studentů a v zařízeních sloužících sociálním nebo charitativním účelům.',
      `Čl. 5 Zrušovací ustanovení a účinnost. Zrušuje se obecně závazná vyhláška č. 4/2012 o místním poplatku z ubytovací kapacity. ${patnactym} ${podpisy}`,
    ],
  },
  {
    slug: 'ozv-2019-3-poplatek-z-pobytu',
    number: '3/2019',
    title: 'Obecně závazná vyhláška o místním poplatku z pobytu',
    kind: 'vyhlaska',
    issuedOn: '2019-11-25',
    validFrom: '2019-11-27',
    effectiveFrom: '2020-01-01',
    repealedBy: 'ozv-2022-1-poplatek-za-verejne-prostranstvi-a-z-pobytu',
    repealedOn: '2023-01-01',
    summary:
      'Po změně zákona o místních poplatcích vyhláška nahradila poplatek z ubytovací kapacity poplatkem z pobytu ve výši 15 Kč za den. Od roku 2023 platí nová úprava.',
    text: [
      zastupitelstvo('25. listopadu 2019', '9/6', poplatky),
      'Čl. 1 Úvodní ustanovení. Město Vzorov touto vyhláškou zavádí místní poplatek z pobytu. Správcem poplatku je Městský úřad Vzorov, finanční odbor.',
      'Čl. 2 Předmět poplatku, poplatník a plátce. Předmětem poplatku je úplatný pobyt trvající nejvýše 60 po sobě jdoucích kalendářních dnů u jednotlivého poskytovatele pobytu. Poplatníkem je osoba, která ve městě není přihlášena; plátcem je poskytovatel úplatného pobytu.',
      'Čl. 3 Sazba a splatnost. Sazba poplatku činí 15 Kč za každý započatý den pobytu, s výjimkou dne jeho počátku. Plátce odvede vybraný poplatek do 15. dne měsíce následujícího po skončení kalendářního čtvrtletí.',
      'Čl. 4 Ohlašovací a evidenční povinnost. Plátce ohlásí správci poplatku zahájení činnosti do 15 dnů a vede evidenční knihu, do níž zapisuje údaje o každém ubytovaném a době jeho pobytu.',
      'Čl. 5 Zrušovací ustanovení a účinnost. Zrušuje se obecně závazná vyhláška č. 2/2019 o místním poplatku z ubytovací kapacity. Tato vyhláška nabývá účinnosti dnem 1. ledna 2020.',
    ],
  },
  {
    slug: 'narizeni-2020-1-trzni-rad',
    number: '1/2020',
    title: 'Nařízení města Vzorov, kterým se vydává tržní řád',
    kind: 'narizeni',
    issuedOn: '2020-05-11',
    validFrom: '2020-05-13',
    effectiveFrom: '2020-05-28',
    repealedBy: null,
    repealedOn: null,
    summary:
      'Tržní řád určuje místa a dobu prodeje mimo provozovny a na celém území města zakazuje podomní a pochůzkový prodej.',
    text: [
      'Rada města Vzorov se na své schůzi dne 11. května 2020 usnesením č. R 84/6 usnesla vydat na základě § 18 odst. 1 zákona č. 455/1991 Sb., o živnostenském podnikání (živnostenský zákon), ve znění pozdějších předpisů, a v souladu s § 11 odst. 1 a § 102 odst. 2 písm. d) zákona č. 128/2000 Sb., o obcích (obecní zřízení), ve znění pozdějších předpisů, toto nařízení:',
      'Čl. 1 Úvodní ustanovení. Nařízení stanoví místa pro nabídku a prodej zboží a poskytování služeb mimo provozovnu určenou k tomuto účelu, jejich kapacitu, dobu prodeje a pravidla pro udržování čistoty a bezpečnosti.',
      'Čl. 2 Tržní místa. Prodávat lze na tržišti na náměstí Míru (nejvýše 24 prodejních míst) a na prostranství u nádraží v Nádražní ulici (nejvýše 6 prodejních míst), a to v pondělí až sobotu od 7:00 do 18:00 hodin.',
      'Čl. 3 Zakázané druhy prodeje. Na celém území města se zakazuje podomní prodej, tj. nabídka zboží a služeb obcházením domů a bytů bez předchozí objednávky, a pochůzkový prodej s použitím přenosného zařízení nebo bez něj. Zákaz se nevztahuje na prodej při kulturních akcích pořádaných městem, zejména při Vzorovské pouti a vánočních trzích.',
      'Čl. 4 Povinnosti prodejců. Prodejci udržují prodejní místo v čistotě, po skončení prodeje je uklidí a odpad odloží do nádob určených provozovatelem tržiště.',
      `Čl. 5 Účinnost. Toto nařízení nabývá účinnosti patnáctým dnem po dni jeho vyhlášení. ${podpisy}`,
    ],
  },
  {
    slug: 'ozv-2021-1-system-odpadoveho-hospodarstvi',
    number: '1/2021',
    title: 'Obecně závazná vyhláška o stanovení obecního systému odpadového hospodářství',
    kind: 'vyhlaska',
    issuedOn: '2021-09-13',
    validFrom: '2021-09-15',
    effectiveFrom: '2021-10-01',
    repealedBy: null,
    repealedOn: null,
    summary:
      'Vyhláška stanoví, jak se ve Vzorově, Dolní Lhotě a Kamenném Mlýně třídí komunální odpad, kam se odkládají jednotlivé složky a co přijímá sběrný dvůr.',
    text: [
      zastupitelstvo('13. září 2021', '20/5', '§ 59 odst. 4 zákona č. 541/2020 Sb., o odpadech,'),
      'Čl. 1 Úvodní ustanovení. Vyhláška stanoví obecní systém odpadového hospodářství na území města Vzorov. Každý je povinen odpad odkládat na místa určená městem a v souladu s touto vyhláškou.',
      'Čl. 2 Oddělené soustřeďování. Komunální odpad se třídí na biologické odpady, papír, plasty včetně PET lahví a nápojových kartonů, sklo, kovy, nebezpečné odpady, objemný odpad, jedlé oleje a tuky, textil a směsný komunální odpad.',
      'Čl. 3 Sběrné nádoby. Papír, plasty, sklo, kovy, jedlé oleje a textil se odkládají do barevně označených nádob na sběrných stanovištích, jejichž seznam zveřejňuje městský úřad. Biologický odpad se odkládá do hnědých nádob, které se vyvážejí od dubna do listopadu.',
      'Čl. 4 Sběrný dvůr a mobilní sběr. Objemný a nebezpečný odpad lze odevzdat ve sběrném dvoře U Lomu 480. Nebezpečné odpady se dvakrát ročně sbírají také mobilně na stanovištích v Dolní Lhotě a Kamenném Mlýně.',
      `Čl. 5 Zrušovací ustanovení a účinnost. Zrušuje se obecně závazná vyhláška č. 2/2015 o systému komunálních odpadů. Tato vyhláška nabývá účinnosti dnem 1. října 2021. ${podpisy}`,
    ],
  },
  {
    slug: 'ozv-2021-2-poplatek-ze-psu',
    number: '2/2021',
    title: 'Obecně závazná vyhláška o místním poplatku ze psů',
    kind: 'vyhlaska',
    issuedOn: '2021-11-29',
    validFrom: '2021-12-01',
    effectiveFrom: '2022-01-01',
    repealedBy: 'ozv-2025-2-poplatek-ze-psu',
    repealedOn: '2026-01-01',
    summary:
      'Poplatek ze psů činil 500 Kč ročně v rodinném domě a 1 000 Kč v bytovém domě, poživatelé důchodu platili 200 Kč. Od roku 2026 platí nové sazby.',
    text: [
      zastupitelstvo('29. listopadu 2021', '22/8', poplatky),
      'Čl. 1 Úvodní ustanovení. Město Vzorov touto vyhláškou zavádí místní poplatek ze psů. Správcem poplatku je Městský úřad Vzorov, finanční odbor.',
      'Čl. 2 Poplatník a ohlašovací povinnost. Poplatek platí držitel psa staršího 3 měsíců s místem pobytu nebo sídlem ve Vzorově. Vznik a zánik držení psa ohlásí správci poplatku do 15 dnů.',
      'Čl. 3 Sazba poplatku. Sazba za jednoho psa činí 500 Kč v rodinném domě a 1 000 Kč v bytovém domě, za každého dalšího psa 750 Kč, resp. 1 500 Kč. Poživatel invalidního, starobního, vdovského nebo vdoveckého důchodu, který je jeho jediným zdrojem příjmů, platí 200 Kč a za dalšího psa 300 Kč.',
      'Čl. 4 Splatnost a osvobození. Poplatek je splatný do 31. března. Osvobozen je držitel psa, který je osobou nevidomou, držitelem průkazu ZTP/P nebo osobou závislou na pomoci jiné osoby, a osoba, která provádí výcvik psů určených k doprovodu těchto osob.',
      `Čl. 5 Zrušovací ustanovení a účinnost. Zrušuje se obecně závazná vyhláška č. 3/2016 o místním poplatku ze psů. Tato vyhláška nabývá účinnosti dnem 1. ledna 2022. ${podpisy}`,
    ],
  },
  {
    slug: 'ozv-2022-1-poplatek-za-verejne-prostranstvi-a-z-pobytu',
    number: '1/2022',
    title: 'Obecně závazná vyhláška o místním poplatku za užívání veřejného prostranství a o místním poplatku z pobytu',
    kind: 'vyhlaska',
    issuedOn: '2022-11-21',
    validFrom: '2022-11-23',
    effectiveFrom: '2023-01-01',
    repealedBy: null,
    repealedOn: null,
    summary:
      'Vyhláška upravuje poplatek za zvláštní užívání veřejného prostranství, například za prodejní stánky, lešení nebo vyhrazené parkovací místo, a poplatek z pobytu ve výši 21 Kč za den.',
    text: [
      zastupitelstvo('21. listopadu 2022', '2/9', poplatky),
      'Čl. 1 Úvodní ustanovení. Město Vzorov touto vyhláškou zavádí místní poplatek za užívání veřejného prostranství a místní poplatek z pobytu. Správcem poplatků je Městský úřad Vzorov, finanční odbor.',
      'Čl. 2 Poplatek za užívání veřejného prostranství. Poplatek se platí za zvláštní užívání veřejných prostranství uvedených v příloze, zejména náměstí Míru, ulic Nádražní a Tyršova, parku u Vzorovky a návsí v Dolní Lhotě a Kamenném Mlýně. Sazba za každý i započatý m² a den činí 20 Kč za prodejní zařízení, 10 Kč za reklamní zařízení a atrakce, 5 Kč za stavební zařízení a skládky a 2 Kč za kulturní a sportovní akce; vyhrazení trvalého parkovacího místa stojí 3 000 Kč ročně.',
      'Čl. 3 Poplatek z pobytu. Poplatek platí osoba, která ve městě není přihlášena, za úplatný pobyt trvající nejvýše 60 po sobě jdoucích dnů. Sazba činí 21 Kč za každý započatý den pobytu, s výjimkou dne jeho počátku; plátce poplatek odvede do 15. dne měsíce následujícího po skončení čtvrtletí.',
      'Čl. 4 Osvobození. Od poplatku za užívání veřejného prostranství jsou osvobozeny akce pořádané městem a jeho příspěvkovými organizacemi a akce, jejichž celý výtěžek je určen na charitativní a veřejně prospěšné účely.',
      `Čl. 5 Zrušovací ustanovení a účinnost. Zrušují se obecně závazná vyhláška č. 2/2016 o místním poplatku za užívání veřejného prostranství a obecně závazná vyhláška č. 3/2019 o místním poplatku z pobytu. Tato vyhláška nabývá účinnosti dnem 1. ledna 2023. ${podpisy}`,
    ],
  },
  {
    slug: 'ozv-2023-2-poplatek-za-odpad',
    number: '2/2023',
    title: 'Obecně závazná vyhláška o místním poplatku za obecní systém odpadového hospodářství',
    kind: 'vyhlaska',
    issuedOn: '2023-11-27',
    validFrom: '2023-11-29',
    effectiveFrom: '2024-01-01',
    repealedBy: 'ozv-2025-3-poplatek-za-odpad',
    repealedOn: '2026-01-01',
    summary:
      'Poplatek za odpad činil 780 Kč na osobu a rok, poplatníci starší 65 let měli slevu 50 %. Od roku 2026 platí nová vyhláška.',
    text: [
      zastupitelstvo('27. listopadu 2023', '6/6', poplatky),
      'Čl. 1 Úvodní ustanovení. Město Vzorov touto vyhláškou zavádí místní poplatek za obecní systém odpadového hospodářství. Správcem poplatku je Městský úřad Vzorov, finanční odbor.',
      'Čl. 2 Poplatník. Poplatníkem je fyzická osoba přihlášená ve městě a vlastník bytu, rodinného domu nebo stavby pro rodinnou rekreaci na území města, ve kterých není přihlášena žádná fyzická osoba.',
      'Čl. 3 Sazba a splatnost. Sazba poplatku činí 780 Kč za kalendářní rok. Poplatek je splatný jednorázově do 31. března příslušného kalendářního roku.',
      'Čl. 4 Osvobození a úlevy. Osvobozeny jsou osoby umístěné v dětském domově, domově pro seniory nebo domově se zvláštním režimem a děti do tří let věku. Úleva ve výši 50 % sazby náleží poplatníkům, kteří v příslušném roce dovrší 65 let.',
      `Čl. 5 Zrušovací ustanovení a účinnost. Zrušuje se obecně závazná vyhláška č. 3/2021 o místním poplatku za obecní systém odpadového hospodářství. Tato vyhláška nabývá účinnosti dnem 1. ledna 2024. ${podpisy}`,
    ],
  },
  {
    slug: 'ozv-2025-1-skolske-obvody',
    number: '1/2025',
    title:
      'Obecně závazná vyhláška, kterou se stanoví školské obvody základních a mateřských škol zřízených městem Vzorov',
    kind: 'vyhlaska',
    issuedOn: '2025-02-24',
    validFrom: '2025-02-26',
    effectiveFrom: '2025-03-13',
    repealedBy: null,
    repealedOn: null,
    summary:
      'Vyhláška určuje, do které základní a mateřské školy spádově patří děti ze Vzorova, Dolní Lhoty a Kamenného Mlýna.',
    text: [
      zastupitelstvo(
        '24. února 2025',
        '9/4',
        '§ 178 odst. 2 písm. a) a § 179 odst. 3 zákona č. 561/2004 Sb., o předškolním, základním, středním, vyšším odborném a jiném vzdělávání (školský zákon), ve znění pozdějších předpisů,',
      ),
      'Čl. 1 Úvodní ustanovení. Město Vzorov zřizuje Základní školu Vzorov, Školní 12, Základní školu Dolní Lhota s 1. až 5. ročníkem, Mateřskou školu Vzorov, Školní 3, a Mateřskou školu Dolní Lhota. Vyhláška stanoví jejich školské obvody.',
      'Čl. 2 Školské obvody základních škol. Školský obvod Základní školy Vzorov tvoří místní část Vzorov a pro žáky 6. až 9. ročníku celé území města. Školský obvod Základní školy Dolní Lhota tvoří pro žáky 1. až 5. ročníku místní části Dolní Lhota a Kamenný Mlýn.',
      'Čl. 3 Školské obvody mateřských škol. Školský obvod Mateřské školy Vzorov tvoří místní část Vzorov, školský obvod Mateřské školy Dolní Lhota tvoří místní části Dolní Lhota a Kamenný Mlýn.',
      `Čl. 4 Zrušovací ustanovení a účinnost. Zrušuje se obecně závazná vyhláška č. 2/2017, kterou se stanoví školské obvody mateřských škol. ${patnactym} ${podpisy}`,
    ],
  },
  {
    slug: 'ozv-2025-2-poplatek-ze-psu',
    number: '2/2025',
    title: 'Obecně závazná vyhláška o místním poplatku ze psů',
    kind: 'vyhlaska',
    issuedOn: '2025-11-24',
    validFrom: '2025-11-26',
    effectiveFrom: '2026-01-01',
    repealedBy: null,
    repealedOn: null,
    summary:
      'Poplatek ze psů činí 600 Kč ročně v rodinném domě a 1 200 Kč v bytovém domě; poživatelé důchodu platí 200 Kč. Splatný je do 31. března.',
    text: [
      zastupitelstvo('24. listopadu 2025', '11/7', poplatky),
      'Čl. 1 Úvodní ustanovení. Město Vzorov touto vyhláškou zavádí místní poplatek ze psů. Správcem poplatku je Městský úřad Vzorov, finanční odbor.',
      'Čl. 2 Poplatník a ohlašovací povinnost. Poplatek platí držitel psa staršího 3 měsíců s místem pobytu nebo sídlem ve Vzorově. Vznik a zánik držení psa ohlásí správci poplatku do 15 dnů, a to i elektronicky prostřednictvím účtu občana.',
      'Čl. 3 Sazba poplatku. Sazba za jednoho psa činí 600 Kč v rodinném domě a 1 200 Kč v bytovém domě, za každého dalšího psa 900 Kč, resp. 1 800 Kč. Poživatel invalidního, starobního, vdovského nebo vdoveckého důchodu, který je jeho jediným zdrojem příjmů, platí 200 Kč a za dalšího psa 300 Kč.',
      'Čl. 4 Splatnost a osvobození. Poplatek je splatný do 31. března. Osvobozen je držitel psa, který je osobou nevidomou, držitelem průkazu ZTP/P nebo osobou závislou na pomoci jiné osoby, a držitel psa převzatého z útulku, a to po dobu dvou let od převzetí.',
      `Čl. 5 Zrušovací ustanovení a účinnost. Zrušuje se obecně závazná vyhláška č. 2/2021 o místním poplatku ze psů. Tato vyhláška nabývá účinnosti dnem 1. ledna 2026. ${podpisy}`,
    ],
  },
  {
    slug: 'ozv-2025-3-poplatek-za-odpad',
    number: '3/2025',
    title: 'Obecně závazná vyhláška o místním poplatku za obecní systém odpadového hospodářství',
    kind: 'vyhlaska',
    issuedOn: '2025-11-24',
    validFrom: '2025-11-26',
    effectiveFrom: '2026-01-01',
    repealedBy: null,
    repealedOn: null,
    summary:
      'Poplatek za odpad činí 900 Kč na osobu a rok a je splatný do 31. května. Děti do 3 let jsou osvobozeny, poplatníci starší 70 let mají úlevu 300 Kč.',
    text: [
      zastupitelstvo('24. listopadu 2025', '11/8', poplatky),
      'Čl. 1 Úvodní ustanovení. Město Vzorov touto vyhláškou zavádí místní poplatek za obecní systém odpadového hospodářství. Správcem poplatku je Městský úřad Vzorov, finanční odbor.',
      'Čl. 2 Poplatník. Poplatníkem je fyzická osoba přihlášená ve městě a vlastník bytu, rodinného domu nebo stavby pro rodinnou rekreaci na území města, ve kterých není přihlášena žádná fyzická osoba.',
      'Čl. 3 Sazba a splatnost. Sazba poplatku činí 900 Kč za kalendářní rok. Poplatek je splatný jednorázově nejpozději do 31. května příslušného kalendářního roku.',
      'Čl. 4 Osvobození a úlevy. Osvobozeny jsou osoby umístěné v dětském domově, domově pro seniory nebo domově se zvláštním režimem a děti do tří let věku. Úleva ve výši 300 Kč náleží poplatníkům, kteří v příslušném roce dovrší 70 let.',
      `Čl. 5 Zrušovací ustanovení a účinnost. Zrušuje se obecně závazná vyhláška č. 2/2023 o místním poplatku za obecní systém odpadového hospodářství. Tato vyhláška nabývá účinnosti dnem 1. ledna 2026. ${podpisy}`,
    ],
  },
  {
    slug: 'ozv-2026-1-vyjimky-z-doby-nocniho-klidu',
    number: '1/2026',
    title: 'Obecně závazná vyhláška, kterou se stanoví výjimky z doby nočního klidu',
    kind: 'vyhlaska',
    issuedOn: '2026-03-16',
    validFrom: '2026-03-18',
    effectiveFrom: '2026-04-02',
    repealedBy: null,
    repealedOn: null,
    summary:
      'O pálení čarodějnic, Vzorovské pouti a na Silvestra začíná noční klid až v 1:00. Ostatní noci platí noční klid od 22:00 do 6:00.',
    text: [
      zastupitelstvo(
        '16. března 2026',
        '13/2',
        '§ 5 odst. 7 zákona č. 251/2016 Sb., o některých přestupcích, ve znění pozdějších předpisů,',
      ),
      'Čl. 1 Úvodní ustanovení. Předmětem vyhlášky je stanovení výjimečných případů, kdy je doba nočního klidu na území města Vzorov vymezena dobou kratší, než stanoví zákon.',
      'Čl. 2 Doba nočního klidu. Dobou nočního klidu se rozumí doba od 22. do 6. hodiny.',
      'Čl. 3 Výjimky. Doba nočního klidu se vymezuje dobou od 1:00 do 6:00 hodin v noci ze 30. dubna na 1. května (pálení čarodějnic), v noci ze soboty na neděli o Vzorovské pouti, která se koná poslední víkend v červnu, a v noci z 31. prosince na 1. ledna.',
      `Čl. 4 Účinnost. ${patnactym} ${podpisy}`,
    ],
  },
];

/** A document for /dokumenty, with the text printed into its PDF. */
export interface DemoDocument {
  name: string;
  category: string;
  date: string;
  text: string[];
}

/** The five document categories. */
export const demoDocumentCategories: { slug: string; name: string }[] = [
  { slug: 'rozpocet', name: 'Rozpočet a finance' },
  { slug: 'uzemni-plan', name: 'Územní plán' },
  { slug: 'strategie', name: 'Strategické dokumenty' },
  { slug: 'formulare', name: 'Formuláře' },
  { slug: 'vyrocni-zpravy', name: 'Výroční zprávy' },
];

const formular =
  'Vyplněný formulář odevzdejte na podatelně Městského úřadu Vzorov, náměstí Míru 1, zašlete do datové schránky vz7m4qa nebo e-mailem s elektronickým podpisem na podatelna@vzorov.example.';

/** Twenty-two documents of 2024–2026 in the categories above. */
export const demoDocuments: (DemoDocument & { category: string })[] = [
  {
    name: 'Schválený rozpočet města Vzorov na rok 2025',
    category: 'rozpocet',
    date: '2024-12-16',
    text: [
      'Zastupitelstvo města Vzorov schválilo rozpočet na rok 2025 jako schodkový. Příjmy činí 139 850 000 Kč, výdaje 147 300 000 Kč; schodek 7 450 000 Kč je kryt přebytkem hospodaření z minulých let.',
      'Největšími investicemi jsou projektová dokumentace rekonstrukce koupaliště (2 100 000 Kč), dětské hřiště v Kamenném Mlýně (650 000 Kč) a příprava kanalizace v Dolní Lhotě (1 400 000 Kč).',
      'Rozpočet je sestaven v členění podle druhového a odvětvového třídění rozpočtové skladby. Do listinné podoby lze nahlédnout na finančním odboru městského úřadu.',
    ],
  },
  {
    name: 'Závěrečný účet města Vzorov za rok 2024',
    category: 'rozpocet',
    date: '2025-06-23',
    text: [
      'Příjmy roku 2024 činily 142 870 000 Kč, výdaje 136 410 000 Kč a přebytek hospodaření 6 460 000 Kč. Stav finančních prostředků na bankovních účtech ke konci roku činil 37 282 000 Kč.',
      'Přezkoumání hospodaření provedl Krajský úřad Vzorového kraje a nezjistil chyby ani nedostatky. Zpráva o výsledku přezkoumání je přílohou závěrečného účtu.',
      'Zastupitelstvo města vyslovilo souhlas s celoročním hospodařením bez výhrad.',
    ],
  },
  {
    name: 'Schválený rozpočet města Vzorov na rok 2026',
    category: 'rozpocet',
    date: '2025-12-17',
    text: [
      'Příjmy celkem 148 100 000 Kč, z toho daňové příjmy 118 400 000 Kč, nedaňové příjmy 14 200 000 Kč, kapitálové příjmy 2 000 000 Kč a přijaté transfery 13 500 000 Kč.',
      'Výdaje celkem 155 760 000 Kč, z toho běžné výdaje 112 960 000 Kč a kapitálové výdaje 42 800 000 Kč. Financování 7 660 000 Kč je kryto přebytkem hospodaření z minulých let.',
      'Rozpočet schválilo Zastupitelstvo města Vzorov na 12. zasedání usnesením č. 12/5.',
    ],
  },
  {
    name: 'Střednědobý výhled rozpočtu na roky 2027–2028',
    category: 'rozpocet',
    date: '2025-12-17',
    text: [
      'Rok 2027: příjmy 151 000 000 Kč, výdaje 149 500 000 Kč, splátky úvěru 2 500 000 Kč. Rok 2028: příjmy 154 000 000 Kč, výdaje 150 300 000 Kč, splátky úvěru 2 500 000 Kč.',
      'Výhled počítá s dokončením rekonstrukce Tyršovy ulice a koupaliště a se splácením úvěru na rekonstrukci náměstí Míru, jehož zůstatek ke konci roku 2028 bude 7 500 000 Kč.',
    ],
  },
  {
    name: 'Závěrečný účet města Vzorov za rok 2025',
    category: 'rozpocet',
    date: '2026-06-22',
    text: [
      'Město Vzorov hospodařilo v roce 2025 s příjmy 151 204 000 Kč a výdaji 139 876 000 Kč. Přebytek hospodaření 11 328 000 Kč byl převeden na běžný účet města.',
      'Ke konci roku činil stav finančních prostředků 48 610 000 Kč a zůstatek úvěru na rekonstrukci náměstí 12 500 000 Kč.',
      'Přezkoumání hospodaření nezjistilo chyby ani nedostatky. Zastupitelstvo vyslovilo souhlas s celoročním hospodařením bez výhrad.',
    ],
  },
  {
    name: 'Návrh rozpočtu města Vzorov na rok 2027',
    category: 'rozpocet',
    date: '2026-11-23',
    text: [
      'Návrh rozpočtu počítá s příjmy 151 600 000 Kč a výdaji 156 900 000 Kč. Schodek 5 300 000 Kč bude kryt přebytkem hospodaření z minulých let.',
      'Hlavními investicemi jsou dokončení rekonstrukce koupaliště, druhá etapa kanalizace v Dolní Lhotě a rekonstrukce Tyršovy ulice.',
      'Připomínky k návrhu mohou občané uplatnit písemně do doby jeho projednání nebo ústně na zasedání zastupitelstva.',
    ],
  },
  {
    name: 'Územní plán Vzorov – úplné znění po Změně č. 2',
    category: 'uzemni-plan',
    date: '2024-06-10',
    text: [
      'Územní plán Vzorov byl vydán formou opatření obecné povahy a zahrnuje celé správní území města, tj. katastrální území Vzorov, Dolní Lhota a Kamenný Mlýn.',
      'Úplné znění zapracovává Změnu č. 1 a Změnu č. 2, která vymezila plochu bydlení při ulici U Lomu a plochu občanského vybavení pro rozšíření hřbitova.',
      'Grafická část je k nahlédnutí na odboru výstavby a územního plánování a v Národním geoportálu územního plánování.',
    ],
  },
  {
    name: 'Zpráva o uplatňování Územního plánu Vzorov v letech 2020–2024',
    category: 'uzemni-plan',
    date: '2024-11-18',
    text: [
      'Zpráva vyhodnocuje naplňování územního plánu za uplynulé období. Zastavitelné plochy pro bydlení jsou využity ze 62 %, plochy výroby a skladování ze 40 %.',
      'Na základě zprávy zastupitelstvo rozhodlo o pořízení Změny č. 3, která prověří novou plochu bydlení, změnu využití plochy u nádraží a koridor pro cyklostezku do Dolní Lhoty.',
    ],
  },
  {
    name: 'Územní studie lokality U Lomu',
    category: 'uzemni-plan',
    date: '2025-09-22',
    text: [
      'Územní studie řeší uspořádání plochy bydlení o výměře 2,8 ha mezi ulicí U Lomu a lesem. Navrhuje 26 pozemků pro rodinné domy, obslužnou komunikaci a dětské hřiště.',
      'Studie byla vložena do evidence územně plánovací činnosti a slouží jako podklad pro rozhodování v území.',
    ],
  },
  {
    name: 'Návrh Změny č. 3 Územního plánu Vzorov – textová část',
    category: 'uzemni-plan',
    date: '2026-10-05',
    text: [
      'Změna č. 3 vymezuje zastavitelnou plochu Z3/1 (bydlení individuální) o výměře 1,42 ha, mění plochu P2 u nádraží na plochu lehké výroby a zpřesňuje koridor CK1 pro cyklostezku Vzorov – Dolní Lhota.',
      'Ke změně může každý uplatnit připomínky nejpozději do 7 dnů ode dne veřejného projednání. Pořizovatelem je Městský úřad Vzorov.',
    ],
  },
  {
    name: 'Strategický plán rozvoje města Vzorov na roky 2024–2030',
    category: 'strategie',
    date: '2024-03-25',
    text: [
      'Strategický plán stanoví pět priorit rozvoje: dostupné bydlení, bezpečná doprava a chodníky, čisté životní prostředí, kvalitní školy a služby a aktivní spolkový život.',
      'Plán vznikl za účasti veřejnosti; do dotazníkového šetření se zapojilo 1 146 obyvatel, proběhla tři veřejná setkání ve Vzorově, Dolní Lhotě a Kamenném Mlýně.',
      'Plnění plánu vyhodnocuje rada města jednou ročně a zprávu předkládá zastupitelstvu.',
    ],
  },
  {
    name: 'Akční plán rozvoje města na roky 2025–2026',
    category: 'strategie',
    date: '2024-12-16',
    text: [
      'Akční plán obsahuje 18 projektů se souhrnnými náklady 96 milionů Kč, mimo jiné kanalizaci v Dolní Lhotě, chodník v Lipové ulici, výměnu veřejného osvětlení a rekonstrukci koupaliště.',
      'U každého projektu uvádí odpovědný odbor, termín, odhad nákladů a možné zdroje financování včetně dotací.',
    ],
  },
  {
    name: 'Koncepce cyklistické dopravy města Vzorov',
    category: 'strategie',
    date: '2025-04-28',
    text: [
      'Koncepce navrhuje síť cyklotras propojující Vzorov s Dolní Lhotou a Kamenným Mlýnem. Prioritou je samostatná cyklostezka Vzorov – Dolní Lhota v délce 2,3 km.',
      'Ve městě navrhuje cyklopiktogramy v Nádražní a Tyršově ulici, stojany na kola u školy, nádraží a radnice a bezpečné přejezdy přes silnici II. třídy.',
    ],
  },
  {
    name: 'Komunitní plán sociálních služeb na roky 2026–2028',
    category: 'strategie',
    date: '2025-11-24',
    text: [
      'Komunitní plán mapuje potřeby seniorů, rodin s dětmi a lidí se zdravotním postižením. Pečovatelská služba dnes pomáhá 86 klientům, sociální taxi uskuteční přes 1 900 jízd ročně.',
      'Plán počítá s rozšířením rozvozu obědů do místních částí, odlehčovací službou a s poradnou pro pečující, která bude jednou týdně v budově radnice.',
    ],
  },
  {
    name: 'Ohlášení k místnímu poplatku ze psů',
    category: 'formulare',
    date: '2026-01-05',
    text: [
      'Formulář slouží k ohlášení vzniku nebo zániku držení psa podle obecně závazné vyhlášky č. 2/2025. Uveďte jméno a adresu držitele, plemeno, stáří a číslo čipu psa a datum, od kdy psa držíte.',
      'Pokud uplatňujete osvobození nebo sníženou sazbu, doložte jeho důvod, například průkaz ZTP/P nebo rozhodnutí o přiznání důchodu.',
      formular,
    ],
  },
  {
    name: 'Ohlášení k místnímu poplatku za obecní systém odpadového hospodářství',
    category: 'formulare',
    date: '2026-01-05',
    text: [
      'Formulář vyplní vlastník bytu, rodinného domu nebo stavby pro rodinnou rekreaci, ve kterých není přihlášena žádná fyzická osoba, a poplatník, který uplatňuje osvobození nebo úlevu.',
      'Ohlášení je třeba podat do 15 dnů ode dne vzniku poplatkové povinnosti.',
      formular,
    ],
  },
  {
    name: 'Žádost o zvláštní užívání veřejného prostranství',
    category: 'formulare',
    date: '2024-04-02',
    text: [
      'Žádost podejte nejpozději 7 dní před zahájením užívání. Uveďte účel užívání, místo, výměru zabrané plochy v m² a dobu užívání.',
      'Užívání veřejného prostranství je zpoplatněno podle obecně závazné vyhlášky č. 1/2022. Při záboru chodníku nebo silnice je zároveň nutné povolení silničního správního úřadu.',
      formular,
    ],
  },
  {
    name: 'Žádost o dotaci z Programu podpory spolkové činnosti na rok 2026',
    category: 'formulare',
    date: '2026-01-08',
    text: [
      'O dotaci mohou žádat spolky se sídlem nebo působností ve Vzorově, Dolní Lhotě a Kamenném Mlýně. Celkový objem programu je 1 200 000 Kč, nejvyšší dotace pro jednoho žadatele 120 000 Kč.',
      'K žádosti přiložte rozpočet činnosti, doklad o zřízení bankovního účtu a přehled členské základny. Žádosti se podávají do 28. února 2026.',
      formular,
    ],
  },
  {
    name: 'Žádost o příspěvek na kanalizační přípojku v Dolní Lhotě',
    category: 'formulare',
    date: '2026-06-26',
    text: [
      'Město přispívá vlastníkům nemovitostí v Dolní Lhotě na vybudování kanalizační přípojky na vlastním pozemku částkou až 20 000 Kč.',
      'K žádosti přiložte kopii faktury za provedení přípojky a protokol provozovatele kanalizace o jejím převzetí. Příspěvek je vyplacen do 30 dnů od schválení radou města.',
      formular,
    ],
  },
  {
    name: 'Výroční zpráva o poskytování informací za rok 2024',
    category: 'vyrocni-zpravy',
    date: '2025-02-24',
    text: [
      'Podle § 18 zákona č. 106/1999 Sb., o svobodném přístupu k informacím, zveřejňujeme výroční zprávu za rok 2024. Město přijalo 21 písemných žádostí o informace, ve 2 případech vydalo rozhodnutí o částečném odmítnutí žádosti.',
      'Proti rozhodnutí bylo podáno 1 odvolání, stížnost na postup při vyřizování žádosti nebyla podána. Žádný soudní spor ve věci poskytování informací nebyl veden.',
    ],
  },
  {
    name: 'Výroční zpráva o poskytování informací za rok 2025',
    category: 'vyrocni-zpravy',
    date: '2026-02-23',
    text: [
      'Podle § 18 zákona č. 106/1999 Sb., o svobodném přístupu k informacím, zveřejňujeme výroční zprávu za rok 2025. Město přijalo 27 písemných žádostí o informace, ve 3 případech vydalo rozhodnutí o odmítnutí žádosti.',
      'Proti rozhodnutím byla podána 2 odvolání, krajský úřad jedno rozhodnutí potvrdil a jedno zrušil. Podány byly 2 stížnosti na postup při vyřizování žádosti.',
    ],
  },
  {
    name: 'Výroční zpráva Městské knihovny Vzorov za rok 2025',
    category: 'vyrocni-zpravy',
    date: '2026-03-16',
    text: [
      'Knihovna měla v roce 2025 celkem 1 384 registrovaných čtenářů, z toho 412 dětí do 15 let. Čtenáři si vypůjčili 41 270 knihovních jednotek a knihovnu navštívili 19 800krát.',
      'Knihovna uspořádala 96 kulturních a vzdělávacích akcí, mimo jiné pravidelné pohádkové čtení pro nejmenší a přednášky o bezpečnosti na internetu pro seniory.',
      'Od ledna 2026 knihovna půjčuje e-knihy a má otevřeno i v pátek odpoledne.',
    ],
  },
];

/** A contract the town signed, with the text printed into its PDF. */
export interface DemoContract {
  slug: string;
  counterparty: string;
  counterpartyIco: string;
  subject: string;
  kind: string;
  valueWithoutVat: number | null;
  valueWithVat: number | null;
  signedOn: string;
  registryId: string | null;
  text: string[];
}

/** Sixteen contracts of 2024–2026 worth 8 000 to 12 000 000 Kč. */
export const demoContracts: DemoContract[] = [
  {
    slug: 'najem-ordinace-tyrsova-14',
    counterparty: 'Praktik Vzorov s.r.o.',
    counterpartyIco: '05198461',
    subject: 'Nájem prostor ordinace praktického lékaře v domě Tyršova 14',
    kind: 'Nájemní smlouva',
    valueWithoutVat: 84000,
    valueWithVat: null,
    signedOn: '2024-02-12',
    registryId: '2318745',
    text: [
      'Pronajímatel Město Vzorov přenechává nájemci do užívání nebytové prostory o celkové výměře 70 m² v 1. NP domu Tyršova 14, Vzorov, k provozování ordinace praktického lékaře pro dospělé.',
      'Roční nájemné činí 84 000 Kč a je splatné čtvrtletně předem. Nájem je osvobozen od daně z přidané hodnoty. Smlouva se uzavírá na dobu neurčitou s šestiměsíční výpovědní dobou.',
    ],
  },
  {
    slug: 'dotace-divadelni-dny-2024',
    counterparty: 'Divadelní spolek Tyl Vzorov, z. s.',
    counterpartyIco: '22705635',
    subject: 'Dotace na Vzorovské divadelní dny 2024',
    kind: 'Smlouva o poskytnutí dotace',
    valueWithoutVat: 45000,
    valueWithVat: null,
    signedOn: '2024-04-08',
    registryId: null,
    text: [
      'Město Vzorov poskytuje příjemci z Programu podpory spolkové činnosti neinvestiční dotaci ve výši 45 000 Kč na uspořádání přehlídky ochotnických divadelních souborů Vzorovské divadelní dny 2024.',
      'Dotaci lze použít na honoráře souborů, pronájem sálu a propagaci. Příjemce předloží vyúčtování nejpozději do 31. ledna 2025 a na propagačních materiálech uvede, že akci podpořilo Město Vzorov.',
    ],
  },
  {
    slug: 'vecne-bremeno-plynovodni-pripojka-kamenny-mlyn',
    counterparty: 'Plyn Střed Distribuce a.s.',
    counterpartyIco: '27604195',
    subject: 'Plynovodní přípojka v pozemku p. č. 233/1 v k. ú. Kamenný Mlýn',
    kind: 'Smlouva o zřízení věcného břemene',
    valueWithoutVat: 8000,
    valueWithVat: 9680,
    signedOn: '2024-05-20',
    registryId: null,
    text: [
      'Město Vzorov jako vlastník pozemku p. č. 233/1 v k. ú. Kamenný Mlýn zřizuje ve prospěch oprávněné služebnost spočívající v právu umístit, provozovat a udržovat plynovodní přípojku v rozsahu vyznačeném geometrickým plánem č. 412-18/2024.',
      'Věcné břemeno se zřizuje na dobu neurčitou za jednorázovou úplatu 8 000 Kč bez DPH, tj. 9 680 Kč včetně DPH 21 %. Návrh na vklad do katastru nemovitostí podá oprávněná na své náklady.',
    ],
  },
  {
    slug: 'kupni-komunalni-traktor',
    counterparty: 'Komunální technika Zedník s.r.o.',
    counterpartyIco: '26328704',
    subject: 'Komunální traktor se sněhovou radlicí a sypačem pro technické služby',
    kind: 'Kupní smlouva',
    valueWithoutVat: 1185000,
    valueWithVat: 1433850,
    signedOn: '2024-10-21',
    registryId: '2497316',
    text: [
      'Prodávající se zavazuje dodat kupujícímu nový komunální traktor o výkonu 75 kW s čelní sněhovou radlicí, nástavbovým sypačem a mulčovačem a převést na něj vlastnické právo. Kupní cena činí 1 185 000 Kč bez DPH, tj. 1 433 850 Kč včetně DPH 21 %.',
      'Dodávka bude provedena do 30. listopadu 2024 do areálu technických služeb, Průmyslová 230. Prodávající poskytuje záruku 36 měsíců a zajistí zaškolení obsluhy.',
    ],
  },
  {
    slug: 'dar-knihy-mestska-knihovna',
    counterparty: 'Nakladatelství Lipka s.r.o.',
    counterpartyIco: '27946011',
    subject: 'Dar 120 knih pro dětské oddělení Městské knihovny Vzorov',
    kind: 'Darovací smlouva',
    valueWithoutVat: null,
    valueWithVat: null,
    signedOn: '2024-11-05',
    registryId: null,
    text: [
      'Dárce bezúplatně převádí na Město Vzorov 120 výtisků knih pro děti a mládež z vlastní produkce podle seznamu, který je přílohou smlouvy. Obdarovaný dar přijímá.',
      'Knihy budou zařazeny do fondu dětského oddělení Městské knihovny Vzorov, Školní 5, a budou sloužit k bezplatnému půjčování.',
    ],
  },
  {
    slug: 'sod-projekt-rekonstrukce-koupaliste',
    counterparty: 'Projektová kancelář Rys s.r.o.',
    counterpartyIco: '24190357',
    subject: 'Projektová dokumentace pro rekonstrukci městského koupaliště',
    kind: 'Smlouva o dílo',
    valueWithoutVat: 1735000,
    valueWithVat: 2099350,
    signedOn: '2025-02-17',
    registryId: '2581064',
    text: [
      'Zhotovitel se zavazuje vypracovat projektovou dokumentaci pro povolení stavby a pro provádění stavby „Rekonstrukce městského koupaliště Vzorov“, včetně soupisu prací, a vykonávat autorský dozor.',
      'Cena díla činí 1 735 000 Kč bez DPH, tj. 2 099 350 Kč včetně DPH 21 %. Dokumentace pro povolení stavby bude předána do 31. srpna 2025, dokumentace pro provádění stavby do 31. prosince 2025.',
    ],
  },
  {
    slug: 'dotace-tj-sokol-mladez-2025',
    counterparty: 'TJ Sokol Vzorov, z. s.',
    counterpartyIco: '44512783',
    subject: 'Dotace na činnost mládežnických oddílů v roce 2025',
    kind: 'Smlouva o poskytnutí dotace',
    valueWithoutVat: 120000,
    valueWithVat: null,
    signedOn: '2025-03-24',
    registryId: '2604418',
    text: [
      'Město Vzorov poskytuje příjemci z Programu podpory spolkové činnosti neinvestiční dotaci ve výši 120 000 Kč na celoroční činnost oddílů kopané, volejbalu a všestrannosti pro děti a mládež.',
      'Dotace je určena na nájem sportovišť, startovné, dopravu na soutěže a sportovní vybavení. Příjemce předloží vyúčtování do 31. ledna 2026; nevyčerpanou část dotace vrátí na účet města.',
    ],
  },
  {
    slug: 'dar-kamenolom-hriste-kamenny-mlyn',
    counterparty: 'Kamenolom Kamenný Mlýn a.s.',
    counterpartyIco: '46193871',
    subject: 'Finanční dar na dětské hřiště v Kamenném Mlýně',
    kind: 'Darovací smlouva',
    valueWithoutVat: 150000,
    valueWithVat: null,
    signedOn: '2025-06-02',
    registryId: '2652930',
    text: [
      'Dárce poskytuje Městu Vzorov finanční dar ve výši 150 000 Kč, který bude převeden na účet obdarovaného do 30 dnů od podpisu smlouvy.',
      'Dar je účelově určen na pořízení herních prvků a dopadových ploch dětského hřiště na návsi v Kamenném Mlýně. Obdarovaný doloží použití daru do 31. prosince 2025.',
    ],
  },
  {
    slug: 'vecne-bremeno-kabel-nn-tyrsova',
    counterparty: 'EG Distribuce Střed a.s.',
    counterpartyIco: '28109341',
    subject: 'Uložení kabelového vedení NN v pozemku p. č. 412/3 v ulici Tyršova',
    kind: 'Smlouva o zřízení věcného břemene',
    valueWithoutVat: 12400,
    valueWithVat: 15004,
    signedOn: '2025-08-18',
    registryId: null,
    text: [
      'Město Vzorov jako vlastník pozemku p. č. 412/3 v k. ú. Vzorov zřizuje ve prospěch oprávněné služebnost umístění, provozu, údržby a oprav kabelového vedení nízkého napětí v délce 62 m podle geometrického plánu č. 1588-40/2025.',
      'Jednorázová úplata činí 12 400 Kč bez DPH, tj. 15 004 Kč včetně DPH 21 %. Oprávněná uvede dotčený pozemek po stavbě do původního stavu.',
    ],
  },
  {
    slug: 'kupni-prodej-pozemku-u-lomu',
    counterparty: 'Truhlářství Hanák s.r.o.',
    counterpartyIco: '09362576',
    subject: 'Prodej pozemku p. č. 1204/2 v ulici U Lomu',
    kind: 'Kupní smlouva',
    valueWithoutVat: 612000,
    valueWithVat: null,
    signedOn: '2025-10-06',
    registryId: '2718553',
    text: [
      'Město Vzorov prodává kupujícímu pozemek p. č. 1204/2, ostatní plocha, o výměře 1 020 m² v k. ú. Vzorov za kupní cenu 612 000 Kč, tj. 600 Kč/m². Prodej schválilo Zastupitelstvo města Vzorov usnesením č. 10/6.',
      'Kupní cena je splatná před podáním návrhu na vklad do katastru nemovitostí. Kupující se zavazuje do pěti let od nabytí pozemku dokončit na něm stavbu dílny; jinak má město předkupní právo za původní cenu.',
    ],
  },
  {
    slug: 'kupni-svitidla-verejneho-osvetleni-led',
    counterparty: 'LuxTech CZ s.r.o.',
    counterpartyIco: '08745315',
    subject: 'Dodávka 640 svítidel veřejného osvětlení LED',
    kind: 'Kupní smlouva',
    valueWithoutVat: 4280000,
    valueWithVat: 5178800,
    signedOn: '2026-03-02',
    registryId: '2794021',
    text: [
      'Prodávající dodá kupujícímu 640 svítidel veřejného osvětlení LED s teplotou chromatičnosti 3 000 K a s možností nočního stmívání, včetně montážních sad, a převede na něj vlastnické právo.',
      'Kupní cena činí 4 280 000 Kč bez DPH, tj. 5 178 800 Kč včetně DPH 21 %. Dodávka proběhne ve třech částech do 30. června 2026, montáž zajistí technické služby města. Záruka činí 10 let.',
      'Svítidla jsou spolufinancována z programu EFEKT Ministerstva průmyslu a obchodu.',
    ],
  },
  {
    slug: 'dotace-kraj-chodnik-lipova',
    counterparty: 'Vzorový kraj',
    counterpartyIco: '70891427',
    subject: 'Dotace z Programu obnovy venkova na chodník v ulici Lipová',
    kind: 'Smlouva o poskytnutí dotace',
    valueWithoutVat: 2100000,
    valueWithVat: null,
    signedOn: '2026-03-30',
    registryId: '2807769',
    text: [
      'Vzorový kraj poskytuje Městu Vzorov investiční dotaci ve výši 2 100 000 Kč na akci „Chodník a veřejné osvětlení v ulici Lipová“. Dotace nepřesáhne 60 % celkových způsobilých výdajů akce.',
      'Město akci dokončí do 30. listopadu 2026 a závěrečné vyúčtování předloží do 31. ledna 2027. Na místě stavby umístí informační tabuli o podpoře kraje.',
    ],
  },
  {
    slug: 'sod-chodnik-lipova',
    counterparty: 'Stavby Vzorov s.r.o.',
    counterpartyIco: '27451836',
    subject: 'Nový chodník a veřejné osvětlení v ulici Lipová',
    kind: 'Smlouva o dílo',
    valueWithoutVat: 3140000,
    valueWithVat: 3799400,
    signedOn: '2026-04-13',
    registryId: '2813590',
    text: [
      'Zhotovitel provede bezbariérový chodník v ulici Lipová v délce 420 m se sníženými obrubníky a vodicími pásy, 14 nových stožárů veřejného osvětlení a výsadbu 12 lip podle projektové dokumentace.',
      'Cena díla činí 3 140 000 Kč bez DPH, tj. 3 799 400 Kč včetně DPH 21 %. Dílo bude dokončeno do 31. října 2026; za každý den prodlení zaplatí zhotovitel smluvní pokutu 5 000 Kč.',
      'Zhotovitel poskytuje na dílo záruku 60 měsíců ode dne jeho převzetí.',
    ],
  },
  {
    slug: 'sod-kanalizace-dolni-lhota-1-etapa',
    counterparty: 'VHS Stavby Morava a.s.',
    counterpartyIco: '25619381',
    subject: 'Splašková kanalizace Dolní Lhota – 1. etapa, hlavní stoka A',
    kind: 'Smlouva o dílo',
    valueWithoutVat: 9870000,
    valueWithVat: 11942700,
    signedOn: '2026-05-18',
    registryId: '2836114',
    text: [
      'Zhotovitel provede hlavní stoku A splaškové kanalizace v Dolní Lhotě v délce 1 240 m včetně 38 odboček pro domovní přípojky a napojení na čistírnu odpadních vod Vzorov.',
      'Cena díla činí 9 870 000 Kč bez DPH, tj. 11 942 700 Kč včetně DPH 21 %. Práce v silnici do Dolní Lhoty budou provedeny za úplné uzavírky od 6. července do 28. srpna 2026, celé dílo bude předáno do 30. listopadu 2026.',
      'Zhotovitel poskytuje na dílo záruku 60 měsíců. Kolaudace se předpokládá na jaře 2027.',
    ],
  },
  {
    slug: 'kupni-lavicky-a-kose-vzorovka',
    counterparty: 'Městský mobiliář s.r.o.',
    counterpartyIco: '28934172',
    subject: 'Dodávka 24 laviček a 12 odpadkových košů podél Vzorovky',
    kind: 'Kupní smlouva',
    valueWithoutVat: 268000,
    valueWithVat: 324280,
    signedOn: '2026-07-13',
    registryId: '2861402',
    text: [
      'Prodávající dodá kupujícímu 24 laviček s opěradlem z dubového dřeva a ocelové konstrukce v provedení vybraném obyvateli v anketě a 12 odpadkových košů se stříškou.',
      'Kupní cena činí 268 000 Kč bez DPH, tj. 324 280 Kč včetně DPH 21 %. Mobiliář bude dodán do 15. září 2026, jeho osazení podél Vzorovky zajistí technické služby města.',
    ],
  },
  {
    slug: 'sod-rekonstrukce-koupaliste',
    counterparty: 'Bazény Novotný s.r.o.',
    counterpartyIco: '06145728',
    subject: 'Rekonstrukce městského koupaliště – nerezový bazén a brouzdaliště',
    kind: 'Smlouva o dílo',
    valueWithoutVat: 9900000,
    valueWithVat: 11979000,
    signedOn: '2026-08-24',
    registryId: '2879935',
    text: [
      'Zhotovitel provede nerezovou bazénovou vanu o rozměrech 25 × 12,5 m, brouzdaliště s vodními atrakcemi a novou úpravnu vody podle projektové dokumentace zpracované Projektovou kanceláří Rys s.r.o.',
      'Cena díla činí 9 900 000 Kč bez DPH, tj. 11 979 000 Kč včetně DPH 21 %. Práce začnou 1. září 2026 a dílo bude předáno nejpozději 31. května 2027.',
      'Zhotovitel poskytuje na nerezovou vanu záruku 10 let a na technologii úpravny vody 36 měsíců.',
    ],
  },
];

/** One issue of the monthly Vzorovský zpravodaj. */
export interface DemoMagazineIssue {
  year: number;
  number: number;
  publishedOn: string;
  title: string;
  highlights: string[];
}

const issue = (year: number, number: number, publishedOn: string, ...highlights: string[]): DemoMagazineIssue => ({
  year,
  number,
  publishedOn,
  title: `Vzorovský zpravodaj ${number}/${year}`,
  highlights,
});

/** Issues of 2024–2026, monthly except July and August, up to the December 2026 issue. */
export const demoMagazine: DemoMagazineIssue[] = [
  issue(
    2024,
    1,
    '2023-12-20',
    'Zastupitelé schválili rozpočet na rok 2024',
    'Svozový kalendář na celý rok uvnitř čísla',
    'Tříkrálová sbírka ve Vzorově a osadách',
    'Ples města Vzorova 27. ledna',
  ),
  issue(
    2024,
    2,
    '2024-01-24',
    'Masopustní průvod projde městem 10. února',
    'Poplatky za psy a odpad splatné do konce března',
    'Rada rozdělila dotace spolkům',
  ),
  issue(
    2024,
    3,
    '2024-02-21',
    'Strategický plán rozvoje do roku 2030 před schválením',
    'Zápis do prvních tříd bude v dubnu',
    'Hromadné očkování psů proti vzteklině',
  ),
  issue(
    2024,
    4,
    '2024-03-20',
    'Jarní úklid: velkoobjemové kontejnery v ulicích',
    'Pálení čarodějnic v Dolní Lhotě',
    'Velikonoční řemeslný jarmark na náměstí Míru',
  ),
  issue(
    2024,
    5,
    '2024-04-24',
    'Volby do Evropského parlamentu 7. a 8. června',
    'Hasičská zbrojnice v Dolní Lhotě dostane novou střechu',
    'Běh na Skalku a Vzorovské divadelní dny',
  ),
  issue(
    2024,
    6,
    '2024-05-22',
    'Koupaliště zahajuje sezónu',
    'Program Vzorovské pouti',
    'Prázdninový provoz úřadu a knihovny',
  ),
  issue(
    2024,
    9,
    '2024-08-21',
    'Krajské a senátní volby 20. a 21. září',
    'Nový školní rok a bezpečné cesty do školy',
    'Technické služby dostanou nový traktor',
  ),
  issue(
    2024,
    10,
    '2024-09-25',
    'Podzimní sběr nebezpečného odpadu',
    'Velká burza knih v knihovně',
    'Šachový turnaj mládeže Vzorovský pěšec',
  ),
  issue(
    2024,
    11,
    '2024-10-23',
    'Návrh rozpočtu na rok 2025',
    'Zpráva o uplatňování územního plánu',
    'Dušičky: prodloužená otevírací doba hřbitova',
    'Setkání jubilantů na radnici',
  ),
  issue(
    2024,
    12,
    '2024-11-20',
    'Rozsvícení vánočního stromu a vánoční trhy',
    'Knihovna dostala darem 120 dětských knih',
    'Provoz úřadu a sběrného dvora o svátcích',
  ),
  issue(
    2025,
    1,
    '2024-12-18',
    'Rozpočet a akční plán na rok 2025',
    'Svozový kalendář 2025',
    'Ples města Vzorova 25. ledna',
  ),
  issue(
    2025,
    2,
    '2025-01-22',
    'Spolky mohou žádat o dotace do konce února',
    'Masopust v Dolní Lhotě a ve Vzorově',
    'Koupaliště čeká rekonstrukce, začíná projekt',
  ),
  issue(
    2025,
    3,
    '2025-02-19',
    'Nové školské obvody pro školy a školky',
    'Zápis do prvních tříd',
    'Jak město loni vyřizovalo žádosti o informace',
  ),
  issue(
    2025,
    4,
    '2025-03-19',
    'Koncepce cyklistické dopravy: řekněte svůj názor',
    'Ukliďme Vzorovku',
    'Čarodějnice na louce u rybníka',
  ),
  issue(
    2025,
    5,
    '2025-04-23',
    'Zápis do mateřských škol',
    'Kamenolom přispěje na hřiště v Kamenném Mlýně',
    'Den otevřených dveří na radnici',
  ),
  issue(
    2025,
    6,
    '2025-05-21',
    'Návrh závěrečného účtu za rok 2024',
    'Vzorovská pouť poslední červnový víkend',
    'Ceník a otevírací doba koupaliště',
  ),
  issue(
    2025,
    9,
    '2025-08-20',
    'Volby do Poslanecké sněmovny 3. a 4. října',
    'Ve škole jsou nové šatny a opravená jídelna',
    'Vzorovský půlmaraton',
  ),
  issue(
    2025,
    10,
    '2025-09-24',
    'Na náměstí Míru se bude parkovat s kotoučem',
    'Senior obálka pomůže záchranářům',
    'Dětské hřiště v Kamenném Mlýně je hotové',
  ),
  issue(
    2025,
    11,
    '2025-10-22',
    'Podél Vzorovky vysadíme čtyřicet stromů',
    'Návrhy nových vyhlášek o poplatcích ze psů a za odpad',
    'Komunitní plán sociálních služeb k připomínkám',
  ),
  issue(
    2025,
    12,
    '2025-11-19',
    'Vánoční trhy a rozsvícení stromu',
    'Nové jízdní řády od 14. prosince',
    'Plasty budeme od ledna vyvážet každý týden',
  ),
  issue(
    2026,
    1,
    '2025-12-19',
    'Zastupitelé schválili rozpočet na rok 2026',
    'Nové sazby poplatků platí od 1. ledna',
    'Svozový kalendář 2026',
    'Knihovna půjčuje e-knihy',
  ),
  issue(
    2026,
    2,
    '2026-01-21',
    'Obědy pro seniory i do Dolní Lhoty a Kamenného Mlýna',
    'Dotace pro spolky: žádosti do 28. února',
    'Masopustní průvod 14. února',
  ),
  issue(
    2026,
    3,
    '2026-02-18',
    'Hnědé popelnice na bioodpad zdarma',
    'Očkování psů 21. března',
    'Úřední deska na dotykové obrazovce před radnicí',
    'Zápis do prvních tříd 15. a 16. dubna',
  ),
  issue(
    2026,
    4,
    '2026-03-18',
    'Nová vyhláška o nočním klidu',
    'Letos vyměníme 640 lamp veřejného osvětlení',
    'Pálení čarodějnic a velikonoční jarmark',
  ),
  issue(
    2026,
    5,
    '2026-04-22',
    'Stavba chodníku v Lipové ulici',
    'Kanalizace v Dolní Lhotě: co čeká obyvatele',
    'Letos končí platnost stovkám občanských průkazů',
  ),
  issue(
    2026,
    6,
    '2026-05-20',
    'Poslední sezóna na starém koupališti od 13. června',
    'Uzavírka silnice do Dolní Lhoty od 6. července',
    'Vzorovská pouť',
    'Vybrali jste lavičky podél Vzorovky',
  ),
  issue(
    2026,
    9,
    '2026-08-19',
    'Začíná rekonstrukce koupaliště',
    'Ulice svítí úspornými lampami LED',
    'Podzimní volby do zastupitelstva: zaregistrované kandidátní listiny',
  ),
  issue(
    2026,
    10,
    '2026-09-23',
    'Volby do zastupitelstva města: kde a jak volit',
    'Sociální taxi vozí seniory k lékaři',
    'Vzorovský půlmaraton v sobotu 26. září',
  ),
  issue(
    2026,
    11,
    '2026-10-21',
    'Výsledky voleb do zastupitelstva města',
    'Vzorovský půlmaraton vyhrála domácí běžkyně',
    'Chodník v Lipové ulici je hotový',
    'Škola získala grant na výuku informatiky',
    'Podzimní procházka městem',
  ),
  issue(
    2026,
    12,
    '2026-11-20',
    'Vánoční trhy dva dny a s živým betlémem',
    'Nádražní ulice uzavřená od 30. listopadu',
    'Zimní provoz sběrného dvora',
    'Návrh rozpočtu na rok 2027',
  ),
];
