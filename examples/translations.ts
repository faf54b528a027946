import type { Catalogue } from '../lib/index.js';
import { PAGE_TRANSLATIONS } from './page-translations/index.js';

// The demo's own messages, merged over the library's catalogues by the router's `translations`
// option, in each of the library's twelve languages. Its labels are written in English and used as
// keys here (a label that is a key is translated, any other shown as written); its page texts (nav,
// titles, descriptions) are `demo.*` keys, one file per language in page-translations/. The library's
// own messages (actions, forms, filters, DataTables.net's words) come from its catalogues. Every
// language has every key (spec/e2e/demo-translations.spec.ts): a page never mixes two languages.
// A page's locale is negotiated from the browser's Accept-Language.

// The own-template page's modal (examples/views/modal/book_card.html.ejs) uses keys of its own.
const ENGLISH: Catalogue = {
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': 'Summary', 'column.reading-list.book.tags': 'Tags', 'column.reading-list.book.author.books': 'More by the author',
  'card.kicker': 'Book {id} · version {version}', 'card.new_kicker': 'A new book', 'card.hint': 'Saved for everyone at once', 'card.save': 'Save the book',
};

const GERMAN: Catalogue = {
  Book: 'Buch', Note: 'Notiz', 'Edit note': 'Notiz bearbeiten',
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': 'Zusammenfassung', 'column.reading-list.book.tags': 'Schlagwörter', 'column.reading-list.book.author.books': 'Mehr von der Autorin oder dem Autor',
  'card.kicker': 'Buch {id} · Version {version}', 'card.new_kicker': 'Ein neues Buch', 'card.hint': 'Für alle zugleich gespeichert', 'card.save': 'Buch speichern',
  ID: 'ID', Title: 'Titel', Author: 'Autor', Status: 'Status', Featured: 'Empfohlen', 'Published on': 'Erschienen am',
  Pages: 'Seiten', Price: 'Preis', 'Price band': 'Preisklasse', Summary: 'Zusammenfassung', Website: 'Website', Draft: 'Entwurf', Published: 'Veröffentlicht', Archived: 'Archiviert',
  Manage: 'Verwalten',
  'Edit book': 'Buch bearbeiten', 'New book': 'Neues Buch', 'Delete this book?': 'Dieses Buch löschen?', 'A title does not start with a small letter': 'Ein Titel beginnt nicht mit einem Kleinbuchstaben',
  // A confirmation naming a row value: the browser puts the row's title in place of {title}.
  'Delete “{title}”?': '„{title}“ löschen?', 'Publish “{title}”?': '„{title}“ veröffentlichen?',
  Publish: 'Veröffentlichen',
  Country: 'Land', Tags: 'Schlagwörter', Name: 'Name', Books: 'Bücher', 'Edit author': 'Autor bearbeiten',
};

const FRENCH: Catalogue = {
  Book: 'Livre', Note: 'Note', 'Edit note': 'Modifier la note',
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': 'Résumé', 'column.reading-list.book.tags': 'Étiquettes', 'column.reading-list.book.author.books': 'Du même auteur',
  'card.kicker': 'Livre {id} · version {version}', 'card.new_kicker': 'Un nouveau livre', 'card.hint': 'Enregistré pour tous à la fois', 'card.save': 'Enregistrer le livre',
  ID: 'ID', Title: 'Titre', Author: 'Auteur', Status: 'Statut', Manage: 'Gérer', Featured: 'À la une', 'Published on': 'Publié le', Pages: 'Pages', Price: 'Prix', 'Price band': 'Gamme de prix',
  Summary: 'Résumé', Website: 'Site web', Draft: 'Brouillon', Published: 'Publié', Archived: 'Archivé',
  'Edit book': 'Modifier le livre', 'New book': 'Nouveau livre', 'Delete this book?': 'Supprimer ce livre ?', 'A title does not start with a small letter': 'Un titre ne commence pas par une minuscule',
  'Delete “{title}”?': 'Supprimer « {title} » ?', 'Publish “{title}”?': 'Publier « {title} » ?', Publish: 'Publier',
  Country: 'Pays', Tags: 'Étiquettes', Name: 'Nom', Books: 'Livres', 'Edit author': 'Modifier l’auteur',
};

