import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { TOP_LEVEL_PAGES } from './features/pages/paths.ts';

/** Czech paths; route ids end in ___cs (spec §2). */
export default [
  index('features/home/pages/home.tsx', { id: 'index___cs' }),
  route('nastaveni-cookies', 'features/shell/pages/nastaveni-cookies.tsx', { id: 'nastaveni-cookies___cs' }),
  route('oznameni', 'features/shell/pages/oznameni.ts', { id: 'oznameni___cs' }),
  // The shop's counter: orders, goods and stock, discount codes.
  route('sprava/obchod', 'features/shop/pages/sprava-obchod.tsx', { id: 'sprava-obchod___cs' }),
  route('sprava/obchod/objednavka/:id', 'features/shop/pages/sprava-obchod-objednavka.tsx', {
    id: 'sprava-obchod-objednavka-id___cs',
  }),
  route('sprava/obchod/zbozi', 'features/shop/pages/sprava-obchod-zbozi.tsx', { id: 'sprava-obchod-zbozi___cs' }),
  route('sprava/obchod/zbozi/:id', 'features/shop/pages/sprava-obchod-vyrobek.tsx', {
    id: 'sprava-obchod-zbozi-id___cs',
  }),
  route('sprava/obchod/kody', 'features/shop/pages/sprava-obchod-kody.tsx', { id: 'sprava-obchod-kody___cs' }),
  // Resident accounts: guest-only pages send a logged-in user home; /ucet/* needs a login.
  route('login', 'features/accounts/pages/login.tsx', { id: 'login___cs' }),
  route('logout', 'features/accounts/pages/logout.ts', { id: 'logout___cs' }),
  route('registrace', 'features/accounts/pages/registrace.tsx', { id: 'registrace___cs' }),
  route('registrace/potvrzeni/:hash', 'features/accounts/pages/registrace-potvrzeni.tsx', {
    id: 'registrace-potvrzeni-hash___cs',
  }),
  route('obnova-hesla', 'features/accounts/pages/obnova-hesla.tsx', { id: 'obnova-hesla___cs' }),
  route('zmena-hesla/:hash', 'features/accounts/pages/zmena-hesla.tsx', { id: 'zmena-hesla-hash___cs' }),
  // The staff administration: each feature's editors under /sprava, the sign-in's second factor first.
  route('sprava', 'features/staff/pages/sprava.tsx', { id: 'sprava___cs' }),
  route('sprava/overeni', 'features/staff/pages/sprava-overeni.tsx', { id: 'sprava-overeni___cs' }),
  route('sprava/zabezpeceni', 'features/staff/pages/sprava-zabezpeceni.tsx', { id: 'sprava-zabezpeceni___cs' }),
  route('sprava/protokol', 'features/staff/pages/sprava-protokol.tsx', { id: 'sprava-protokol___cs' }),
  route('sprava/bezpecnost', 'features/staff/pages/sprava-bezpecnost.tsx', { id: 'sprava-bezpecnost___cs' }),
  route('sprava/statistiky', 'features/statistics/pages/sprava-statistiky.tsx', { id: 'sprava-statistiky___cs' }),
  route('sprava/kontrola', 'features/staff/pages/sprava-kontrola.tsx', { id: 'sprava-kontrola___cs' }),
  route('sprava/protokol.csv', 'features/staff/pages/sprava-protokol-csv.ts', { id: 'sprava-protokol-csv___cs' }),
  route('sprava/presmerovani', 'features/redirects/pages/sprava-presmerovani.tsx', { id: 'sprava-presmerovani___cs' }),
  route('sprava/import', 'features/imports/pages/sprava-import.tsx', { id: 'sprava-import___cs' }),
  route('sprava/import/:id', 'features/imports/pages/sprava-import-beh.tsx', { id: 'sprava-import-id___cs' }),
  route('sprava/presmerovani.csv', 'features/redirects/pages/sprava-presmerovani-csv.ts', {
    id: 'sprava-presmerovani-csv___cs',
  }),
  route('sprava/presmerovani/:id', 'features/redirects/pages/sprava-presmerovani-upravit.tsx', {
    id: 'sprava-presmerovani-id___cs',
  }),
  route('sprava/aktuality', 'features/news/pages/sprava-aktuality.tsx', { id: 'sprava-aktuality___cs' }),
  route('sprava/aktuality/novy', 'features/news/pages/sprava-clanek.tsx', { id: 'sprava-aktuality-novy___cs' }),
  route('sprava/aktuality/:id', 'features/news/pages/sprava-clanek.tsx', { id: 'sprava-aktuality-id___cs' }),
  route('sprava/aktuality/:id/verze', 'features/news/pages/sprava-verze.tsx', { id: 'sprava-aktuality-id-verze___cs' }),
  route('sprava/aktuality/:id/nahled', 'features/news/pages/sprava-nahled.tsx', {
    id: 'sprava-aktuality-id-nahled___cs',
  }),
  route('sprava/uredni-deska', 'features/notice-board/pages/sprava-deska.tsx', { id: 'sprava-uredni-deska___cs' }),
  route('sprava/uredni-deska/nova', 'features/notice-board/pages/sprava-polozka.tsx', {
    id: 'sprava-uredni-deska-nova___cs',
  }),
  route('sprava/uredni-deska/:id', 'features/notice-board/pages/sprava-polozka.tsx', {
    id: 'sprava-uredni-deska-id___cs',
  }),
  route('sprava/uredni-deska/:id/doklad.pdf', 'features/notice-board/pages/sprava-doklad.ts', {
    id: 'sprava-uredni-deska-doklad-pdf___cs',
  }),
  route('sprava/uredni-deska/:id/doklad.json', 'features/notice-board/pages/sprava-doklad.ts', {
    id: 'sprava-uredni-deska-doklad-json___cs',
  }),
  route('sprava/media', 'features/media/pages/sprava-media.tsx', { id: 'sprava-media___cs' }),
  route('sprava/media/nahrat', 'features/media/pages/sprava-media-nahrat.ts', { id: 'sprava-media-nahrat___cs' }),
  route('sprava/media/:id', 'features/media/pages/sprava-obrazek.tsx', { id: 'sprava-media-id___cs' }),
  route('sprava/nastaveni', 'features/shell/pages/sprava-nastaveni.tsx', { id: 'sprava-nastaveni___cs' }),
  route('sprava/bannery', 'features/shell/pages/sprava-bannery.tsx', { id: 'sprava-bannery___cs' }),
  route('sprava/bannery/novy', 'features/shell/pages/sprava-banner.tsx', { id: 'sprava-bannery-novy___cs' }),
  route('sprava/bannery/:id', 'features/shell/pages/sprava-banner.tsx', { id: 'sprava-bannery-id___cs' }),
  route('sprava/menu', 'features/shell/pages/sprava-menu.tsx', { id: 'sprava-menu___cs' }),
  route('sprava/vystrahy', 'features/alerts/pages/sprava-vystrahy.tsx', { id: 'sprava-vystrahy___cs' }),
  route('sprava/vystrahy/nova', 'features/alerts/pages/sprava-vystraha.tsx', { id: 'sprava-vystrahy-nova___cs' }),
  route('sprava/vystrahy/:id', 'features/alerts/pages/sprava-vystraha.tsx', { id: 'sprava-vystrahy-id___cs' }),
  route('sprava/akce/navrhy', 'features/events/pages/sprava-navrhy.tsx', { id: 'sprava-akce-navrhy___cs' }),
  route('sprava/akce', 'features/events/pages/sprava-akce.tsx', { id: 'sprava-akce___cs' }),
  route('sprava/akce/kategorie', 'features/events/pages/sprava-akce-kategorie.tsx', {
    id: 'sprava-akce-kategorie___cs',
  }),
  route('sprava/akce/nova', 'features/events/pages/sprava-akce-editor.tsx', { id: 'sprava-akce-nova___cs' }),
  route('sprava/akce/:id', 'features/events/pages/sprava-akce-editor.tsx', { id: 'sprava-akce-id___cs' }),
  route('sprava/akce/:id/nahled', 'features/events/pages/sprava-akce-nahled.tsx', { id: 'sprava-akce-id-nahled___cs' }),
  route('sprava/akce/:id/verze', 'features/events/pages/sprava-akce-verze.tsx', { id: 'sprava-akce-id-verze___cs' }),
  // The records: one list for the four kinds, and each kind's editor.
  ...(['dokumenty', 'smlouvy', 'vyhlasky', 'zpravodaj'] as const).map((kind) =>
    route(`sprava/${kind}`, 'features/records/pages/sprava-zaznamy.tsx', { id: `sprava-${kind}___cs` }),
  ),
  route('sprava/dokumenty/novy', 'features/records/pages/sprava-dokument.tsx', { id: 'sprava-dokumenty-novy___cs' }),
  // A document uploaded from inside the rich-text editor, answered in JSON (issue 56).
  route('sprava/dokumenty/nahrat', 'features/records/pages/sprava-dokumenty-nahrat.ts', {
    id: 'sprava-dokumenty-nahrat___cs',
  }),
  route('sprava/dokumenty/:id', 'features/records/pages/sprava-dokument.tsx', { id: 'sprava-dokumenty-id___cs' }),
  route('sprava/smlouvy/nova', 'features/records/pages/sprava-smlouva.tsx', { id: 'sprava-smlouvy-nova___cs' }),
  route('sprava/smlouvy/:id', 'features/records/pages/sprava-smlouva.tsx', { id: 'sprava-smlouvy-id___cs' }),
  route('sprava/vyhlasky/nova', 'features/records/pages/sprava-vyhlaska.tsx', { id: 'sprava-vyhlasky-nova___cs' }),
  route('sprava/vyhlasky/:id', 'features/records/pages/sprava-vyhlaska.tsx', { id: 'sprava-vyhlasky-id___cs' }),
  route('sprava/zpravodaj/nove', 'features/records/pages/sprava-zpravodaj.tsx', { id: 'sprava-zpravodaj-nove___cs' }),
  route('sprava/zpravodaj/:id', 'features/records/pages/sprava-zpravodaj.tsx', { id: 'sprava-zpravodaj-id___cs' }),
  route('sprava/pripady', 'features/e-services/pages/sprava-pripady.tsx', { id: 'sprava-pripady___cs' }),
  route('sprava/podatelna', 'features/data-box/pages/sprava-podatelna.tsx', { id: 'sprava-podatelna___cs' }),
  route('sprava/podaci-denik', 'features/people/pages/sprava-podaci-denik.tsx', { id: 'sprava-podaci-denik___cs' }),
  route('sprava/podaci-denik.csv', 'features/people/pages/sprava-podaci-denik-csv.ts', {
    id: 'sprava-podaci-denik-csv___cs',
  }),
  route('sprava/podaci-denik/tisk', 'features/people/pages/sprava-podaci-denik-tisk.tsx', {
    id: 'sprava-podaci-denik-tisk___cs',
  }),
  route('sprava/pripady/:id', 'features/e-services/pages/sprava-pripad.tsx', { id: 'sprava-pripady-id___cs' }),
  route('sprava/zavady', 'features/defects/pages/sprava-zavady.tsx', { id: 'sprava-zavady___cs' }),
  route('sprava/zavady/aplikace', 'features/defects/pages/sprava-zavady-aplikace.tsx', {
    id: 'sprava-zavady-aplikace___cs',
  }),
  route('sprava/zavady/:id', 'features/defects/pages/sprava-zavada.tsx', { id: 'sprava-zavady-id___cs' }),
  // A report's photo from the private store, for the clerks who may see the report (issue 60).
  route('sprava/zavady/foto/:photoId', 'features/defects/pages/sprava-zavady-foto.ts', {
    id: 'sprava-zavady-foto-photoId___cs',
  }),
  route('sprava/platby', 'features/commitments/pages/sprava-platby.tsx', { id: 'sprava-platby___cs' }),
  route('sprava/platby/novy', 'features/commitments/pages/sprava-platby-novy.tsx', { id: 'sprava-platby-novy___cs' }),
  route('sprava/platby/hromadne', 'features/waste/pages/sprava-platby-hromadne.tsx', {
    id: 'sprava-platby-hromadne___cs',
  }),
  route('sprava/platby/vypis', 'features/commitments/pages/sprava-platby-vypis.tsx', {
    id: 'sprava-platby-vypis___cs',
  }),
  route('sprava/platby/fronta', 'features/commitments/pages/sprava-platby-fronta.tsx', {
    id: 'sprava-platby-fronta___cs',
  }),
  route('sprava/platby/fronta/:id', 'features/commitments/pages/sprava-platba.tsx', {
    id: 'sprava-platby-fronta-id___cs',
  }),
  route('sprava/platby/preplatky', 'features/commitments/pages/sprava-preplatky.tsx', {
    id: 'sprava-platby-preplatky___cs',
  }),
  route('sprava/platby/preplatky/:id', 'features/commitments/pages/sprava-preplatek.tsx', {
    id: 'sprava-platby-preplatky-id___cs',
  }),
  route('sprava/rezervace', 'features/reservations/pages/sprava-rezervace.tsx', { id: 'sprava-rezervace___cs' }),
  route('sprava/rezervace/sluzby', 'features/reservations/pages/sprava-rezervace-sluzby.tsx', {
    id: 'sprava-rezervace-sluzby___cs',
  }),
  route('sprava/rezervace/sluzby/:slug', 'features/reservations/pages/sprava-rezervace-sluzba.tsx', {
    id: 'sprava-rezervace-sluzby-slug___cs',
  }),
  route('sprava/odpad', 'features/waste/pages/sprava-odpad.tsx', { id: 'sprava-odpad___cs' }),
  route('sprava/odpad/adresa/nova', 'features/waste/pages/sprava-odpad-adresa.tsx', {
    id: 'sprava-odpad-adresa-nova___cs',
  }),
  route('sprava/odpad/adresa/:id', 'features/waste/pages/sprava-odpad-adresa.tsx', {
    id: 'sprava-odpad-adresa-id___cs',
  }),
  route('sprava/odpad/cenik', 'features/waste/pages/sprava-odpad-cenik.tsx', { id: 'sprava-odpad-cenik___cs' }),
  route('sprava/odpad/objednavky', 'features/waste/pages/sprava-odpad-objednavky.tsx', {
    id: 'sprava-odpad-objednavky___cs',
  }),
  route('sprava/obcane', 'features/accounts/pages/sprava-obcane.tsx', { id: 'sprava-obcane___cs' }),
  route('sprava/obcane/skupiny', 'features/accounts/pages/sprava-obcane-skupiny.tsx', {
    id: 'sprava-obcane-skupiny___cs',
  }),
  route('sprava/obcane/:id', 'features/accounts/pages/sprava-obcan.tsx', { id: 'sprava-obcane-id___cs' }),
  route('sprava/obcane/:id/udaje.json', 'features/personal-data/pages/sprava-obcan-udaje.ts', {
    id: 'sprava-obcane-id-udaje-json___cs',
  }),
  route('sprava/obcane/:id/udaje.zip', 'features/personal-data/pages/sprava-obcan-udaje.ts', {
    id: 'sprava-obcane-id-udaje-zip___cs',
  }),
  route('sprava/prehledy', 'features/reports/pages/sprava-prehledy.tsx', { id: 'sprava-prehledy___cs' }),
  route('sprava/lide', 'features/people/pages/sprava-lide.tsx', { id: 'sprava-lide___cs' }),
  route('sprava/odbory/novy', 'features/people/pages/sprava-odbor.tsx', { id: 'sprava-odbory-novy___cs' }),
  route('sprava/odbory/:id', 'features/people/pages/sprava-odbor.tsx', { id: 'sprava-odbory-id___cs' }),
  route('sprava/pracovnici/novy', 'features/people/pages/sprava-pracovnik.tsx', { id: 'sprava-pracovnici-novy___cs' }),
  route('sprava/pracovnici/:id', 'features/people/pages/sprava-pracovnik.tsx', { id: 'sprava-pracovnici-id___cs' }),
  route('sprava/zastupitele/novy', 'features/people/pages/sprava-zastupitel.tsx', {
    id: 'sprava-zastupitele-novy___cs',
  }),
  route('sprava/zastupitele/:id', 'features/people/pages/sprava-zastupitel.tsx', { id: 'sprava-zastupitele-id___cs' }),
  route('sprava/zasedani/nove', 'features/people/pages/sprava-zasedani.tsx', { id: 'sprava-zasedani-nove___cs' }),
  route('sprava/zasedani/:id', 'features/people/pages/sprava-zasedani.tsx', { id: 'sprava-zasedani-id___cs' }),
  route('sprava/galerie', 'features/galleries/pages/sprava-galerie.tsx', { id: 'sprava-galerie___cs' }),
  route('sprava/galerie/nova', 'features/galleries/pages/sprava-galerie-editor.tsx', {
    id: 'sprava-galerie-nova___cs',
  }),
  route('sprava/galerie/:id', 'features/galleries/pages/sprava-galerie-editor.tsx', { id: 'sprava-galerie-id___cs' }),
  route('sprava/stranky', 'features/pages/pages/sprava-stranky.tsx', { id: 'sprava-stranky___cs' }),
  route('sprava/stranky/nova', 'features/pages/pages/sprava-stranka.tsx', { id: 'sprava-stranky-nova___cs' }),
  route('sprava/stranky/:id', 'features/pages/pages/sprava-stranka.tsx', { id: 'sprava-stranky-id___cs' }),
  route('sprava/stranky/:id/nahled', 'features/pages/pages/sprava-stranka-nahled.tsx', {
    id: 'sprava-stranky-id-nahled___cs',
  }),
  route('sprava/stranky/:id/verze', 'features/pages/pages/sprava-stranka-verze.tsx', {
    id: 'sprava-stranky-id-verze___cs',
  }),
  route('sprava/rozcestniky', 'features/pages/pages/sprava-rozcestniky.tsx', { id: 'sprava-rozcestniky___cs' }),
  route('sprava/rozcestniky/:id', 'features/pages/pages/sprava-rozcestnik.tsx', { id: 'sprava-rozcestniky-id___cs' }),
  route('ucet/export', 'features/personal-data/pages/ucet-export.ts', { id: 'ucet-export___cs' }),
  route('ucet/export.zip', 'features/personal-data/pages/ucet-export.ts', { id: 'ucet-export-zip___cs' }),
  route('ucet', 'features/accounts/pages/ucet.tsx', { id: 'ucet___cs' }, [
    index('features/accounts/pages/ucet-osobni-udaje.tsx', { id: 'ucet-index___cs' }),
    route('moje-pripady', 'features/e-services/pages/ucet-moje-pripady.tsx', { id: 'ucet-moje-pripady___cs' }),
    route('moje-rezervace', 'features/reservations/pages/ucet-moje-rezervace.tsx', { id: 'ucet-moje-rezervace___cs' }),
    route('moje-zavazky', 'features/commitments/pages/my-commitments.tsx', { id: 'ucet-moje-zavazky___cs' }),
    route('moje-odpady', 'features/waste/pages/my-waste.tsx', { id: 'ucet-moje-odpady___cs' }),
    route('moje-objednavky', 'features/shop/pages/ucet-moje-objednavky.tsx', { id: 'ucet-moje-objednavky___cs' }),
    route('odber', 'features/subscriptions/pages/ucet-odber.tsx', { id: 'ucet-odber___cs' }),
    route('moje-zavady', 'features/defects/pages/ucet-moje-zavady.tsx', { id: 'ucet-moje-zavady___cs' }),
    route('moje-zavady/:number', 'features/defects/pages/ucet-moje-zavada.tsx', { id: 'ucet-moje-zavady-number___cs' }),
    route('moje-objednavky/:id', 'features/shop/pages/ucet-objednavka.tsx', { id: 'ucet-moje-objednavky-id___cs' }),
    route('moje-odpady/nadoba/:id', 'features/waste/pages/bin.tsx', { id: 'ucet-moje-odpady-nadoba-id___cs' }),
    route('moje-odpady/rok/:id', 'features/waste/pages/year-calendar.tsx', { id: 'ucet-moje-odpady-rok-id___cs' }),
    route('moje-odpady/objednat-svoz/:id', 'features/waste/pages/order-pickup.tsx', {
      id: 'ucet-moje-odpady-objednat-svoz-id___cs',
    }),
    route('moje-pripady/detail/:id', 'features/e-services/pages/ucet-pripad-detail.tsx', {
      id: 'ucet-moje-pripady-detail-id___cs',
    }),
    route('*', 'features/accounts/pages/ucet-not-found.tsx', { id: 'ucet-not-found___cs' }),
  ]),
  route('aktuality', 'features/news/pages/aktuality.tsx', { id: 'aktuality___cs' }),
  route('aktuality/rss.xml', 'features/news/pages/aktuality-rss.ts', { id: 'aktuality-rss___cs' }),
  route('aktuality/:slug', 'features/news/pages/aktuality-detail.tsx', { id: 'aktuality-slug___cs' }),
  route('blocek-starostky', 'features/news/pages/blocek-starostky.tsx', { id: 'blocek-starostky___cs' }),
  route('blocek-starostky/:slug', 'features/news/pages/blocek-starostky-detail.tsx', {
    id: 'blocek-starostky-slug___cs',
  }),
  route('akce', 'features/events/pages/akce.tsx', { id: 'akce___cs' }),
  route('akce/kalendar', 'features/events/pages/akce-kalendar.tsx', { id: 'akce-kalendar___cs' }),
  route('akce/nova', 'features/events/pages/akce-nova.tsx', { id: 'akce-nova___cs' }),
  route('akce/dekujeme', 'features/events/pages/akce-dekujeme.tsx', { id: 'akce-dekujeme___cs' }),
  route('akce/:id/:slug', 'features/events/pages/akce-detail.tsx', { id: 'akce-id-slug___cs' }),
  route('galerie', 'features/galleries/pages/galerie.tsx', { id: 'galerie___cs' }),
  route('galerie/:slug', 'features/galleries/pages/galerie-detail.tsx', { id: 'galerie-slug___cs' }),
  route('hledani', 'features/search/pages/hledani.tsx', { id: 'hledani___cs' }),
  route('adresy-a-uredni-hodiny', 'features/shell/pages/adresy-a-uredni-hodiny.tsx', {
    id: 'adresy-a-uredni-hodiny___cs',
  }),
  route('samosprava', 'features/people/pages/samosprava.tsx', { id: 'samosprava___cs' }),
  route('zastupitelstvo', 'features/people/pages/zastupitelstvo.tsx', { id: 'zastupitelstvo___cs' }),
  route('rada', 'features/people/pages/rada.tsx', { id: 'rada___cs' }),
  route('urad', 'features/people/pages/urad.tsx', { id: 'urad___cs' }),
  route('contacts', 'features/people/pages/contacts.tsx', { id: 'contacts___cs' }),
  route('stores', 'features/shop/pages/stores.tsx', { id: 'stores___cs' }),
  // The town shop (DESIGN §9): its list, the cart, the checkout and a guest's order; products at /{product} below.
  route('obchod', 'features/shop/pages/obchod.tsx', { id: 'obchod___cs' }),
  route('kosik', 'features/shop/pages/kosik.tsx', { id: 'kosik___cs' }),
  route('kosik/stav', 'features/shop/pages/kosik-stav.ts', { id: 'kosik-stav___cs' }),
  route('kosik/objednavka', 'features/shop/pages/kosik-objednavka.tsx', { id: 'kosik-objednavka___cs' }),
  route('objednavka/:token', 'features/shop/pages/objednavka.tsx', { id: 'objednavka-token___cs' }),
  // E-mail subscriptions (issue 16): the form, and what a mail's links open.
  route('odber', 'features/subscriptions/pages/odber.tsx', { id: 'odber___cs' }),
  route('odber/:token', 'features/subscriptions/pages/odber-sprava.tsx', { id: 'odber-token___cs' }),
  route('odber/:token/potvrzeni', 'features/subscriptions/pages/odber-potvrzeni.tsx', {
    id: 'odber-token-potvrzeni___cs',
  }),
  route('odber/:token/zrusit', 'features/subscriptions/pages/odber-zrusit.tsx', { id: 'odber-token-zrusit___cs' }),
  // Defect reports (issue 60): the form, and the guest's confirmation link.
  route('nahlasit-zavadu', 'features/defects/pages/nahlasit-zavadu.tsx', { id: 'nahlasit-zavadu___cs' }),
  route('zavady/potvrzeni/:token', 'features/defects/pages/zavady-potvrzeni.tsx', {
    id: 'zavady-potvrzeni-token___cs',
  }),
  route('zavady/sledovani/:token', 'features/defects/pages/zavady-sledovani.tsx', {
    id: 'zavady-sledovani-token___cs',
  }),
  route('telefonni-seznam', 'features/people/pages/telefonni-seznam.tsx', { id: 'telefonni-seznam___cs' }),
  route('dokumenty', 'features/records/pages/dokumenty.tsx', { id: 'dokumenty___cs' }),
  route('smlouvy', 'features/records/pages/smlouvy.tsx', { id: 'smlouvy___cs' }),
  route('vyhlasky-a-narizeni', 'features/records/pages/vyhlasky-a-narizeni.tsx', { id: 'vyhlasky-a-narizeni___cs' }),
  route('zpravodaj', 'features/records/pages/zpravodaj.tsx', { id: 'zpravodaj___cs' }),
  // Defect reports (issue 60): the public list with its map, and a report's page.
  route('zavady', 'features/defects/pages/zavady.tsx', { id: 'zavady___cs' }),
  route('zavady/:number', 'features/defects/pages/zavada.tsx', { id: 'zavady-number___cs' }),
  // "Trápí mě to taky" (issue 60): a guest's confirmation link, and the link that ends following.
  route('zavady/podpora/:token', 'features/defects/pages/zavady-podpora.tsx', { id: 'zavady-podpora-token___cs' }),
  route('zavady/podpora/:token/zrusit', 'features/defects/pages/zavady-podpora.tsx', {
    id: 'zavady-podpora-token-zrusit___cs',
  }),
  route('uredni-deska', 'features/notice-board/pages/uredni-deska.tsx', { id: 'uredni-deska___cs' }),
  route('uredni-deska/otisky', 'features/notice-board/pages/uredni-deska-otisky.tsx', {
    id: 'uredni-deska-otisky___cs',
  }),
  route('uredni-deska/rss.xml', 'features/notice-board/pages/uredni-deska-rss.ts', { id: 'uredni-deska-rss___cs' }),
  route('uredni-deska/:slug', 'features/notice-board/pages/uredni-deska-detail.tsx', { id: 'uredni-deska-slug___cs' }),
  // E-services: the catalogue, life situations, and one form engine behind both kinds of form address.
  route('potrebuji-vyridit', 'features/e-services/pages/potrebuji-vyridit.tsx', { id: 'potrebuji-vyridit___cs' }),
  route('potrebuji-vyridit/czech-point', 'features/e-services/pages/czech-point.tsx', {
    id: 'potrebuji-vyridit-czech-point___cs',
  }),
  route('potrebuji-vyridit/:slug', 'features/e-services/pages/potrebuji-vyridit-detail.tsx', {
    id: 'potrebuji-vyridit-slug___cs',
  }),
  route('potrebuji-vyridit/:slug/online-zadost', 'features/e-services/pages/form-page.tsx', {
    id: 'potrebuji-vyridit-slug-online-zadost___cs',
  }),
  route('forms/pending/:form', 'features/e-services/pages/form-page.tsx', { id: 'forms-pending-form___cs' }),
  route('potrebuji-vyridit/:slug/rezervace', 'features/reservations/pages/rezervace.tsx', {
    id: 'potrebuji-vyridit-slug-rezervace___cs',
  }),
  route('rezervace/potvrzeni/:token', 'features/reservations/pages/rezervace-potvrzeni.tsx', {
    id: 'rezervace-potvrzeni-token___cs',
  }),
  route('rezervace/zrusit/:token', 'features/reservations/pages/rezervace-zrusit.tsx', {
    id: 'rezervace-zrusit-token___cs',
  }),
  route('prehled/:slug', 'features/pages/pages/prehled.tsx', { id: 'prehled-slug___cs' }),
  // The legal pages (DESIGN §8) at the addresses people and the law expect; /info/{slug} redirects there.
  ...TOP_LEVEL_PAGES.map((slug) => route(slug, 'features/pages/pages/legal-page.tsx', { id: `${slug}___cs` })),
  // A content page under its parents: /info/{parent}/{slug} (issue 56).
  route('info/*', 'features/pages/pages/info.tsx', { id: 'info-slug___cs' }),
  route('identitaobcana', 'features/pages/pages/identita-obcana.tsx', { id: 'identitaobcana___cs' }),
  route('identitaobcana/nepodarilo', 'features/identity/pages/nepodarilo.tsx', {
    id: 'identitaobcana-nepodarilo___cs',
  }),
  route('identitaobcana/novy-ucet/:token', 'features/identity/pages/novy-ucet.tsx', {
    id: 'identitaobcana-novy-ucet___cs',
  }),
  route('caj-se-starostkou', 'features/pages/pages/caj-se-starostkou.tsx', { id: 'caj-se-starostkou___cs' }),
  route('mapa-stranek', 'features/search/pages/mapa-stranek.tsx', { id: 'mapa-stranek___cs' }),
  // /sitemap.xml and its parts (/sitemap-news-2.xml, a path React Router cannot match) are served by
  // Fastify: app/features/search/sitemap.server.ts.
  route('robots.txt', 'features/shell/pages/robots-txt.ts', { id: 'robots-txt___cs' }),
  // A product at the root (spec §2 /{product}): below every other route, so no product takes a page's address.
  route(':product', 'features/shop/pages/product.tsx', { id: 'product___cs' }),
  // Lowest priority: anything else is "Stránka nenalezena" with status 404.
  route('*', 'features/shell/pages/not-found.tsx', { id: 'not-found___cs' }),
] satisfies RouteConfig;
