/**
 * Overview pages of the demo town (tiles leading to content pages and site
 * sections), and the content pages they lead to that `demoPages` lacks.
 */
export interface DemoOverview {
  slug: string;
  title: string;
  perex: string;
  tiles: { title: string; text: string; href: string }[];
}

export const demoOverviews: DemoOverview[] = [
  {
    slug: 'zivot-ve-meste',
    title: 'Život ve městě',
    perex:
      'Kultura, sport, školy, sociální služby, odpady i doprava: co potřebujete vědět pro každodenní život ve Vzorově.',
    tiles: [
      {
        title: 'Kultura, sport a volný čas',
        text: 'Kulturní dům, knihovna, sportovní hala, koupaliště a spolky.',
        href: '/info/kultura-a-volny-cas',
      },
      {
        title: 'Kalendář akcí',
        text: 'Koncerty, trhy, turnaje a akce pro děti na jednom místě.',
        href: '/akce',
      },
      {
        title: 'Školy a školky',
        text: 'Mateřská a základní škola, zápisy, družina a školní jídelna.',
        href: '/info/skoly-a-skolky',
      },
      {
        title: 'Sociální služby a senioři',
        text: 'Pečovatelská služba, sociální taxi, Senior obálka a kam se obrátit o pomoc.',
        href: '/info/socialni-sluzby',
      },
      {
        title: 'Odpady a svoz',
        text: 'Kdy se vyvážejí popelnice, co kam patří a kdy je otevřený sběrný dvůr.',
        href: '/info/odpady-a-svoz',
      },
      {
        title: 'Doprava a parkování',
        text: 'Vlaky a autobusy, parkování na náměstí, zimní údržba a hlášení závad.',
        href: '/info/doprava-a-parkovani',
      },
      {
        title: 'Fotogalerie',
        text: 'Fotografie z akcí a z proměn města.',
        href: '/galerie',
      },
    ],
  },
  {
    slug: 'mesto-a-urad',
    title: 'Město a úřad',
    perex:
      'O městě a jeho úřadu: povinně zveřejňované informace, úřední deska, obřadní síň a cesty, jak se domluvit se starostkou nebo vyřídit věci online.',
    tiles: [
      {
        title: 'O městě Vzorov',
        text: 'Poloha, historie a místa, která stojí za návštěvu.',
        href: '/info/o-meste',
      },
      {
        title: 'Úřední deska a vyhlášky',
        text: 'Co se na úřední desce zveřejňuje, jak dlouho a kde najdete vyhlášky města.',
        href: '/info/uredni-deska-a-vyhlasky',
      },
      {
        title: 'Povinně zveřejňované informace',
        text: 'Údaje o městě podle zákona o svobodném přístupu k informacím.',
        href: '/povinne-zverejnovane-informace',
      },
      {
        title: 'Jak podat žádost o informace',
        text: 'Co má žádost obsahovat, jak ji podat a kdy dostanete odpověď.',
        href: '/info/jak-podat-zadost-o-informace',
      },
      {
        title: 'Obřadní síň a svatby',
        text: 'Svatební obřady, vítání občánků a rezervace termínu.',
        href: '/info/obradni-sin',
      },
      {
        title: 'Čaj se starostkou',
        text: 'Každou první středu v měsíci si se starostkou můžete promluvit u čaje.',
        href: '/caj-se-starostkou',
      },
      {
        title: 'Identita občana',
        text: 'Přihlášení státem ověřenou identitou a úřední věci z domova.',
        href: '/identitaobcana',
      },
      {
        title: 'Bloček starostky',
        text: 'Osobní poznámky starostky o tom, co se ve městě děje.',
        href: '/blocek-starostky',
      },
    ],
  },
];