const SPANISH: Catalogue = {
  Book: 'Libro', Note: 'Nota', 'Edit note': 'Editar la nota',
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': 'Resumen', 'column.reading-list.book.tags': 'Etiquetas', 'column.reading-list.book.author.books': 'Más del mismo autor',
  'card.kicker': 'Libro {id} · versión {version}', 'card.new_kicker': 'Un libro nuevo', 'card.hint': 'Guardado para todos a la vez', 'card.save': 'Guardar el libro',
  ID: 'ID', Title: 'Título', Author: 'Autor', Status: 'Estado', Featured: 'Destacado', 'Published on': 'Publicado el', Pages: 'Páginas',
  Price: 'Precio', 'Price band': 'Gama de precio', Summary: 'Resumen', Website: 'Sitio web', Draft: 'Borrador', Published: 'Publicado',
  Archived: 'Archivado', Manage: 'Gestionar', 'Edit book': 'Editar el libro', 'New book': 'Nuevo libro', 'Delete this book?': '¿Eliminar este libro?',
  'A title does not start with a small letter': 'Un título no empieza por minúscula', 'Delete “{title}”?': '¿Eliminar «{title}»?', 'Publish “{title}”?': '¿Publicar «{title}»?',
  Publish: 'Publicar',
  Country: 'País', Tags: 'Etiquetas', Name: 'Nombre', Books: 'Libros', 'Edit author': 'Editar el autor',
};

const ITALIAN: Catalogue = {
  Book: 'Libro', Note: 'Nota', 'Edit note': 'Modifica la nota',
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': 'Riassunto', 'column.reading-list.book.tags': 'Etichette', 'column.reading-list.book.author.books': 'Altro dello stesso autore',
  'card.kicker': 'Libro {id} · versione {version}', 'card.new_kicker': 'Un nuovo libro', 'card.hint': 'Salvato per tutti in una volta', 'card.save': 'Salva il libro',
  ID: 'ID', Title: 'Titolo', Author: 'Autore', Status: 'Stato', Featured: 'In evidenza', 'Published on': 'Pubblicato il', Pages: 'Pagine',
  Price: 'Prezzo', 'Price band': 'Fascia di prezzo', Summary: 'Riassunto', Website: 'Sito web', Draft: 'Bozza', Published: 'Pubblicato',
  Archived: 'Archiviato', Manage: 'Gestisci', 'Edit book': 'Modifica libro', 'New book': 'Nuovo libro', 'Delete this book?': 'Eliminare questo libro?',
  'A title does not start with a small letter': 'Un titolo non inizia con una lettera minuscola', 'Delete “{title}”?': 'Eliminare «{title}»?', 'Publish “{title}”?': 'Pubblicare «{title}»?',
  Publish: 'Pubblica',
  Country: 'Paese', Tags: 'Etichette', Name: 'Nome', Books: 'Libri', 'Edit author': 'Modifica autore',
};

const PORTUGUESE: Catalogue = {
  Book: 'Livro', Note: 'Nota', 'Edit note': 'Editar a nota',
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': 'Resumo', 'column.reading-list.book.tags': 'Etiquetas', 'column.reading-list.book.author.books': 'Mais do mesmo autor',
  'card.kicker': 'Livro {id} · versão {version}', 'card.new_kicker': 'Um novo livro', 'card.hint': 'Salvo para todos de uma vez', 'card.save': 'Salvar o livro',
  ID: 'ID', Title: 'Título', Author: 'Autor', Status: 'Status', Featured: 'Destaque', 'Published on': 'Publicado em', Pages: 'Páginas',
  Price: 'Preço', 'Price band': 'Faixa de preço', Summary: 'Resumo', Website: 'Site', Draft: 'Rascunho', Published: 'Publicado',
  Archived: 'Arquivado', Manage: 'Gerenciar', 'Edit book': 'Editar livro', 'New book': 'Novo livro', 'Delete this book?': 'Excluir este livro?',
  'A title does not start with a small letter': 'Um título não começa com letra minúscula', 'Delete “{title}”?': 'Excluir “{title}”?', 'Publish “{title}”?': 'Publicar “{title}”?',
  Publish: 'Publicar',
  Country: 'País', Tags: 'Etiquetas', Name: 'Nome', Books: 'Livros', 'Edit author': 'Editar autor',
};

