import type { Catalogue } from '../../lib/index.js';

/** The demo's page texts in Italian (keys and placeholders: en.ts). */
export const ITALIAN_PAGES: Catalogue = {
  'demo.head.title': '{page} — demo di ux-datatables',
  'demo.nav.label': 'Pagine della demo',
  'demo.nav.home': 'Home',
  'demo.nav.dialog': 'Dialogo nativo',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': 'Adattatore personalizzato',
  'demo.nav.authors': 'Autori',
  'demo.nav.in_place': 'Modifica in cella',
  'demo.nav.totals': 'Totali',
  'demo.nav.builder': 'Costruita a mano',
  'demo.nav.own_template': 'Modello modale proprio',
  'demo.nav.private': 'Privata',
  'demo.home.heading': 'Demo di ux-datatables',
  'demo.home.intro': 'Un catalogo di libri, mostrato da una tabella in ciascuna delle pagine qui sotto. Modifica ed elimina le righe; apri una '
    + 'pagina in due finestre e guarda l’altra seguire. Ogni pagina mostra accanto alla tabella il suo codice sorgente.',
  'demo.page.dialog.title': 'Stile DataTables, dialogo nativo',
  'demo.page.dialog.intro': 'Il foglio di stile di DataTables.net; «Modifica» apre un {dialog} nativo. Si possono eliminare solo le bozze.',
  'demo.page.bootstrap.title': 'Bootstrap 5 (rilevato)',
  'demo.page.bootstrap.intro': 'Il foglio di stile di Bootstrap è su questa pagina, quindi la tabella usa l’adattatore modale {bs5} e il server '
    + 'genera per lui il markup modale di Bootstrap: la tabella non configura alcun modello modale.',
  'demo.page.custom_adapter.title': 'Un adattatore modale personalizzato',
  'demo.page.custom_adapter.intro': 'Questa pagina registra un proprio adattatore modale, {adapter}, che mostra il modulo di modifica in un pannello.',
  'demo.page.authors.title': 'Gli autori dei libri',
  'demo.page.authors.intro': 'Ogni autore con il suo paese (un ManyToOne, filtrabile e modificabile nella sua cella: fai clic o premi Invio) e i titoli dei suoi libri (un OneToMany: i primi tre, poi quanti altri). La ricerca trova un autore per nome, paese o libro.',
  'demo.page.in_place.title': 'Celle modificate sul posto',
  'demo.page.in_place.intro': 'Ogni colonna con {option} si modifica nella sua cella: Invio, F2 o un clic apre l’editor, Invio salva, Esc ripristina la cella, Tab salva e passa alla successiva; Spazio o un clic cambia «In evidenza». Le frecce passano da una cella all’altra.',
  'demo.page.totals.title': 'Totali delle colonne',
  'demo.page.totals.intro': 'Il piede della tabella mostra i totali delle colonne dichiarate con {option}: nella prima riga su tutti i libri che ricerca e filtri trovano, nella seconda su questa pagina. Cerca, filtra o modifica un libro (le sue pagine direttamente nella loro cella) e guardali seguire. «Raggruppa per» mette i libri sotto una riga d’intestazione per stato o autore, con il loro numero e i loro totali; il suo pulsante richiude il gruppo. «Viste» salva la vista mostrata con un nome (in questo browser, o sul server dopo l’accesso) e la riapre, come predefinita se vuoi.',
  'demo.page.builder.title': 'Una tabella costruita a mano',
  'demo.page.builder.intro': 'Costruita con {builder}: le righe sono calcolate dall’applicazione (i 200 libri in evidenza più cari, con la fascia '
    + 'di prezzo), cercate e impaginate in memoria, con una propria colonna di azioni.',
  'demo.page.own_template.title': 'Un modello modale proprio',
  'demo.page.own_template.intro': '«Modifica» apre il modello modale della demo, {file}, tradotto con {t}.',
  'demo.page.private.title': 'Una tabella privata',
  'demo.page.private.intro': 'Solo l’utente demo che ha effettuato l’accesso vede questa tabella: i suoi endpoint di dati, modifica ed eliminazione '
    + 'rispondono 403 a chiunque altro, e i suoi aggiornamenti in tempo reale raggiungono solo le pagine generate dal router.',
  'demo.source.label': 'Codice sorgente di questa tabella',
  'demo.source.heading': 'Il codice sorgente',
  'demo.user.signed_in': 'Accesso effettuato come {name}',
  'demo.user.sign_out': 'Esci',
  'demo.sign_in.intro': 'Questa tabella è privata. Accedi come utente demo per vederla; nessuna password, è una demo.',
  'demo.sign_in.button': 'Accedi come utente demo',
  'demo.book.not_found': 'Non trovato',
  'demo.book.back': 'Torna all’elenco',
};
