import type { Catalogue } from '../../lib/index.js';

/** The demo's page texts in German (keys and placeholders: en.ts). */
export const GERMAN_PAGES: Catalogue = {
  'demo.head.title': '{page} — ux-datatables-Demo',
  'demo.nav.label': 'Seiten der Demo',
  'demo.nav.home': 'Start',
  'demo.nav.dialog': 'Nativer Dialog',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': 'Eigener Adapter',
  'demo.nav.authors': 'Autoren',
  'demo.nav.in_place': 'Direkt bearbeitet',
  'demo.nav.totals': 'Summen',
  'demo.nav.builder': 'Von Hand gebaut',
  'demo.nav.own_template': 'Eigene Modalvorlage',
  'demo.nav.private': 'Privat',
  'demo.home.heading': 'ux-datatables-Demo',
  'demo.home.intro': 'Ein Bücherkatalog, auf jeder der folgenden Seiten in einer Tabelle. Bearbeiten und löschen Sie Zeilen; öffnen Sie '
    + 'eine Seite in zwei Fenstern, und das andere zieht mit. Jede Seite zeigt neben ihrer Tabelle deren Quelltext.',
  'demo.page.dialog.title': 'DataTables-Stil, nativer Dialog',
  'demo.page.dialog.intro': 'Das eigene Stylesheet von DataTables.net; „Bearbeiten“ öffnet ein natives {dialog}. Nur Entwürfe lassen sich löschen.',
  'demo.page.bootstrap.title': 'Bootstrap 5 (erkannt)',
  'demo.page.bootstrap.intro': 'Das Stylesheet von Bootstrap ist auf dieser Seite, also nutzt die Tabelle den Modal-Adapter {bs5}, und der Server '
    + 'rendert dafür das Modal-Markup von Bootstrap: Die Tabelle konfiguriert keine Modalvorlage.',
  'demo.page.custom_adapter.title': 'Ein eigener Modal-Adapter',
  'demo.page.custom_adapter.intro': 'Diese Seite registriert ihren eigenen Modal-Adapter, {adapter}, der das Bearbeitungsformular in einem Seitenbereich zeigt.',
  'demo.page.authors.title': 'Die Autoren der Bücher',
  'demo.page.authors.intro': 'Jeder Autor mit seinem Land (ein ManyToOne, filterbar und in seiner Zelle änderbar: anklicken oder Enter drücken) und den Titeln seiner Bücher (ein OneToMany: die ersten drei, dann wie viele noch). Die Suche findet einen Autor nach Name, Land oder Buch.',
  'demo.page.in_place.title': 'Zellen direkt bearbeiten',
  'demo.page.in_place.intro': 'Jede Spalte mit {option} wird in ihrer Zelle bearbeitet: Eingabe, F2 oder ein Klick öffnet den Editor, Eingabe speichert, Esc stellt die Zelle wieder her, Tab speichert und geht weiter; Leertaste oder ein Klick schaltet „Empfohlen“ um. Die Pfeiltasten wechseln zwischen den Zellen.',
  'demo.page.totals.title': 'Spaltensummen',
  'demo.page.totals.intro': 'Die Fußzeile zeigt die Summen der Spalten mit {option}: in der ersten Zeile über alle Bücher, die Suche und Filter treffen, in der zweiten über diese Seite. Suchen, filtern oder bearbeiten Sie ein Buch (seine Seitenzahl direkt in ihrer Zelle) und sehen Sie, wie sie folgen. „Gruppieren nach“ ordnet die Bücher unter einer Kopfzeile je Status oder Autor an, mit ihrer Anzahl und ihren Summen; ihre Schaltfläche klappt die Gruppe zu. „Ansichten“ speichert die gezeigte Ansicht unter einem Namen (in diesem Browser, oder auf dem Server, sobald Sie angemeldet sind) und öffnet sie wieder, auf Wunsch standardmäßig.',
  'demo.page.builder.title': 'Eine von Hand gebaute Tabelle',
  'demo.page.builder.intro': 'Gebaut mit {builder}: Die Zeilen berechnet die Anwendung (die 200 teuersten empfohlenen Bücher, mit Preisklasse), '
    + 'durchsucht und geblättert wird im Speicher, mit eigener Aktionsspalte.',
  'demo.page.own_template.title': 'Eine eigene Modalvorlage',
  'demo.page.own_template.intro': '„Bearbeiten“ öffnet die eigene Modalvorlage der Demo, {file}, übersetzt mit {t}.',
  'demo.page.private.title': 'Eine private Tabelle',
  'demo.page.private.intro': 'Nur der angemeldete Demo-Benutzer sieht diese Tabelle: Ihre Daten-, Bearbeitungs- und Lösch-Endpunkte antworten '
    + 'allen anderen mit 403, und ihre Live-Aktualisierungen erreichen nur Seiten, die der Router gerendert hat.',
  'demo.source.label': 'Quelltext dieser Tabelle',
  'demo.source.heading': 'Der Quelltext',
  'demo.user.signed_in': 'Angemeldet als {name}',
  'demo.user.sign_out': 'Abmelden',
  'demo.sign_in.intro': 'Diese Tabelle ist privat. Melden Sie sich als Demo-Benutzer an, um sie zu sehen; ohne Passwort, es ist eine Demo.',
  'demo.sign_in.button': 'Als Demo-Benutzer anmelden',
  'demo.book.not_found': 'Nicht gefunden',
  'demo.book.back': 'Zurück zur Liste',
};
