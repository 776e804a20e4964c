/**
 * Content pages of the demo town (`/info/{slug}`). The legal pages follow
 * what the law asks of a town's website (DESIGN §8); the facts are Vzorov's
 * made-up ones.
 */
export const demoPages = [
  {
    slug: 'prohlaseni-o-pristupnosti',
    title: 'Prohlášení o přístupnosti',
    description:
      'Jak přístupné jsou webové stránky Města Vzorov podle zákona č. 99/2019 Sb., co zatím přístupné není a kam se obrátit, když narazíte na překážku.',
    body: `
<p>Město Vzorov se zavazuje zpřístupnit své webové stránky <strong>www.vzorov.example</strong> v souladu se zákonem č. 99/2019 Sb., o přístupnosti internetových stránek a mobilních aplikací. Toto prohlášení se vztahuje na celé stránky včetně účtu občana.</p>
<h2>Stav souladu</h2>
<p>Stránky jsou <strong>částečně v souladu</strong> s normou ČSN EN 301 549, která odkazuje na pravidla WCAG 2.1 na úrovni AA. Nesoulad uvádíme níže.</p>
<h2>Nepřístupný obsah</h2>
<ul>
<li>Některé starší dokumenty ve formátu PDF zveřejněné před 23. září 2018 nemají textovou vrstvu ani strukturu nadpisů. Na požádání vám je poskytneme v přístupné podobě.</li>
<li>Mapové podklady (například mapa svozových tras) jsou obrázky; stejné údaje najdete i v textu u každé svozové oblasti.</li>
<li>Videozáznamy zasedání zastupitelstva nemají titulky. Ke každému zasedání zveřejňujeme písemný zápis.</li>
</ul>
<h2>Jak jsme prohlášení připravili</h2>
<p>Prohlášení jsme vypracovali 21. listopadu 2026 na základě vlastního hodnocení. Každou stránku kontrolujeme automatickými testy (axe-core, pravidla WCAG 2.1 A a AA) při každé změně webu a ručně ověřujeme ovládání klávesnicí, čtečkou obrazovky a zvětšení textu na 200 %. Prohlášení bylo naposledy přezkoumáno 21. listopadu 2026.</p>
<h2>Zpětná vazba a kontakt</h2>
<p>Pokud narazíte na obsah, který pro vás není přístupný, nebo potřebujete informaci v jiné podobě, napište nám na <a href="mailto:podatelna@vzorov.example">podatelna@vzorov.example</a> nebo zavolejte na <a href="tel:+420555123111">555 123 111</a>. Odpovíme do 15 dnů.</p>
<h2>Vymáhání</h2>
<p>Pokud s naší odpovědí nejste spokojeni, můžete se obrátit na dozorový orgán, kterým je <strong>Ministerstvo vnitra</strong>, odbor eGovernmentu, Náměstí Hrdinů 1634/3, 140 21 Praha 4, <a href="https://www.mvcr.cz/">www.mvcr.cz</a>.</p>`,
  },
  {
    slug: 'ochrana-osobnich-udaju',
    title: 'Ochrana osobních údajů',
    description:
      'Informace o tom, jak Město Vzorov zpracovává vaše osobní údaje na webu a v účtu občana, proč, jak dlouho a jaká máte práva.',
    body: `
<p>Tyto informace poskytujeme podle článků 13 a 14 obecného nařízení o ochraně osobních údajů (GDPR).</p>
<h2>Správce</h2>
<address>Město Vzorov, náměstí Míru 1, 123 45 Vzorov<br>IČO 00012343, datová schránka vz7m4qa<br>e-mail <a href="mailto:podatelna@vzorov.example">podatelna@vzorov.example</a>, telefon 555 123 111</address>
<p>Pověřenec pro ochranu osobních údajů: Mgr. Lucie Kalinová, <a href="mailto:poverenec@vzorov.example">poverenec@vzorov.example</a>.</p>
<h2>Co zpracováváme a proč</h2>
<table>
<caption>Účely a právní základy zpracování</caption>
<thead><tr><th scope="col">Účel</th><th scope="col">Údaje</th><th scope="col">Právní základ</th><th scope="col">Jak dlouho</th></tr></thead>
<tbody>
<tr><td>Účet občana</td><td>jméno, příjmení, e-mail, nepovinně telefon a adresa</td><td>váš souhlas při registraci, čl. 6 odst. 1 písm. a)</td><td>do zrušení účtu</td></tr>
<tr><td>Podané žádosti a rezervace</td><td>údaje uvedené ve formuláři a přílohy</td><td>plnění právní povinnosti a úkol ve veřejném zájmu, čl. 6 odst. 1 písm. c) a e)</td><td>podle spisového a skartačního plánu města</td></tr>
<tr><td>Zabezpečení webu</td><td>IP adresa, čas požadavku</td><td>oprávněný zájem, čl. 6 odst. 1 písm. f)</td><td>nejvýše 30 dní</td></tr>
<tr><td>Analytické cookies</td><td>anonymní údaje o návštěvě</td><td>váš souhlas</td><td>do odvolání souhlasu, nejvýše 1 rok</td></tr>
</tbody>
</table>
<h2>Vaše práva</h2>
<p>Máte právo na přístup ke svým údajům, jejich opravu, výmaz, omezení zpracování, přenositelnost a právo vznést námitku. Souhlas můžete kdykoli odvolat. Své údaje si můžete stáhnout a účet zrušit sami v sekci Osobní údaje vašeho účtu.</p>
<p>Stížnost můžete podat u <strong>Úřadu pro ochranu osobních údajů</strong>, Pplk. Sochora 27, 170 00 Praha 7, <a href="https://uoou.gov.cz/">uoou.gov.cz</a>.</p>`,
  },
  {
    slug: 'povinne-zverejnovane-informace',
    title: 'Povinně zveřejňované informace',
    description:
      'Informace, které Město Vzorov zveřejňuje podle zákona č. 106/1999 Sb. ve struktuře vyhlášky č. 515/2020 Sb.',
    body: `
<h2>1. Název</h2>
<p>Město Vzorov</p>
<h2>2. Důvod a způsob založení</h2>
<p>Obec je základním územním samosprávným společenstvím občanů podle zákona č. 128/2000 Sb., o obcích. Statut města užívá Vzorov od roku 1923.</p>
<h2>3. Organizační struktura</h2>
<p>Zastupitelstvo města (15 členů), rada města (5 členů), starostka, místostarosta, tajemnice městského úřadu a odbory: správní, finanční, stavební úřad a odbor životního prostředí.</p>
<h2>4. Kontaktní spojení</h2>
<h3>4.1 Kontaktní poštovní adresa</h3>
<p>Městský úřad Vzorov, náměstí Míru 1, 123 45 Vzorov</p>
<h3>4.2 Adresa úřadovny pro osobní návštěvu</h3>
<p>náměstí Míru 1, 123 45 Vzorov, přízemí – podatelna</p>
<h3>4.3 Úřední hodiny</h3>
<p>Pondělí a středa 8:00–11:30 a 12:30–17:00, úterý, čtvrtek a pátek 8:00–11:30.</p>
<h3>4.4 Telefonní čísla</h3>
<p>Podatelna 555 123 111, ostatní v <a href="/telefonni-seznam">telefonním seznamu</a>.</p>
<h3>4.5 Čísla faxu</h3>
<p>Úřad fax nepoužívá.</p>
<h3>4.6 Adresa internetové stránky</h3>
<p>www.vzorov.example</p>
<h3>4.7 Adresa e-podatelny</h3>
<p><a href="mailto:podatelna@vzorov.example">podatelna@vzorov.example</a>, datová schránka vz7m4qa</p>
<h3>4.8 Další elektronické adresy</h3>
<p>Kontakty na jednotlivé pracovníky najdete v <a href="/telefonni-seznam">telefonním seznamu</a>.</p>
<h2>5. Případné platby lze poukázat</h2>
<p>Číslo účtu 123456789/0800. Jako variabilní symbol uveďte číslo, které vám sdělí úřad, nebo které najdete u závazku ve svém účtu.</p>
<h2>6. IČO</h2>
<p>00012343</p>
<h2>7. DIČ</h2>
<p>CZ00012343</p>
<h2>8. Dokumenty</h2>
<h3>8.1 Seznamy hlavních dokumentů</h3>
<p>Strategický plán rozvoje města 2025–2032, územní plán, zápisy ze zasedání zastupitelstva a usnesení rady. Najdete je v sekci <a href="/dokumenty">Dokumenty</a>.</p>
<h3>8.2 Rozpočet</h3>
<p>Schválený rozpočet, střednědobý výhled rozpočtu a závěrečný účet zveřejňujeme v sekci <a href="/dokumenty">Dokumenty</a> a na <a href="/uredni-deska">úřední desce</a>.</p>
<h2>9. Žádosti o informace</h2>
<p>Žádost o informace podle zákona č. 106/1999 Sb. můžete podat ústně i písemně na podatelně, e-mailem, datovou schránkou nebo online v sekci <a href="/potrebuji-vyridit">Potřebuji vyřídit</a>. Informaci poskytneme nejpozději do 15 dnů.</p>
<h2>10. Příjem podání a podnětů</h2>
<p>Podání přijímá podatelna v úředních hodinách, elektronicky e-podatelna a datová schránka.</p>
<h2>11. Předpisy</h2>
<h3>11.1 Nejdůležitější používané předpisy</h3>
<p>Zákon č. 128/2000 Sb., o obcích; zákon č. 500/2004 Sb., správní řád; zákon č. 106/1999 Sb., o svobodném přístupu k informacím; zákon č. 250/2000 Sb., o rozpočtových pravidlech územních rozpočtů.</p>
<h3>11.2 Vydané právní předpisy</h3>
<p>Obecně závazné vyhlášky a nařízení města najdete v sekci <a href="/vyhlasky-a-narizeni">Vyhlášky a nařízení</a> a ve <a href="https://sbirkapp.gov.cz/">Sbírce právních předpisů územních samosprávných celků</a>.</p>
<h2>12. Úhrady za poskytování informací</h2>
<h3>12.1 Sazebník úhrad za poskytování informací</h3>
<p>Kopie jedné strany A4 2 Kč, jedné strany A3 4 Kč, nosič CD 20 Kč, mimořádně rozsáhlé vyhledání informací 200 Kč za každou započatou hodinu.</p>
<h3>12.2 Usnesení nadřízených orgánů o výši úhrady</h3>
<p>Žádné usnesení nebylo vydáno.</p>
<h2>13. Licenční smlouvy</h2>
<h3>13.1 Vzory licenčních smluv</h3>
<p>Město nemá vzory licenčních smluv.</p>
<h3>13.2 Výhradní licence</h3>
<p>Město neposkytlo žádnou výhradní licenci.</p>
<h2>14. Výroční zpráva podle zákona o svobodném přístupu k informacím</h2>
<p>Výroční zprávu za předchozí rok zveřejňujeme vždy do 1. března v sekci <a href="/dokumenty">Dokumenty</a>.</p>`,
  },
  {
    slug: 'o-meste',
    title: 'O městě Vzorov',
    description: 'Krátce o Vzorově: poloha, historie, obyvatelé a místa, která stojí za návštěvu.',
    body: `
<p>Vzorov leží v mírně zvlněné krajině na soutoku Vzorovky a Lesního potoka. Žije tu přibližně 6 400 obyvatel a k městu patří také osady Dolní Lhota a Kamenný Mlýn.</p>
<h2>Historie</h2>
<p>První písemná zmínka o Vzorově pochází z roku 1318, kdy je uváděn jako trhová ves na cestě mezi dvěma královskými městy. Statut města získal Vzorov roku 1923. Dominantou náměstí Míru je barokní kostel sv. Václava a radnice z roku 1894.</p>
<h2>Co vidět</h2>
<ul>
<li>naučná stezka kolem Vzorovky s jedenácti zastaveními,</li>
<li>městské muzeum v budově staré školy,</li>
<li>rozhledna na Skalce, odkud je za dobré viditelnosti vidět až na hřebeny hor.</li>
</ul>`,
  },
  {
    slug: 'jak-podat-zadost-o-informace',
    title: 'Jak podat žádost o informace',
    description:
      'Návod, jak požádat Město Vzorov o informace podle zákona č. 106/1999 Sb., co má žádost obsahovat a kdy dostanete odpověď.',
    body: `
<p>O informace, které se týkají působnosti města, může požádat kdokoli. Nemusíte uvádět, proč je chcete.</p>
<h2>Co musí žádost obsahovat</h2>
<ol>
<li>komu je určena (Město Vzorov),</li>
<li>vaše jméno, příjmení, datum narození a adresu pro doručování (u právnické osoby název, IČO a sídlo),</li>
<li>z textu musí být zřejmé, že jde o žádost o informace podle zákona č. 106/1999 Sb.</li>
</ol>
<h2>Jak ji podat</h2>
<p>Osobně na podatelně, poštou, e-mailem na <a href="mailto:podatelna@vzorov.example">podatelna@vzorov.example</a>, datovou schránkou vz7m4qa nebo online z účtu občana.</p>
<h2>Lhůty</h2>
<p>Informaci poskytneme do 15 dnů od přijetí žádosti. Ze závažných důvodů lze lhůtu prodloužit nejvýše o 10 dní; o prodloužení vás budeme informovat.</p>`,
  },
  {
    slug: 'obradni-sin',
    title: 'Obřadní síň a svatby',
    description: 'Kde a kdy se ve Vzorově konají svatební obřady a vítání občánků a jak si termín zarezervovat.',
    body: `
<p>Obřadní síň je ve druhém patře radnice na náměstí Míru. Je bezbariérová, výtah je u hlavního vchodu.</p>
<h2>Svatební obřady</h2>
<p>Obřady se konají v pátek od 10:00 do 16:00 a ve vybrané soboty. Termín si rezervujte nejméně měsíc předem na matrice. Správní poplatek za uzavření manželství mimo stanovenou dobu nebo místo je 3 000 Kč.</p>
<h2>Vítání občánků</h2>
<p>Nové malé Vzorováky vítáme čtyřikrát do roka. Pozvánku posíláme rodičům, kteří dali souhlas se zpracováním údajů dítěte.</p>`,
  },
  {
    slug: 'identita-obcana',
    title: 'Identita občana',
    description: 'Jak se k úředním službám přihlásit státem ověřenou elektronickou identitou a co vám to ušetří.',
    body: `
<p>Identita občana je státní služba, přes kterou se můžete přihlásit k elektronickým službám úřadů jedním ověřeným prostředkem: bankovní identitou, občanským průkazem s čipem nebo mobilní aplikací eGovernment Online.</p>
<h2>Co vám přihlášení identitou přinese</h2>
<ul>
<li>Žádosti podané po přihlášení identitou jsou podepsané vaší ověřenou totožností, takže je nemusíte osobně podepisovat na úřadě.</li>
<li>Údaje jako jméno, datum narození a adresa trvalého pobytu se do formulářů vyplní samy z registrů.</li>
<li>Na <a href="https://portal.gov.cz/">Portálu občana</a> uvidíte také své záznamy z registrů a datovou schránku.</li>
</ul>
<h2>Jak to funguje na webu Vzorova</h2>
<p>Účet občana na tomto webu si zatím zakládáte e-mailem a heslem. Připojení přihlášení přes identitu občana připravujeme; až bude hotové, propojíte ho se svým účtem jedním kliknutím a o nic nepřijdete.</p>
<h2>Kde si identitu zařídit</h2>
<p>Nejjednodušší je bankovní identita, kterou nabízí většina bank. Občanský průkaz s čipem aktivujete na kterémkoli obecním úřadě s rozšířenou působností, ve Vzorově na přepážce Czech POINT.</p>`,
  },
  {
    slug: 'caj-se-starostkou',
    title: 'Čaj se starostkou',
    description:
      'Každou středu odpoledne si se starostkou Vzorova můžete u čaje promluvit o tom, co vás ve městě těší nebo trápí.',
    body: `
<p>Starostka Mgr. Helena Vzorová zve každou středu od 15:00 do 18:00 na čaj do své kanceláře v prvním patře radnice. Každý rozhovor má vyhrazeno dvacet minut, abyste nemuseli čekat.</p>
<h2>O čem si můžete promluvit</h2>
<ul>
<li>nápady, co by se ve Vzorově dalo zlepšit,</li>
<li>problémy ve vaší ulici, které se nedaří vyřešit běžnou cestou,</li>
<li>otázky k plánům města, rozpočtu nebo investicím.</li>
</ul>
<p>Úřední věci, jako je občanský průkaz nebo stavební povolení, vyřídíte rychleji na příslušném odboru v úředních hodinách.</p>
<h2>Jak se objednat</h2>
<p>Volný termín si vyberte a zarezervujte tlačítkem pod tímto textem. Pokud vám objednávání přes web nevyhovuje, domluvte se telefonicky na sekretariátu starostky, <a href="tel:+420555123101">555 123 101</a>, nebo e-mailem na <a href="mailto:starostka@vzorov.example">starostka@vzorov.example</a>.</p>`,
  },
];
