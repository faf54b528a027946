import type { Catalogue } from '../../lib/index.js';

/** The demo's page texts in French (keys and placeholders: en.ts). */
export const FRENCH_PAGES: Catalogue = {
  'demo.head.title': '{page} — démo ux-datatables',
  'demo.nav.label': 'Pages de la démo',
  'demo.nav.home': 'Accueil',
  'demo.nav.dialog': 'Dialogue natif',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': 'Adaptateur maison',
  'demo.nav.authors': 'Auteurs',
  'demo.nav.in_place': 'Édition sur place',
  'demo.nav.totals': 'Totaux',
  'demo.nav.builder': 'Construite à la main',
  'demo.nav.own_template': 'Modèle de fenêtre maison',
  'demo.nav.private': 'Privée',
  'demo.home.heading': 'Démo ux-datatables',
  'demo.home.intro': 'Un catalogue de livres, affiché par un tableau sur chacune des pages ci-dessous. Modifiez et supprimez des lignes ; '
    + 'ouvrez une page dans deux fenêtres et regardez l’autre suivre. Chaque page montre à côté de son tableau le code source qui le définit.',
  'demo.page.dialog.title': 'Style DataTables, dialogue natif',
  'demo.page.dialog.intro': 'La feuille de style de DataTables.net ; « Modifier » ouvre un {dialog} natif. Seuls les brouillons peuvent être supprimés.',
  'demo.page.bootstrap.title': 'Bootstrap 5 (détecté)',
  'demo.page.bootstrap.intro': 'La feuille de style de Bootstrap est sur cette page : le tableau utilise donc l’adaptateur de fenêtre {bs5}, et le serveur '
    + 'produit pour lui le balisage de fenêtre de Bootstrap. Le tableau ne configure aucun modèle de fenêtre.',
  'demo.page.custom_adapter.title': 'Un adaptateur de fenêtre maison',
  'demo.page.custom_adapter.intro': 'Cette page enregistre son propre adaptateur de fenêtre, {adapter}, qui affiche le formulaire de modification dans un panneau.',
  'demo.page.authors.title': 'Les auteurs des livres',
  'demo.page.authors.intro': 'Chaque auteur avec son pays (un ManyToOne, filtrable et modifiable dans sa cellule : cliquez ou appuyez sur Entrée) et les titres de ses livres (un OneToMany : les trois premiers, puis combien d’autres). La recherche trouve un auteur par son nom, son pays ou un livre.',
  'demo.page.in_place.title': 'Cellules modifiées sur place',
  'demo.page.in_place.intro': 'Chaque colonne avec {option} se modifie dans sa cellule : Entrée, F2 ou un clic ouvre l’éditeur, Entrée enregistre, Échap rétablit la cellule, Tab enregistre et passe à la suivante ; Espace ou un clic bascule « À la une ». Les flèches passent d’une cellule à l’autre.',
  'demo.page.totals.title': 'Totaux des colonnes',
  'demo.page.totals.intro': 'Le pied du tableau montre les totaux des colonnes déclarées avec {option} : sur la première ligne pour tous les livres que la recherche et les filtres retiennent, sur la seconde pour cette page. Cherchez, filtrez ou modifiez un livre (ses pages directement dans leur cellule) et regardez-les suivre. « Grouper par » range les livres sous une ligne d’en-tête par statut ou par auteur, avec leur nombre et leurs totaux ; son bouton replie le groupe. « Vues » garde la vue affichée sous un nom (dans ce navigateur, ou sur le serveur une fois connecté) et la rouvre, par défaut si vous le souhaitez.',
  'demo.page.builder.title': 'Un tableau construit à la main',
  'demo.page.builder.intro': 'Construit avec {builder} : les lignes sont calculées par l’application (les 200 livres à la une les plus chers, '
    + 'avec une gamme de prix), cherchées et paginées en mémoire, avec sa propre colonne d’actions.',
  'demo.page.own_template.title': 'Son propre modèle de fenêtre',
  'demo.page.own_template.intro': '« Modifier » ouvre le modèle de fenêtre propre à la démo, {file}, traduit avec {t}.',
  'demo.page.private.title': 'Un tableau privé',
  'demo.page.private.intro': 'Seul l’utilisateur de démo connecté voit ce tableau : ses points d’accès de données, de modification et de suppression '
    + 'répondent 403 à tout autre, et ses mises à jour en direct n’atteignent que les pages rendues par le routeur.',
  'demo.source.label': 'Code source de ce tableau',
  'demo.source.heading': 'Le code source',
  'demo.user.signed_in': 'Connecté en tant que {name}',
  'demo.user.sign_out': 'Se déconnecter',
  'demo.sign_in.intro': 'Ce tableau est privé. Connectez-vous en tant qu’utilisateur de démo pour le voir ; pas de mot de passe, c’est une démo.',
  'demo.sign_in.button': 'Se connecter en tant qu’utilisateur de démo',
  'demo.book.not_found': 'Introuvable',
  'demo.book.back': 'Retour à la liste',
};
