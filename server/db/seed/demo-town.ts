import type { SiteSettings } from '../../../common/settings.ts';

/**
 * The fictional town of Vzorov. Every person, address and number here is made
 * up; e-mail addresses use the reserved domain vzorov.example.
 */
export const demoSettings: SiteSettings = {
  intropopup: {
    title: 'Zimní provoz sběrného dvora',
    text: 'Od 1. prosince 2026 do 28. února 2027 je sběrný dvůr otevřen ve středu a v sobotu od 9:00 do 15:00. Děkujeme, že třídíte.',
    link: { text: 'Úřední hodiny a adresy', url: '/adresy-a-uredni-hodiny' },
  },
  topmenu: [
    {
      text: 'Úřad',
      link: '/urad',
      submenu: [
        { text: 'Adresy a úřední hodiny', link: '/adresy-a-uredni-hodiny' },
        { text: 'Úřední deska', link: '/uredni-deska' },
        { text: 'Kontakty', link: '/contacts' },
        { text: 'Telefonní seznam', link: '/telefonni-seznam' },
        { text: 'Dokumenty', link: '/dokumenty' },
        { text: 'Smlouvy', link: '/smlouvy' },
        { text: 'Vyhlášky a nařízení', link: '/vyhlasky-a-narizeni' },
      ],
    },
    {
      text: 'Samospráva',
      link: '/samosprava',
      submenu: [
        { text: 'Zastupitelstvo', link: '/zastupitelstvo' },
        { text: 'Rada města', link: '/rada' },
        { text: 'Bloček starostky', link: '/blocek-starostky' },
        { text: 'Čaj se starostkou', link: '/caj-se-starostkou' },
      ],
    },
    {
      text: 'Potřebuji vyřídit',
      link: '/potrebuji-vyridit',
      submenu: [
        { text: 'Životní situace a online žádosti', link: '/potrebuji-vyridit' },
        { text: 'Czech POINT', link: '/potrebuji-vyridit/czech-point' },
        { text: 'Identita občana', link: '/identitaobcana' },
        { text: 'Portál občana', link: 'https://portal.gov.cz/' },
      ],
    },
    { text: 'Aktuality', link: '/aktuality' },
    {
      text: 'Akce',
      link: '/akce',
      submenu: [
        { text: 'Přehled akcí', link: '/akce' },
        { text: 'Kalendář akcí', link: '/akce/kalendar' },
        { text: 'Přidat akci', link: '/akce/nova' },
        { text: 'Fotogalerie', link: '/galerie' },
        { text: 'Život ve městě', link: '/prehled/zivot-ve-meste' },
      ],
    },
    { text: 'Zpravodaj', link: '/zpravodaj' },
  ],
  openinghours: [
    {
      title: 'Městský úřad',
      note: 'náměstí Míru 1',
      rows: [
        { day: 1, hours: '8:00–11:30, 12:30–17:00' },
        { day: 2, hours: '8:00–11:30' },
        { day: 3, hours: '8:00–11:30, 12:30–17:00' },
        { day: 4, hours: '8:00–11:30' },
        { day: 5, hours: '8:00–11:30' },
      ],
    },
    {
      title: 'Pošta',
      note: 'Nádražní 12',
      rows: [
        { day: 1, hours: '8:00–12:00, 13:00–17:00' },
        { day: 2, hours: '8:00–12:00, 13:00–16:00' },
        { day: 3, hours: '8:00–12:00, 13:00–17:00' },
        { day: 4, hours: '8:00–12:00, 13:00–16:00' },
        { day: 5, hours: '8:00–12:00' },
      ],
    },
    {
      title: 'Sběrný dvůr',
      note: 'U Lomu 480',
      rows: [
        { day: 3, hours: '9:00–15:00' },
        { day: 6, hours: '9:00–15:00' },
      ],
    },
    {
      title: 'Městská knihovna',
      note: 'Školní 5',
      rows: [
        { day: 1, hours: '9:00–12:00, 13:00–18:00' },
        { day: 3, hours: '9:00–12:00, 13:00–18:00' },
        { day: 5, hours: '9:00–12:00, 13:00–16:00' },
      ],
    },
    {
      title: 'Technické služby',
      note: 'Průmyslová 230',
      rows: [
        { day: 1, hours: '6:00–14:30' },
        { day: 2, hours: '6:00–14:30' },
        { day: 3, hours: '6:00–14:30' },
        { day: 4, hours: '6:00–14:30' },
        { day: 5, hours: '6:00–12:00' },
      ],
    },
  ],
  openinghoursinfo:
    'Ve státní svátky jsou úřad, pošta, sběrný dvůr i knihovna zavřené. Pokladna úřadu končí půl hodiny před koncem úředních hodin.',
  bottommenu: [
    {
      title: 'Městský úřad',
      links: [
        { text: 'Adresy a úřední hodiny', link: '/adresy-a-uredni-hodiny', leave: false },
        { text: 'Úřední deska', link: '/uredni-deska', leave: false },
        { text: 'Telefonní seznam', link: '/telefonni-seznam', leave: false },
        { text: 'Povinně zveřejňované informace', link: '/povinne-zverejnovane-informace', leave: false },
      ],
      images: [],
    },
    {
      title: 'Užitečné odkazy',
      links: [
        { text: 'Portál občana', link: 'https://portal.gov.cz/', leave: true },
        { text: 'Registr smluv', link: 'https://smlouvy.gov.cz/', leave: true },
        { text: 'Sbírka právních předpisů', link: 'https://sbirkapp.gov.cz/', leave: true },
      ],
      images: [
        { url: '/img/partneri/vzorovy-kraj.svg', title: 'Vzorový kraj', link: 'https://kraj.example/' },
        { url: '/img/partneri/czech-point.svg', title: 'Czech POINT', link: '/potrebuji-vyridit/czech-point' },
      ],
    },
    {
      title: 'O webu',
      links: [
        { text: 'Prohlášení o přístupnosti', link: '/prohlaseni-o-pristupnosti', leave: false },
        { text: 'Ochrana osobních údajů', link: '/ochrana-osobnich-udaju', leave: false },
        { text: 'Mapa stránek', link: '/mapa-stranek', leave: false },
      ],
      images: [],
    },
  ],
  meetingid: 'caj-se-starostkou',
  townhall: {
    name: 'Město Vzorov',
    office: 'Městský úřad Vzorov',
    street: 'náměstí Míru 1',
    city: '123 45 Vzorov',
    phone: '+420 555 123 111',
    email: 'podatelna@vzorov.example',
    dataBox: 'vz7m4qa',
    ico: '00012343',
    dic: 'CZ00012343',
    bankAccount: '123456789/0800',
    social: { text: 'Vzorov na Facebooku', url: 'https://facebook.example/mestovzorov' },
    agency: { name: 'Studio Příklad', url: 'https://studio-priklad.example/' },
  },
};