const ARABIC: Catalogue = {
  Book: 'الكتاب', Note: 'ملاحظة', 'Edit note': 'تعديل الملاحظة',
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': 'الملخص', 'column.reading-list.book.tags': 'الوسوم', 'column.reading-list.book.author.books': 'المزيد للمؤلف نفسه',
  'card.kicker': 'الكتاب {id} · الإصدار {version}', 'card.new_kicker': 'كتاب جديد', 'card.hint': 'يُحفظ للجميع في آن واحد', 'card.save': 'حفظ الكتاب',
  ID: 'المعرّف', Title: 'العنوان', Author: 'المؤلف', Status: 'الحالة', Featured: 'مميّز', 'Published on': 'تاريخ النشر', Pages: 'الصفحات',
  Price: 'السعر', 'Price band': 'فئة السعر', Summary: 'الملخص', Website: 'الموقع', Draft: 'مسودة', Published: 'منشور',
  Archived: 'مؤرشف', Manage: 'إدارة', 'Edit book': 'تعديل الكتاب', 'New book': 'كتاب جديد', 'Delete this book?': 'حذف هذا الكتاب؟',
  'A title does not start with a small letter': 'لا يبدأ العنوان بحرف صغير', 'Delete “{title}”?': 'حذف «{title}»؟', 'Publish “{title}”?': 'نشر «{title}»؟',
  Publish: 'نشر',
  Country: 'البلد', Tags: 'الوسوم', Name: 'الاسم', Books: 'الكتب', 'Edit author': 'تعديل المؤلف',
};

const HEBREW: Catalogue = {
  Book: 'ספר', Note: 'הערה', 'Edit note': 'עריכת הערה',
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': 'תקציר', 'column.reading-list.book.tags': 'תגיות', 'column.reading-list.book.author.books': 'עוד מאותו מחבר',
  'card.kicker': 'ספר {id} · גרסה {version}', 'card.new_kicker': 'ספר חדש', 'card.hint': 'נשמר לכולם בבת אחת', 'card.save': 'שמירת הספר',
  ID: 'מזהה', Title: 'כותרת', Author: 'מחבר', Status: 'סטטוס', Featured: 'מומלץ', 'Published on': 'תאריך פרסום', Pages: 'עמודים',
  Price: 'מחיר', 'Price band': 'טווח מחירים', Summary: 'תקציר', Website: 'אתר', Draft: 'טיוטה', Published: 'פורסם',
  Archived: 'בארכיון', Manage: 'ניהול', 'Edit book': 'עריכת ספר', 'New book': 'ספר חדש', 'Delete this book?': 'למחוק את הספר הזה?',
  'A title does not start with a small letter': 'כותרת אינה מתחילה באות קטנה', 'Delete “{title}”?': 'למחוק את "{title}"?', 'Publish “{title}”?': 'לפרסם את "{title}"?',
  Publish: 'פרסום',
  Country: 'ארץ', Tags: 'תגיות', Name: 'שם', Books: 'ספרים', 'Edit author': 'עריכת מחבר',
};

const DUTCH: Catalogue = {
  Book: 'Boek', Note: 'Notitie', 'Edit note': 'Notitie bewerken',
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': 'Samenvatting', 'column.reading-list.book.tags': 'Labels', 'column.reading-list.book.author.books': 'Meer van dezelfde auteur',
  'card.kicker': 'Boek {id} · versie {version}', 'card.new_kicker': 'Een nieuw boek', 'card.hint': 'Voor iedereen tegelijk opgeslagen', 'card.save': 'Boek opslaan',
  ID: 'ID', Title: 'Titel', Author: 'Auteur', Status: 'Status', Featured: 'Uitgelicht', 'Published on': 'Verschenen op', Pages: 'Pagina’s',
  Price: 'Prijs', 'Price band': 'Prijsklasse', Summary: 'Samenvatting', Website: 'Website', Draft: 'Concept', Published: 'Gepubliceerd',
  Archived: 'Gearchiveerd', Manage: 'Beheren', 'Edit book': 'Boek bewerken', 'New book': 'Nieuw boek', 'Delete this book?': 'Dit boek verwijderen?',
  'A title does not start with a small letter': 'Een titel begint niet met een kleine letter', 'Delete “{title}”?': '‘{title}’ verwijderen?', 'Publish “{title}”?': '‘{title}’ publiceren?',
  Publish: 'Publiceren',
  Country: 'Land', Tags: 'Labels', Name: 'Naam', Books: 'Boeken', 'Edit author': 'Auteur bewerken',
};