/** Content pages (`/info/{slug}`) in the shape of `demoPages`. */
export const moreDemoPages: { slug: string; title: string; description: string; body: string }[] = [
  {
    slug: 'odpady-a-svoz',
    title: 'Odpady a svoz',
    description:
      'Kdy se vyvážejí popelnice, co kam patří, jak funguje sběrný dvůr a kde najdete svozový kalendář na celý rok.',
    body: `
<p>Odpad ze všech domácností ve Vzorově, v Dolní Lhotě i v Kamenném Mlýně sváží Technické služby města Vzorov. Každá domácnost má černou popelnici na směsný odpad, žlutou na plasty a modrou na papír; hnědou popelnici na bioodpad vám na požádání zdarma zapůjčíme. Sklo, textil a jedlé oleje odkládejte do kontejnerů na sběrných místech.</p>
<h2>Kdy se vyvážejí popelnice</h2>
<ul>
<li><strong>Směsný odpad</strong> (černé popelnice) – každé úterý.</li>
<li><strong>Plasty, nápojové kartony a kovy</strong> (žluté popelnice) – každý čtvrtek.</li>
<li><strong>Papír</strong> (modré popelnice) – v pondělí v lichých týdnech.</li>
<li><strong>Bioodpad</strong> (hnědé popelnice) – od března do listopadu každý pátek.</li>
</ul>
<p>Popelnici přistavte k okraji silnice v den svozu nejpozději v 6:00 a po vyprázdnění ji co nejdříve uklidte z chodníku. Víko musí jít zavřít; odpad položený vedle popelnice posádka nebere. Když svozový den připadne na státní svátek, svoz se přesouvá. Přesné termíny na celý rok najdete ve svozovém kalendáři, který vychází s lednovým zpravodajem a dostanete ho i na podatelně radnice.</p>
<h2>Co kam patří</h2>
<ul>
<li><strong>Žlutá popelnice:</strong> PET lahve, kelímky, fólie a sáčky, obaly od drogerie, nápojové kartony, plechovky a kovová víčka. Obaly před vhozením sešlápněte.</li>
<li><strong>Modrá popelnice:</strong> noviny, časopisy, krabice, kartony a sešity. Nepatří sem mastný papír, účtenky ani použité papírové ubrousky.</li>
<li><strong>Zelený a bílý kontejner:</strong> barevné a čiré sklo bez víček a uzávěrů.</li>
<li><strong>Hnědá popelnice:</strong> tráva, listí, zbytky ovoce a zeleniny, kávová sedlina. Nepatří sem maso ani uvařené jídlo.</li>
<li><strong>Černá popelnice:</strong> jen to, co už vytřídit nejde.</li>
</ul>
<p>Prošlé léky vracejte do lékárny. Baterie a drobná elektrozařízení můžete odevzdat v obchodech, které je prodávají, nebo ve sběrném dvoře.</p>
<h2>Sběrný dvůr</h2>
<p>Sběrný dvůr je v ulici U Lomu 480. Obyvatelé Vzorova a obou osad zde po předložení občanského průkazu zdarma odevzdají objemný odpad (nábytek, koberce, matrace), nebezpečný odpad (barvy, oleje, chemikálie, zářivky), elektrozařízení, větve a trávu, kovy a nejvýše čtyři pneumatiky od osobního auta za rok. Stavební suť z domácností přijímáme za 1 Kč za kilogram, nejvýše 200 kg měsíčně.</p>
<ul>
<li>od března do listopadu: středa 9:00–17:00 a sobota 8:00–14:00,</li>
<li>od prosince do února: středa a sobota 9:00–15:00.</li>
</ul>
<h2>Poplatek za odpad</h2>
<p>Místní poplatek za obecní systém odpadového hospodářství činí 900 Kč za osobu a rok a je splatný do 31. května. Poplatníci starší 70 let mají úlevu 300 Kč, děti do tří let jsou od poplatku osvobozeny. Zaplatit můžete na pokladně úřadu, převodem na účet města nebo z účtu občana.</p>
<h2>Nevyvezená nebo poškozená popelnice</h2>
<p>Pokud vám popelnici nevyvezli, je rozbitá nebo potřebujete další, zavolejte technickým službám na <a href="tel:+420555123230">555 123 230</a> nebo napište na <a href="mailto:technicke.sluzby@vzorov.example">technicke.sluzby@vzorov.example</a>. Nevyvezenou popelnici vyvezeme zpravidla do dvou pracovních dnů.</p>`,
  },
  {
    slug: 'skoly-a-skolky',
    title: 'Školy a školky',
    description:
      'Mateřská škola, základní škola a základní umělecká škola ve Vzorově: kdy jsou zápisy, jak funguje družina a školní jídelna a kdo má přednost při přijetí.',
    body: `
<p>Ve Vzorově je mateřská škola, základní škola s prvním i druhým stupněm a pobočka základní umělecké školy. Zřizovatelem mateřské i základní školy je město, které se stará o budovy, jejich vybavení a provoz.</p>
<h2>Mateřská škola Vzorov</h2>
<p>Mateřská škola v Lipové ulici 30 má šest tříd pro děti od tří do šesti let a jednu třídu pro dvouleté děti. Otevřeno je v pracovní dny od 6:15 do 16:30. Poslední rok před nástupem do základní školy je docházka do mateřské školy povinná.</p>
<p>Zápis do mateřské školy probíhá každý rok v první polovině května. Přednostně přijímáme děti, které do 31. srpna dosáhnou tří let a mají trvalý pobyt ve Vzorově nebo v jeho osadách. Měsíční úplata za předškolní vzdělávání je 600 Kč; v posledním ročníku před školou je vzdělávání bezúplatné.</p>
<h2>Základní škola Vzorov</h2>
<p>Základní škola ve Školní ulici 10 vzdělává přes šest set žáků v 1. až 9. ročníku. Ředitelkou je Mgr. Jana Pokorná. Škola má učebnu robotiky, tělocvičnu, dílny a školní zahradu.</p>
<ul>
<li><strong>Školní družina</strong> je otevřená ráno od 6:30 do 7:45 a po vyučování do 16:30, přednostně pro žáky 1. až 3. ročníku.</li>
<li><strong>Školní jídelna</strong> vaří obědy pro žáky, mateřskou školu i pro seniory z pečovatelské služby; na výběr jsou dvě jídla.</li>
<li><strong>Zápis do 1. tříd</strong> probíhá v dubnu. Přesný termín škola vždy zveřejní v <a href="/aktuality">aktualitách</a> a na svém webu.</li>
</ul>
<p>Školský obvod základní školy tvoří celé území města včetně Dolní Lhoty a Kamenného Mlýna a stanoví ho obecně závazná vyhláška města. Děti s trvalým pobytem ve školském obvodu škola přijímá přednostně.</p>
<h2>Základní umělecká škola a volný čas</h2>
<p>Pobočka základní umělecké školy sídlí v kulturním domě. Učí hru na klavír, housle, kytaru, flétnu a dechové nástroje a má i výtvarný obor. Kroužky pro děti nabízejí také knihovna, TJ Sokol Vzorov, dobrovolní hasiči a mateřské centrum Kapička. Akce pro rodiny s dětmi najdete v <a href="/akce">kalendáři akcí</a>.</p>`,
  },
  {
    slug: 'kultura-a-volny-cas',
    title: 'Kultura, sport a volný čas',
    description:
      'Kulturní dům, městská knihovna, muzeum, sportovní hala, koupaliště a spolky: kam ve Vzorově za kulturou, sportem a zábavou.',
    body: `
<p>Ve Vzorově se každý týden něco děje: koncerty, divadlo, trhy, turnaje i akce pro děti. Všechny akce na jednom místě najdete v <a href="/akce">kalendáři akcí</a>, kam mohou své akce přidávat i spolky.</p>
<h2>Kulturní dům a muzeum</h2>
<p>Kulturní dům na náměstí Míru 15 má velký sál pro 400 hostů, malý sál a kavárnu. Pořádá koncerty, divadelní představení, plesy a přehlídku Vzorovské divadelní dny. Sály si můžete pronajmout i na soukromou oslavu; informace podá kancelář kulturního domu na <a href="mailto:kultura@vzorov.example">kultura@vzorov.example</a> nebo na čísle 555 123 140.</p>
<p>Městské muzeum v budově staré školy představuje historii Vzorova od první písemné zmínky v roce 1318. Kromě stálé expozice připravuje každý rok dvě výstavy.</p>
<h2>Městská knihovna</h2>
<p>Knihovna ve Školní ulici 5 půjčuje přes 30 000 knih, časopisy, audioknihy i e-knihy. Pro děti pořádá pravidelná čtení, pro dospělé besedy a přednášky. Otevřeno je v pondělí a ve středu 9:00–12:00 a 13:00–18:00, v pátek 9:00–12:00 a 13:00–16:00. Registrace stojí 100 Kč na rok, děti do 15 let a senioři nad 70 let ji mají zdarma.</p>
<h2>Sport</h2>
<ul>
<li><strong>Sportovní hala</strong> v Tyršově ulici 610 – hřiště na házenou, florbal, volejbal a basketbal, posilovna a malý sál. Hodiny pro veřejnost si zarezervujete na čísle 555 123 145.</li>
<li><strong>Koupaliště</strong> u sportovní haly – od září 2026 prochází rekonstrukcí a v létě 2027 otevře s novým bazénem a brouzdalištěm.</li>
<li><strong>Venkovní hřiště</strong> u základní školy je mimo vyučování volně přístupné do 20:00.</li>
<li><strong>Naučná stezka</strong> kolem Vzorovky a cesta na rozhlednu na Skalce jsou oblíbené u běžců i rodin s dětmi.</li>
</ul>
<h2>Spolky</h2>
<p>Ve městě působí přes třicet spolků, od TJ Sokol Vzorov a dobrovolných hasičů po fotoklub, Divadelní spolek Tyl a Klub seniorů. Na svou činnost mohou každý rok žádat o dotaci z rozpočtu města; program podpory vyhlašujeme v lednu a oznamujeme ho v <a href="/aktuality">aktualitách</a>.</p>`,
  },
  {
    slug: 'socialni-sluzby',
    title: 'Sociální služby a pomoc seniorům',
    description:
      'Pečovatelská služba, sociální taxi, dům s pečovatelskou službou a kam se obrátit, když potřebujete pomoc vy nebo vaši blízcí.',
    body: `
<p>Město Vzorov pomáhá seniorům, lidem se zdravotním postižením a rodinám v těžké situaci. Pokud nevíte, na koho se obrátit, začněte u sociální pracovnice města na správním odboru v přízemí radnice, telefon <a href="tel:+420555123150">555 123 150</a>. Poradí vám, na jakou pomoc máte nárok, a pomůže s vyplněním žádostí.</p>
<h2>Služby města</h2>
<ul>
<li><strong>Pečovatelská služba</strong> – pomoc s hygienou, nákupy, úklidem a doprovod k lékaři; rozvoz obědů za 95 Kč i do Dolní Lhoty a Kamenného Mlýna. Vedoucí Bc. Marta Horáková, telefon 555 123 155.</li>
<li><strong>Sociální taxi</strong> – pro občany starší 70 let a držitele průkazu ZTP. Jízda po městě stojí 20 Kč, do okresní nemocnice 60 Kč. Objednávejte nejméně den předem na čísle 555 123 150.</li>
<li><strong>Dům s pečovatelskou službou</strong> U Rybníka 10 – 24 bezbariérových bytů pro seniory, kteří chtějí bydlet samostatně, ale mít pomoc po ruce. Žádost o byt podáte na správním odboru.</li>
<li><strong>Senior obálka</strong> – formulář s údaji o zdraví a lécích pro záchranáře; zdarma na podatelně, v knihovně a u praktických lékařů.</li>
<li><strong>Klub seniorů</strong> – pravidelná setkání v kulturním domě, výlety, přednášky a cvičení.</li>
</ul>
<h2>Dávky a příspěvky</h2>
<p>O příspěvek na péči, příspěvek na mobilitu, průkaz osoby se zdravotním postižením (TP, ZTP, ZTP/P), příspěvek na bydlení nebo dávky v hmotné nouzi se žádá na Úřadu práce ČR. Jeho kontaktní pracoviště je v okresním městě; žádost můžete podat i elektronicky přes <a href="https://www.mpsv.cz/">portál Ministerstva práce a sociálních věcí</a>. Sociální pracovnice města vám s žádostí ráda pomůže.</p>
<h2>Pomoc pečujícím</h2>
<p>Pokud doma pečujete o nemocného nebo stárnoucího člena rodiny, nemusíte na všechno stačit sami. Pečovatelská služba může péči na několik hodin převzít, abyste si mohli odpočinout nebo zařídit své věci. Polohovací postele, chodítka a invalidní vozíky si můžete zapůjčit v půjčovně kompenzačních pomůcek v domě s pečovatelskou službou.</p>
<h2>Když je potřeba pomoc hned</h2>
<ul>
<li>tísňové volání <strong>112</strong>, zdravotnická záchranná služba <strong>155</strong>,</li>
<li>Linka první psychické pomoci <strong>116 123</strong> (zdarma, nonstop),</li>
<li>Linka bezpečí pro děti a mladé <strong>116 111</strong> (zdarma, nonstop),</li>
<li>Linka seniorů <strong>800 200 007</strong> (zdarma).</li>
</ul>`,
  },
  {
    slug: 'doprava-a-parkovani',
    title: 'Doprava a parkování',
    description:
      'Vlaky a autobusy ze Vzorova, kde a jak dlouho parkovat, jak funguje zimní údržba a kam hlásit závady na silnicích.',
    body: `
<p>Vzorov leží na železniční trati do okresního města a s okolím ho spojují i krajské autobusové linky. Uzavírky a změny v dopravě zveřejňujeme v <a href="/aktuality">aktualitách</a>.</p>
<h2>Vlak a autobus</h2>
<ul>
<li>Vlaky do okresního města jezdí v pracovní dny každou hodinu od 5:00 do 22:00, o víkendu každé dvě hodiny. Nádraží je v Nádražní ulici.</li>
<li>Autobusová linka 412 spojuje náměstí Míru s Dolní Lhotou a Kamenným Mlýnem, linka 405 jezdí do okresního města přes sousední obce.</li>
<li>Jízdenky na vlak i autobus platí v integrovaném tarifu kraje; koupíte je u řidiče, na nádraží i v mobilní aplikaci.</li>
</ul>
<h2>Parkování</h2>
<p>Na náměstí Míru se v pracovní dny od 8:00 do 18:00 a v sobotu od 8:00 do 12:00 parkuje zdarma s parkovacím kotoučem, nejdéle 90 minut. Kotouč dostanete na podatelně radnice, v infocentru nebo na poště. Déle můžete parkovat tady:</p>
<ul>
<li>parkoviště U Lomu – 120 míst bez časového omezení,</li>
<li>parkoviště u sportovní haly – 60 míst,</li>
<li>parkoviště P+R u nádraží – 40 míst pro ty, kdo pokračují vlakem.</li>
</ul>
<p>Vyhrazená stání pro držitele průkazu ZTP a ZTP/P jsou na náměstí, u radnice, u zdravotního střediska a na všech parkovištích. Obyvatelé náměstí si mohou na správním odboru vyřídit rezidentní parkovací kartu za 500 Kč na rok.</p>
<h2>Zimní údržba</h2>
<p>Od 15. listopadu do 31. března udržují silnice a chodníky technické služby podle plánu zimní údržby. Nejdřív přichází na řadu průtah městem, zastávky a okolí školy a zdravotního střediska, vedlejší ulice do 12 hodin od konce sněžení. Plán zimní údržby je k nahlédnutí na podatelně radnice.</p>
<h2>Nahlásit závadu</h2>
<p>Výtluk v silnici, poškozenou dopravní značku, nesvítící lampu nebo neprohrnutý chodník hlaste dispečinku technických služeb na <a href="tel:+420555123230">555 123 230</a> nebo na <a href="mailto:technicke.sluzby@vzorov.example">technicke.sluzby@vzorov.example</a>. Pomůže, když připojíte fotografii a přesné místo.</p>`,
  },
  {
    slug: 'uredni-deska-a-vyhlasky',
    title: 'Úřední deska a vyhlášky',
    description:
      'Co město zveřejňuje na úřední desce, jak dlouho tam dokumenty visí a kde najdete obecně závazné vyhlášky a nařízení Vzorova.',
    body: `
<p>Úřední deska je místo, kde město a městský úřad oznamují veřejnosti to, co ze zákona zveřejnit musí. Podle zákona o obcích musí být úřední deska přístupná nepřetržitě a její obsah musí být dostupný i dálkovým přístupem. Vedeme ji proto ve dvou podobách: jako dotykovou obrazovku v podloubí radnice na náměstí Míru 1 a jako <a href="/uredni-deska">elektronickou úřední desku</a> na tomto webu. Obsah obou je stejný.</p>
<h2>Co na úřední desce najdete</h2>
<ul>
<li><strong>veřejné vyhlášky</strong> – například oznámení stavebního úřadu, písemnosti pro adresáty, jejichž pobyt není znám, nebo oznámení o pořizování územního plánu,</li>
<li><strong>informace o zasedání zastupitelstva</strong> – místo, čas a navržený program nejméně 7 dní před zasedáním,</li>
<li><strong>rozpočtové dokumenty</strong> – návrh rozpočtu, střednědobého výhledu a závěrečného účtu nejméně 15 dní před projednáním v zastupitelstvu a oznámení, kde najdete schválené dokumenty,</li>
<li><strong>záměry nakládat s majetkem města</strong> – prodej, pronájem, pacht nebo směna pozemků a budov nejméně 15 dní před rozhodnutím,</li>
<li><strong>oznámení o volbách</strong> – termín voleb, volební okrsky a volební místnosti,</li>
<li><strong>písemnosti jiných úřadů</strong> – finančního nebo katastrálního úřadu, krajského úřadu či soudních exekutorů, které nás o vyvěšení požádají,</li>
<li>výběrová řízení na pracovní místa na úřadě, ztráty a nálezy a další oznámení.</li>
</ul>
<h2>Jak dlouho dokumenty visí</h2>
<p>Většina písemností visí na úřední desce nejméně 15 dní. U veřejné vyhlášky podle správního řádu se písemnost považuje za doručenou patnáctým dnem po vyvěšení, i když si ji adresát nepřečte. Proto se vyplatí úřední desku sledovat.</p>
<p>Některé dokumenty visí déle: oznámení o zasedání zastupitelstva do dne zasedání, oznámení o schváleném rozpočtu až do schválení rozpočtu na další rok. U každého dokumentu je uvedeno datum vyvěšení a sejmutí. Sejmuté dokumenty přesouváme do archivu; starší písemnosti vám na požádání poskytne podatelna.</p>
<h2>Obecně závazné vyhlášky a nařízení</h2>
<p>Obecně závazné vyhlášky vydává zastupitelstvo, nařízení rada města. Od roku 2022 se vyhlašují ve <a href="https://sbirkapp.gov.cz/">Sbírce právních předpisů územních samosprávných celků a některých správních úřadů</a>. Platnosti nabývají dnem vyhlášení ve Sbírce a účinnosti zpravidla patnáctým dnem po vyhlášení, pokud v nich není stanoven den pozdější. Jen z důvodu naléhavého obecného zájmu mohou nabýt účinnosti dříve, nejdříve dnem vyhlášení.</p>
<p>Platné vyhlášky Vzorova, například o místním poplatku za odpad, o poplatku ze psů, o školských obvodech nebo o nočním klidu, najdete také v sekci <a href="/vyhlasky-a-narizeni">Vyhlášky a nařízení</a>. Nahlédnout do nich můžete i na podatelně radnice v úředních hodinách.</p>`,
  },
];
