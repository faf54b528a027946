import type { Catalogue } from '../../lib/index.js';

/** The demo's page texts in Spanish (keys and placeholders: en.ts). */
export const SPANISH_PAGES: Catalogue = {
  'demo.head.title': '{page} — demo de ux-datatables',
  'demo.nav.label': 'Páginas de la demo',
  'demo.nav.home': 'Inicio',
  'demo.nav.dialog': 'Diálogo nativo',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': 'Adaptador propio',
  'demo.nav.authors': 'Autores',
  'demo.nav.in_place': 'Edición en la celda',
  'demo.nav.totals': 'Totales',
  'demo.nav.builder': 'Hecha a mano',
  'demo.nav.own_template': 'Plantilla modal propia',
  'demo.nav.private': 'Privada',
  'demo.home.heading': 'Demo de ux-datatables',
  'demo.home.intro': 'Un catálogo de libros, mostrado en una tabla en cada una de las páginas siguientes. Edite y elimine filas; abra una página '
    + 'en dos ventanas y verá cómo la otra la sigue. Cada página muestra a su lado el código fuente de su tabla.',
  'demo.page.dialog.title': 'Estilo de DataTables, diálogo nativo',
  'demo.page.dialog.intro': 'La hoja de estilos propia de DataTables.net; «Editar» abre un {dialog} nativo. Solo se pueden eliminar los borradores.',
  'demo.page.bootstrap.title': 'Bootstrap 5 (detectado)',
  'demo.page.bootstrap.intro': 'La hoja de estilos de Bootstrap está en esta página, así que la tabla usa el adaptador modal {bs5} y el servidor '
    + 'genera para él el marcado modal de Bootstrap: la tabla no configura ninguna plantilla modal.',
  'demo.page.custom_adapter.title': 'Un adaptador modal propio',
  'demo.page.custom_adapter.intro': 'Esta página registra su propio adaptador modal, {adapter}, que muestra el formulario de edición en un panel.',
  'demo.page.authors.title': 'Los autores de los libros',
  'demo.page.authors.intro': 'Cada autor con su país (un ManyToOne, filtrable y editable en su celda: haz clic o pulsa Intro) y los títulos de sus libros (un OneToMany: los tres primeros y cuántos más). La búsqueda encuentra a un autor por nombre, país o libro.',
  'demo.page.in_place.title': 'Celdas editadas en su sitio',
  'demo.page.in_place.intro': 'Cada columna con {option} se edita en su celda: Intro, F2 o un clic abre el editor, Intro guarda, Esc restaura la celda, Tab guarda y pasa a la siguiente; Espacio o un clic cambia «Destacado». Las flechas pasan de una celda a otra.',
  'demo.page.totals.title': 'Totales de columnas',
  'demo.page.totals.intro': 'El pie de la tabla muestra los totales de las columnas declaradas con {option}: en la primera línea sobre todos los libros que coinciden con la búsqueda y los filtros, en la segunda sobre esta página. Busca, filtra o edita un libro (sus páginas directamente en su celda) y verás cómo se actualizan. «Agrupar por» coloca los libros bajo una fila de encabezado por estado o autor, con su recuento y sus totales; su botón pliega el grupo. «Vistas» guarda la vista mostrada con un nombre (en este navegador, o en el servidor una vez que inicie sesión) y la vuelve a abrir, por defecto si lo desea.',
  'demo.page.builder.title': 'Una tabla hecha a mano',
  'demo.page.builder.intro': 'Hecha con {builder}: la aplicación calcula las filas (los 200 libros destacados más caros, con su gama de precio), '
    + 'que se buscan y paginan en memoria, con su propia columna de acciones.',
  'demo.page.own_template.title': 'Su propia plantilla modal',
  'demo.page.own_template.intro': '«Editar» abre la plantilla modal propia de la demo, {file}, traducida con {t}.',
  'demo.page.private.title': 'Una tabla privada',
  'demo.page.private.intro': 'Solo el usuario de la demo con sesión iniciada ve esta tabla: sus endpoints de datos, edición y eliminación '
    + 'responden 403 a cualquier otro, y sus actualizaciones en vivo solo llegan a páginas que generó el router.',
  'demo.source.label': 'Código fuente de esta tabla',
  'demo.source.heading': 'El código fuente',
  'demo.user.signed_in': 'Sesión iniciada como {name}',
  'demo.user.sign_out': 'Cerrar sesión',
  'demo.sign_in.intro': 'Esta tabla es privada. Inicie sesión como usuario de la demo para verla; sin contraseña, es una demo.',
  'demo.sign_in.button': 'Iniciar sesión como usuario de la demo',
  'demo.book.not_found': 'No encontrado',
  'demo.book.back': 'Volver a la lista',
};