const POLISH: Catalogue = {
  Book: 'Książka', Note: 'Notatka', 'Edit note': 'Edytuj notatkę',
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': 'Streszczenie', 'column.reading-list.book.tags': 'Etykiety', 'column.reading-list.book.author.books': 'Więcej tego autora',
  'card.kicker': 'Książka {id} · wersja {version}', 'card.new_kicker': 'Nowa książka', 'card.hint': 'Zapisywana dla wszystkich naraz', 'card.save': 'Zapisz książkę',
  ID: 'ID', Title: 'Tytuł', Author: 'Autor', Status: 'Status', Featured: 'Polecana', 'Published on': 'Data wydania', Pages: 'Liczba stron',
  Price: 'Cena', 'Price band': 'Przedział cenowy', Summary: 'Streszczenie', Website: 'Strona WWW', Draft: 'Szkic', Published: 'Opublikowana',
  Archived: 'Zarchiwizowana', Manage: 'Zarządzaj', 'Edit book': 'Edytuj książkę', 'New book': 'Nowa książka', 'Delete this book?': 'Usunąć tę książkę?',
  'A title does not start with a small letter': 'Tytuł nie zaczyna się od małej litery', 'Delete “{title}”?': 'Usunąć „{title}”?', 'Publish “{title}”?': 'Opublikować „{title}”?',
  Publish: 'Opublikuj',
  Country: 'Kraj', Tags: 'Tagi', Name: 'Nazwa', Books: 'Książki', 'Edit author': 'Edytuj autora',
};

const JAPANESE: Catalogue = {
  Book: '本', Note: 'メモ', 'Edit note': 'メモを編集',
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': 'あらすじ', 'column.reading-list.book.tags': 'タグ', 'column.reading-list.book.author.books': '同じ著者の本',
  'card.kicker': '書籍 {id} · バージョン {version}', 'card.new_kicker': '新しい書籍', 'card.hint': '全員に同時に保存されます', 'card.save': '書籍を保存',
  ID: 'ID', Title: 'タイトル', Author: '著者', Status: 'ステータス', Featured: 'おすすめ', 'Published on': '発行日', Pages: 'ページ数',
  Price: '価格', 'Price band': '価格帯', Summary: '概要', Website: 'ウェブサイト', Draft: '下書き', Published: '公開済み',
  Archived: 'アーカイブ済み', Manage: '管理', 'Edit book': '書籍を編集', 'New book': '新しい書籍', 'Delete this book?': 'この書籍を削除しますか？',
  'A title does not start with a small letter': 'タイトルは小文字で始められません', 'Delete “{title}”?': '「{title}」を削除しますか？', 'Publish “{title}”?': '「{title}」を公開しますか？',
  Publish: '公開',
  Country: '国', Tags: 'タグ', Name: '名前', Books: '書籍', 'Edit author': '著者を編集',
};

const CHINESE: Catalogue = {
  Book: '书', Note: '备注', 'Edit note': '编辑备注',
  // The reading list's details (setDetails): paths through the book, labelled here rather than in words.
  'column.reading-list.book.summary': '摘要', 'column.reading-list.book.tags': '标签', 'column.reading-list.book.author.books': '同一作者的更多作品',
  'card.kicker': '图书 {id} · 版本 {version}', 'card.new_kicker': '新图书', 'card.hint': '为所有人同时保存', 'card.save': '保存图书',
  ID: 'ID', Title: '标题', Author: '作者', Status: '状态', Featured: '推荐', 'Published on': '出版日期', Pages: '页数',
  Price: '价格', 'Price band': '价格区间', Summary: '摘要', Website: '网站', Draft: '草稿', Published: '已发布',
  Archived: '已归档', Manage: '管理', 'Edit book': '编辑图书', 'New book': '新建图书', 'Delete this book?': '删除这本书？',
  'A title does not start with a small letter': '标题不能以小写字母开头', 'Delete “{title}”?': '删除“{title}”？', 'Publish “{title}”?': '发布“{title}”？',
  Publish: '发布',
  Country: '国家', Tags: '标签', Name: '名称', Books: '图书', 'Edit author': '编辑作者',
};

const LABELS: Readonly<Record<string, Catalogue>> = {
  en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH, it: ITALIAN, pt: PORTUGUESE, ar: ARABIC, he: HEBREW,
  nl: DUTCH, pl: POLISH, ja: JAPANESE, zh: CHINESE,
};

/** The demo's translations, by locale: its labels and card keys, and its page texts. */
export const DEMO_TRANSLATIONS: Readonly<Record<string, Catalogue>> = Object.fromEntries(
  Object.entries(LABELS).map(([locale, labels]) => [locale, { ...labels, ...PAGE_TRANSLATIONS[locale] }]),
);
