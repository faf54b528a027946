import type { Catalogue } from '../../lib/index.js';

/** The demo's page texts in Dutch (keys and placeholders: en.ts). */
export const DUTCH_PAGES: Catalogue = {
  'demo.head.title': '{page} — ux-datatables-demo',
  'demo.nav.label': 'Pagina’s van de demo',
  'demo.nav.home': 'Start',
  'demo.nav.dialog': 'Native dialoog',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': 'Eigen adapter',
  'demo.nav.authors': 'Auteurs',
  'demo.nav.in_place': 'Ter plekke bewerkt',
  'demo.nav.totals': 'Totalen',
  'demo.nav.builder': 'Met de hand gebouwd',
  'demo.nav.own_template': 'Eigen modaal sjabloon',
  'demo.nav.private': 'Privé',
  'demo.home.heading': 'ux-datatables-demo',
  'demo.home.intro': 'Eén boekencatalogus, getoond door een tabel op elk van de pagina’s hieronder. Bewerk en verwijder rijen; open een pagina '
    + 'in twee vensters en zie het andere meegaan. Elke pagina toont naast haar tabel de broncode ervan.',
  'demo.page.dialog.title': 'DataTables-stijl, native dialoog',
  'demo.page.dialog.intro': 'Het eigen stylesheet van DataTables.net; ‘Bewerken’ opent een native {dialog}. Alleen concepten kunnen worden verwijderd.',
  'demo.page.bootstrap.title': 'Bootstrap 5 (herkend)',
  'demo.page.bootstrap.intro': 'Het stylesheet van Bootstrap staat op deze pagina, dus gebruikt de tabel de modale adapter {bs5} en maakt de server '
    + 'er de modale opmaak van Bootstrap voor: de tabel stelt geen modaal sjabloon in.',
  'demo.page.custom_adapter.title': 'Een eigen modale adapter',
  'demo.page.custom_adapter.intro': 'Deze pagina registreert haar eigen modale adapter, {adapter}, die het bewerkformulier in een zijpaneel toont.',
  'demo.page.authors.title': 'De auteurs van de boeken',
  'demo.page.authors.intro': 'Elke auteur met zijn land (een ManyToOne, filterbaar en in zijn cel te wijzigen: klik erop of druk op Enter) en de titels van zijn boeken (een OneToMany: de eerste drie, dan hoeveel nog). Zoeken vindt een auteur op naam, land of boek.',
  'demo.page.in_place.title': 'Cellen ter plekke bewerken',
  'demo.page.in_place.intro': 'Elke kolom met {option} wordt in haar cel bewerkt: Enter, F2 of een klik opent de editor, Enter slaat op, Esc zet de cel terug, Tab slaat op en gaat verder; spatie of een klik schakelt ‘Uitgelicht’ om. De pijltjestoetsen gaan van cel naar cel.',
  'demo.page.totals.title': 'Kolomtotalen',
  'demo.page.totals.intro': 'De voettekst toont de totalen van de kolommen met {option}: op de eerste regel over alle boeken die zoekopdracht en filters vinden, op de tweede over deze pagina. Zoek, filter of bewerk een boek (het aantal pagina’s direct in de cel) en zie ze meebewegen. „Groeperen op” zet de boeken onder een kopregel per status of auteur, met hun aantal en totalen; de knop klapt de groep in. „Weergaven” bewaart de getoonde weergave onder een naam (in deze browser, of op de server zodra u bent aangemeld) en opent haar opnieuw, desgewenst standaard.',
  'demo.page.builder.title': 'Een met de hand gebouwde tabel',
  'demo.page.builder.intro': 'Gebouwd met {builder}: de rijen worden door de applicatie berekend (de 200 duurste uitgelichte boeken, met een '
    + 'prijsklasse), in het geheugen doorzocht en gepagineerd, met een eigen actiekolom.',
  'demo.page.own_template.title': 'Een eigen modaal sjabloon',
  'demo.page.own_template.intro': '‘Bewerken’ opent het eigen modale sjabloon van de demo, {file}, vertaald met {t}.',
  'demo.page.private.title': 'Een privétabel',
  'demo.page.private.intro': 'Alleen de aangemelde demogebruiker ziet deze tabel: de endpoints voor gegevens, bewerken en verwijderen antwoorden '
    + 'iedereen anders met 403, en de live-updates bereiken alleen pagina’s die de router heeft gemaakt.',
  'demo.source.label': 'Broncode van deze tabel',
  'demo.source.heading': 'De broncode',
  'demo.user.signed_in': 'Aangemeld als {name}',
  'demo.user.sign_out': 'Afmelden',
  'demo.sign_in.intro': 'Deze tabel is privé. Meld je aan als de demogebruiker om hem te zien; geen wachtwoord, het is een demo.',
  'demo.sign_in.button': 'Aanmelden als de demogebruiker',
  'demo.book.not_found': 'Niet gevonden',
  'demo.book.back': 'Terug naar de lijst',
};
