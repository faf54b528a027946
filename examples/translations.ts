import type { Catalogue } from '../lib/index.js';

// The demo's own messages, merged over the library's catalogues by the router's `translations`
// option. Its labels are written in English and used as keys here (a label that is a key is
// translated, any other shown as written): every label the demo's tables show has a French, German,
// Spanish and Arabic entry (spec/e2e/demo-translations.spec.ts checks it). `ar` is a locale the
// library does not ship: the demo gives the library's keys a page shows first; the others fall back
// to English, and in development the router logs each once (key and locale). A page's locale is
// negotiated from the browser's Accept-Language.

// The own-template page's modal (examples/views/modal/book_card.html.ejs) uses keys of its own.
const ENGLISH: Catalogue = {
  'card.kicker': 'Book {id} · version {version}', 'card.new_kicker': 'A new book', 'card.hint': 'Saved for everyone at once', 'card.save': 'Save the book',
};

const GERMAN: Catalogue = {
  'card.kicker': 'Buch {id} · Version {version}', 'card.new_kicker': 'Ein neues Buch', 'card.hint': 'Für alle zugleich gespeichert', 'card.save': 'Buch speichern',
  ID: 'ID', Title: 'Titel', Author: 'Autor', Status: 'Status', Featured: 'Empfohlen', 'Published on': 'Erschienen am',
  Pages: 'Seiten', Price: 'Preis', 'Price band': 'Preisklasse', Summary: 'Zusammenfassung', Website: 'Website', Draft: 'Entwurf', Published: 'Veröffentlicht', Archived: 'Archiviert',
  Manage: 'Verwalten',
  'Edit book': 'Buch bearbeiten', 'New book': 'Neues Buch', 'Delete this book?': 'Dieses Buch löschen?', 'An author name has no digits': 'Ein Autorenname enthält keine Ziffern',
  // A confirmation naming a row value: the browser puts the row's title in place of {title}.
  'Delete “{title}”?': '„{title}“ löschen?',
  Publish: 'Veröffentlichen',
};

const FRENCH: Catalogue = {
  'card.kicker': 'Livre {id} · version {version}', 'card.new_kicker': 'Un nouveau livre', 'card.hint': 'Enregistré pour tous à la fois', 'card.save': 'Enregistrer le livre',
  ID: 'ID', Title: 'Titre', Author: 'Auteur', Status: 'Statut', Manage: 'Gérer', Featured: 'À la une', 'Published on': 'Publié le', Pages: 'Pages', Price: 'Prix', 'Price band': 'Gamme de prix',
  Summary: 'Résumé', Website: 'Site web', Draft: 'Brouillon', Published: 'Publié', Archived: 'Archivé',
  'Edit book': 'Modifier le livre', 'New book': 'Nouveau livre', 'Delete this book?': 'Supprimer ce livre ?', 'An author name has no digits': 'Un nom d’auteur ne contient pas de chiffres',
  'Delete “{title}”?': 'Supprimer « {title} » ?', Publish: 'Publier',
};

const SPANISH: Catalogue = {
  'card.kicker': 'Libro {id} · versión {version}', 'card.new_kicker': 'Un libro nuevo', 'card.hint': 'Guardado para todos a la vez', 'card.save': 'Guardar el libro',
  ID: 'ID', Title: 'Título', Author: 'Autor', Status: 'Estado', Featured: 'Destacado', 'Published on': 'Publicado el', Pages: 'Páginas',
  Price: 'Precio', 'Price band': 'Gama de precio', Summary: 'Resumen', Website: 'Sitio web', Draft: 'Borrador', Published: 'Publicado',
  Archived: 'Archivado', Manage: 'Gestionar', 'Edit book': 'Editar el libro', 'New book': 'Nuevo libro', 'Delete this book?': '¿Eliminar este libro?',
  'An author name has no digits': 'El nombre de un autor no lleva cifras', 'Delete “{title}”?': '¿Eliminar «{title}»?',
  Publish: 'Publicar',
};

const ARABIC: Catalogue = {
  'action.delete': 'حذف', 'action.detail': 'تفاصيل', 'action.edit': 'تعديل', 'action.column': 'إجراءات', 'action.confirm': 'هل أنت متأكد؟',
  'modal.title': 'تعديل', 'modal.save': 'حفظ', 'modal.cancel': 'إلغاء', 'modal.close': 'إغلاق',
  'cell.yes': 'نعم', 'cell.no': 'لا', 'alert.dismiss': 'إغلاق',
  'validation.mixed.required': '{label} حقل مطلوب',
  ID: 'المعرّف', Title: 'العنوان', Author: 'المؤلف', Status: 'الحالة', Featured: 'مميّز', 'Published on': 'تاريخ النشر', Pages: 'الصفحات',
  Website: 'الموقع', Draft: 'مسودة', Published: 'منشور', Archived: 'مؤرشف', 'Edit book': 'تعديل الكتاب', 'New book': 'كتاب جديد', 'action.create': 'جديد', 'create.title': 'إدخال جديد', 'Delete this book?': 'حذف هذا الكتاب؟',
  Price: 'السعر', 'Price band': 'فئة السعر', Summary: 'الملخص', Manage: 'إدارة', 'An author name has no digits': 'لا يحتوي اسم المؤلف على أرقام',
  'card.kicker': 'الكتاب {id} · الإصدار {version}', 'card.new_kicker': 'كتاب جديد', 'card.hint': 'يُحفظ للجميع في آن واحد', 'card.save': 'حفظ الكتاب',
  'Delete “{title}”?': 'حذف «{title}»؟', Publish: 'نشر',
  // The filter bar of the books' table.
  'filter.title': 'عوامل التصفية', 'filter.any': 'الكل', 'filter.from': 'من', 'filter.to': 'إلى', 'filter.contains': '{label} يحتوي على',
  'filter.prefix': '{label} يبدأ بـ', 'filter.exact': '{label} هو', 'filter.chip': '{label}: {value}', 'filter.range': '{from} – {to}',
  'filter.range_from': 'من {from}', 'filter.range_to': 'حتى {to}', 'filter.active': 'عوامل التصفية النشطة',
  'filter.remove': 'إزالة عامل التصفية {filter}', 'filter.clear': 'مسح عوامل التصفية',
};

/** The demo's translations, by locale. */
export const DEMO_TRANSLATIONS: Readonly<Record<string, Catalogue>> = { en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH, ar: ARABIC };