export const demoCurrencies = [
  {
    code: 'CZK',
    name: 'Česká koruna',
    rate: 1,
    decimals: 0,
    isDefault: true,
    enabled: true,
    symbolBefore: null,
    symbolAfter: 'Kč',
  },
];

export const demoCountries = [{ code: 'cs', iso: 'cs-CZ', name: 'Česká republika', position: 0 }];

export const demoBlogCategories = [
  { slug: 'zpravy-z-radnice', name: 'Zprávy z radnice' },
  { slug: 'doprava', name: 'Doprava' },
  { slug: 'kultura-a-sport', name: 'Kultura a sport' },
  { slug: 'zivotni-prostredi', name: 'Životní prostředí' },
  { slug: 'skolstvi', name: 'Školství' },
  { slug: 'socialni-oblast', name: 'Sociální oblast' },
].map((category, position) => ({ ...category, position }));

export const demoPosters = [
  {
    key: 'vanocni-trhy-2026',
    title: 'Vánoční trhy na náměstí Míru',
    text: '12. a 13. prosince, od 10:00 do 19:00',
    link: '/akce',
    imageUrl: '/img/plakaty/vanocni-trhy.svg',
    imageWidth: 800,
    imageHeight: 450,
    imageAlt: 'Stánky s vánočním zbožím a rozsvícený strom na náměstí',
  },
  {
    key: 'svoz-odpadu-2027',
    title: 'Poplatek za odpad na rok 2027',
    text: 'Zaplaťte pohodlně z účtu občana do 31. března',
    link: '/potrebuji-vyridit',
    imageUrl: '/img/plakaty/odpad.svg',
    imageWidth: 800,
    imageHeight: 450,
    imageAlt: 'Barevné popelnice na tříděný odpad',
  },
  {
    key: 'zpravodaj-prosinec-2026',
    title: 'Vzorovský zpravodaj – prosinec',
    text: 'Nové číslo je venku, v tištěné i elektronické podobě',
    link: '/zpravodaj',
    imageUrl: '/img/plakaty/zpravodaj.svg',
    imageWidth: 800,
    imageHeight: 450,
    imageAlt: 'Titulní strana zpravodaje se zasněženou radnicí',
  },
].map((poster, position) => ({ ...poster, position }));

export const demoGroups = [{ key: 'senioři', description: 'Senioři 65+', discount: 50 }];

/** Demo logins, listed in the README; the passwords are for the demo only. */
export const demoAccounts = [
  {
    email: 'jana.novakova@vzorov.example',
    password: 'Vzorov-Jana-2026',
    firstname: 'Jana',
    lastname: 'Nováková',
    phonePrefix: '+420',
    phone: '777 123 456',
    street: 'Lipová 12',
    city: 'Vzorov',
    zip: '123 45',
    group: null,
    scope: ['resident'],
  },
  {
    email: 'josef.dvorak@vzorov.example',
    password: 'Vzorov-Josef-2026',
    firstname: 'Josef',
    lastname: 'Dvořák',
    phonePrefix: '+420',
    phone: '605 987 654',
    street: 'U Rybníka 3',
    city: 'Vzorov',
    zip: '123 45',
    group: 'senioři',
    scope: ['resident'],
  },
  {
    email: 'petra.svobodova@vzorov.example',
    password: 'Vzorov-Urad-2026',
    firstname: 'Petra',
    lastname: 'Svobodová',
    phonePrefix: '+420',
    phone: '555 123 120',
    street: 'náměstí Míru 1',
    city: 'Vzorov',
    zip: '123 45',
    group: null,
    scope: ['resident', 'editor'],
  },
];
