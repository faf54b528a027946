import type { Catalogue } from '../../lib/index.js';

/** The demo's page texts in Arabic (keys and placeholders: en.ts). */
export const ARABIC_PAGES: Catalogue = {
  'demo.head.title': '{page} — العرض التوضيحي لـ ux-datatables',
  'demo.nav.label': 'صفحات العرض التوضيحي',
  'demo.nav.home': 'الرئيسية',
  'demo.nav.dialog': 'حوار أصلي',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': 'محوّل مخصّص',
  'demo.nav.authors': 'المؤلفون',
  'demo.nav.in_place': 'التحرير في الخلية',
  'demo.nav.totals': 'المجاميع',
  'demo.nav.builder': 'مبني يدويًا',
  'demo.nav.own_template': 'قالب نافذة خاص',
  'demo.nav.private': 'خاص',
  'demo.home.heading': 'العرض التوضيحي لـ ux-datatables',
  'demo.home.intro': 'فهرس واحد للكتب، يعرضه جدول في كل صفحة من الصفحات أدناه. عدّل الصفوف واحذفها؛ افتح صفحة في نافذتين '
    + 'وشاهد الأخرى تتبعها. تعرض كل صفحة بجانب جدولها الشيفرة المصدرية التي تعرّفه.',
  'demo.page.dialog.title': 'تنسيق DataTables، حوار أصلي',
  'demo.page.dialog.intro': 'ورقة أنماط DataTables.net الخاصة؛ يفتح «تعديل» عنصر {dialog} أصليًا. لا يمكن حذف إلا المسودات.',
  'demo.page.bootstrap.title': 'Bootstrap 5 (مكتشَف)',
  'demo.page.bootstrap.intro': 'ورقة أنماط Bootstrap موجودة في هذه الصفحة، لذا يستخدم الجدول محوّل النوافذ {bs5}، ويولّد الخادم له '
    + 'ترميز نافذة Bootstrap: لا يضبط الجدول أي قالب للنافذة.',
  'demo.page.custom_adapter.title': 'محوّل نوافذ مخصّص',
  'demo.page.custom_adapter.intro': 'تسجّل هذه الصفحة محوّل النوافذ الخاص بها، {adapter}، الذي يعرض نموذج التعديل في لوحة جانبية.',
  'demo.page.authors.title': 'مؤلفو الكتب',
  'demo.page.authors.intro': 'كل مؤلف مع بلده (علاقة ManyToOne قابلة للتصفية وتُعدَّل في خليتها: انقر عليها أو اضغط Enter) وعناوين كتبه (علاقة OneToMany: أول ثلاثة، ثم كم بقي). يجد البحث المؤلف باسمه أو بلده أو أحد كتبه.',
  'demo.page.in_place.title': 'تحرير الخلايا في مكانها',
  'demo.page.in_place.intro': 'كل عمود فيه {option} يُحرَّر داخل خليته: يفتح Enter أو F2 أو النقر المحرر، ويحفظ Enter، ويعيد Esc الخلية كما كانت، ويحفظ Tab وينتقل إلى التالية؛ ويبدّل مفتاح المسافة أو النقر «مميّز». تنتقل مفاتيح الأسهم بين الخلايا.',
  'demo.page.totals.title': 'مجاميع الأعمدة',
  'demo.page.totals.intro': 'يعرض تذييل الجدول مجاميع الأعمدة المعرّفة بـ {option}: في السطر الأول لكل الكتب التي يطابقها البحث وعوامل التصفية، وفي الثاني لهذه الصفحة. ابحث أو صفِّ أو حرّر كتابًا (عدد صفحاته في خليته مباشرة) وشاهدها تتبعه. «التجميع حسب» يضع الكتب تحت صف عنوان لكل حالة أو مؤلف، مع عددها ومجاميعها؛ وزرّه يطوي المجموعة. «طرق العرض» تحفظ طريقة العرض المعروضة باسم (في هذا المتصفح، أو على الخادم بعد تسجيل الدخول) وتفتحها مجددًا، افتراضيًا إن شئت.',
  'demo.page.builder.title': 'جدول مبني يدويًا',
  'demo.page.builder.intro': 'مبني باستخدام {builder}: يحسب التطبيق الصفوف (أغلى 200 كتاب من الكتب المميّزة، مع فئة السعر)، '
    + 'ويجري البحث والتصفح في الذاكرة، مع عمود إجراءات خاص به.',
  'demo.page.own_template.title': 'قالب نافذة خاص به',
  'demo.page.own_template.intro': 'يفتح «تعديل» قالب النافذة الخاص بالعرض التوضيحي، {file}، مترجمًا باستخدام {t}.',
  'demo.page.private.title': 'جدول خاص',
  'demo.page.private.intro': 'لا يرى هذا الجدول إلا مستخدم العرض التوضيحي المسجّل دخوله: تجيب نقاط نهاية البيانات والتعديل والحذف الخاصة به '
    + 'بالرمز 403 لأي شخص آخر، ولا تصل تحديثاته الحية إلا إلى الصفحات التي ولّدها الموجّه.',
  'demo.source.label': 'الشيفرة المصدرية لهذا الجدول',
  'demo.source.heading': 'الشيفرة المصدرية',
  'demo.user.signed_in': 'تم تسجيل الدخول باسم {name}',
  'demo.user.sign_out': 'تسجيل الخروج',
  'demo.sign_in.intro': 'هذا الجدول خاص. سجّل الدخول بصفتك مستخدم العرض التوضيحي لرؤيته؛ بلا كلمة مرور، فهذا عرض توضيحي.',
  'demo.sign_in.button': 'تسجيل الدخول بصفة مستخدم العرض التوضيحي',
  'demo.book.not_found': 'غير موجود',
  'demo.book.back': 'العودة إلى القائمة',
};
