import type { Catalogue } from '../../lib/index.js';

/** The demo's page texts in Hebrew (keys and placeholders: en.ts). */
export const HEBREW_PAGES: Catalogue = {
  'demo.head.title': '{page} — הדגמה של ux-datatables',
  'demo.nav.label': 'דפי ההדגמה',
  'demo.nav.home': 'דף הבית',
  'demo.nav.dialog': 'דיאלוג מובנה',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': 'מתאם מותאם',
  'demo.nav.authors': 'מחברים',
  'demo.nav.in_place': 'עריכה בתא',
  'demo.nav.totals': 'סיכומים',
  'demo.nav.builder': 'נבנתה ידנית',
  'demo.nav.own_template': 'תבנית חלון משלה',
  'demo.nav.private': 'פרטי',
  'demo.home.heading': 'הדגמה של ux-datatables',
  'demo.home.intro': 'קטלוג ספרים אחד, המוצג בטבלה בכל אחד מהדפים שלהלן. ערכו ומחקו שורות; פתחו דף בשני חלונות וראו איך '
    + 'השני מתעדכן. כל דף מציג לצד הטבלה את קוד המקור שלה.',
  'demo.page.dialog.title': 'עיצוב DataTables, דיאלוג מובנה',
  'demo.page.dialog.intro': 'גיליון הסגנונות של DataTables.net עצמה; „עריכה” פותחת {dialog} מובנה. אפשר למחוק טיוטות בלבד.',
  'demo.page.bootstrap.title': 'Bootstrap 5 (זוהה)',
  'demo.page.bootstrap.intro': 'גיליון הסגנונות של Bootstrap נמצא בדף הזה, ולכן הטבלה משתמשת במתאם החלונות {bs5}, והשרת מייצר עבורו '
    + 'את סימון החלון של Bootstrap: הטבלה אינה מגדירה תבנית חלון.',
  'demo.page.custom_adapter.title': 'מתאם חלונות מותאם',
  'demo.page.custom_adapter.intro': 'הדף הזה רושם מתאם חלונות משלו, {adapter}, שמציג את טופס העריכה בחלונית צד.',
  'demo.page.authors.title': 'מחברי הספרים',
  'demo.page.authors.intro': 'כל מחבר עם ארצו (ManyToOne, ניתן לסינון ולעריכה בתא שלו: לחצו עליו או הקישו Enter) וכותרות ספריו (OneToMany: שלושת הראשונים, ואז כמה עוד). החיפוש מוצא מחבר לפי שם, ארץ או ספר.',
  'demo.page.in_place.title': 'עריכת תאים במקומם',
  'demo.page.in_place.intro': 'כל עמודה עם {option} נערכת בתוך התא שלה: Enter,‏ F2 או לחיצה פותחים את העורך, Enter שומר, Esc מחזיר את התא, Tab שומר ועובר לבא; רווח או לחיצה מחליפים את „מומלץ”. מקשי החצים עוברים בין התאים.',
  'demo.page.totals.title': 'סיכומי עמודות',
  'demo.page.totals.intro': 'כותרת התחתית מציגה את סיכומי העמודות שהוגדרו עם {option}: בשורה הראשונה על כל הספרים שהחיפוש והמסננים מתאימים, בשנייה על העמוד הזה. חפשו, סננו או ערכו ספר (את מספר העמודים ישירות בתא) וראו אותם מתעדכנים. „קיבוץ לפי” מציב את הספרים תחת שורת כותרת לכל מצב או מחבר, עם מספרם וסיכומיהם; הכפתור שלה מקפל את הקבוצה. „תצוגות” שומרת את התצוגה המוצגת בשם (בדפדפן הזה, או בשרת אחרי הכניסה) ופותחת אותה שוב, כברירת מחדל אם תרצו.',
  'demo.page.builder.title': 'טבלה שנבנתה ידנית',
  'demo.page.builder.intro': 'נבנתה עם {builder}: השורות מחושבות בידי היישום (200 הספרים המומלצים היקרים ביותר, עם טווח מחירים), '
    + 'החיפוש והדפדוף נעשים בזיכרון, ויש לה עמודת פעולות משלה.',
  'demo.page.own_template.title': 'תבנית חלון משלה',
  'demo.page.own_template.intro': '„עריכה” פותחת את תבנית החלון של ההדגמה, {file}, המתורגמת עם {t}.',
  'demo.page.private.title': 'טבלה פרטית',
  'demo.page.private.intro': 'רק משתמש ההדגמה המחובר רואה את הטבלה הזו: נקודות הקצה שלה לנתונים, לעריכה ולמחיקה עונות 403 לכל אחד אחר, '
    + 'והעדכונים החיים שלה מגיעים רק לדפים שהנתב יצר.',
  'demo.source.label': 'קוד המקור של הטבלה הזו',
  'demo.source.heading': 'קוד המקור',
  'demo.user.signed_in': 'מחובר בתור {name}',
  'demo.user.sign_out': 'התנתקות',
  'demo.sign_in.intro': 'הטבלה הזו פרטית. התחברו בתור משתמש ההדגמה כדי לראות אותה; בלי סיסמה, זו הדגמה.',
  'demo.sign_in.button': 'התחברות בתור משתמש ההדגמה',
  'demo.book.not_found': 'לא נמצא',
  'demo.book.back': 'חזרה לרשימה',
};
