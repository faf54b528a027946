import type { Catalogue } from '../../lib/index.js';

/** The demo's page texts in Polish (keys and placeholders: en.ts). */
export const POLISH_PAGES: Catalogue = {
  'demo.head.title': '{page} — demo ux-datatables',
  'demo.nav.label': 'Strony demo',
  'demo.nav.home': 'Strona główna',
  'demo.nav.dialog': 'Natywne okno dialogowe',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': 'Własny adapter',
  'demo.nav.authors': 'Autorzy',
  'demo.nav.in_place': 'Edycja w komórce',
  'demo.nav.totals': 'Sumy',
  'demo.nav.builder': 'Zbudowana ręcznie',
  'demo.nav.own_template': 'Własny szablon okna',
  'demo.nav.private': 'Prywatna',
  'demo.home.heading': 'Demo ux-datatables',
  'demo.home.intro': 'Jeden katalog książek, pokazany w tabeli na każdej z poniższych stron. Edytuj i usuwaj wiersze; otwórz stronę w dwóch '
    + 'oknach i zobacz, jak drugie nadąża. Każda strona pokazuje obok tabeli jej kod źródłowy.',
  'demo.page.dialog.title': 'Styl DataTables, natywne okno dialogowe',
  'demo.page.dialog.intro': 'Własny arkusz stylów DataTables.net; „Edytuj” otwiera natywny {dialog}. Usuwać można tylko szkice.',
  'demo.page.bootstrap.title': 'Bootstrap 5 (wykryty)',
  'demo.page.bootstrap.intro': 'Arkusz stylów Bootstrapa jest na tej stronie, więc tabela używa adaptera okna {bs5}, a serwer generuje dla niego '
    + 'znaczniki okna Bootstrapa: tabela nie konfiguruje żadnego szablonu okna.',
  'demo.page.custom_adapter.title': 'Własny adapter okna',
  'demo.page.custom_adapter.intro': 'Ta strona rejestruje własny adapter okna, {adapter}, który pokazuje formularz edycji w panelu bocznym.',
  'demo.page.authors.title': 'Autorzy książek',
  'demo.page.authors.intro': 'Każdy autor z krajem (ManyToOne, z filtrem, zmieniany w swojej komórce: kliknij lub naciśnij Enter) i tytułami swoich książek (OneToMany: pierwsze trzy, potem ile jeszcze). Wyszukiwanie znajduje autora po nazwisku, kraju lub książce.',
  'demo.page.in_place.title': 'Komórki edytowane na miejscu',
  'demo.page.in_place.intro': 'Każda kolumna z {option} jest edytowana w swojej komórce: Enter, F2 lub kliknięcie otwiera edytor, Enter zapisuje, Esc przywraca komórkę, Tab zapisuje i przechodzi dalej; spacja lub kliknięcie przełącza „Polecana”. Strzałki przechodzą między komórkami.',
  'demo.page.totals.title': 'Sumy kolumn',
  'demo.page.totals.intro': 'Stopka pokazuje sumy kolumn zadeklarowanych przez {option}: w pierwszym wierszu dla wszystkich książek pasujących do wyszukiwania i filtrów, w drugim dla tej strony. Wyszukaj, przefiltruj lub edytuj książkę (liczbę stron wprost w komórce) i zobacz, jak się zmieniają. „Grupuj według” układa książki pod wierszem nagłówka dla każdego statusu lub autora, z ich liczbą i sumami; jego przycisk zwija grupę. „Widoki” zapisują pokazany widok pod nazwą (w tej przeglądarce lub na serwerze po zalogowaniu) i otwierają go ponownie, na życzenie domyślnie.',
  'demo.page.builder.title': 'Tabela zbudowana ręcznie',
  'demo.page.builder.intro': 'Zbudowana za pomocą {builder}: wiersze oblicza aplikacja (200 najdroższych polecanych książek, z przedziałem cenowym), '
    + 'wyszukiwanie i stronicowanie odbywa się w pamięci, z własną kolumną akcji.',
  'demo.page.own_template.title': 'Własny szablon okna',
  'demo.page.own_template.intro': '„Edytuj” otwiera własny szablon okna demo, {file}, tłumaczony za pomocą {t}.',
  'demo.page.private.title': 'Tabela prywatna',
  'demo.page.private.intro': 'Tę tabelę widzi tylko zalogowany użytkownik demo: jej punkty końcowe danych, edycji i usuwania odpowiadają 403 '
    + 'każdemu innemu, a jej aktualizacje na żywo docierają tylko do stron wygenerowanych przez router.',
  'demo.source.label': 'Kod źródłowy tej tabeli',
  'demo.source.heading': 'Kod źródłowy',
  'demo.user.signed_in': 'Zalogowano jako {name}',
  'demo.user.sign_out': 'Wyloguj się',
  'demo.sign_in.intro': 'Ta tabela jest prywatna. Zaloguj się jako użytkownik demo, aby ją zobaczyć; bez hasła, to tylko demo.',
  'demo.sign_in.button': 'Zaloguj się jako użytkownik demo',
  'demo.book.not_found': 'Nie znaleziono',
  'demo.book.back': 'Wróć do listy',
};
