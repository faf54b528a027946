import type { Catalogue } from '../../lib/index.js';

/** The demo's page texts in Japanese (keys and placeholders: en.ts). */
export const JAPANESE_PAGES: Catalogue = {
  'demo.head.title': '{page} — ux-datatables デモ',
  'demo.nav.label': 'デモのページ',
  'demo.nav.home': 'ホーム',
  'demo.nav.dialog': 'ネイティブのダイアログ',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': '独自アダプター',
  'demo.nav.authors': '著者',
  'demo.nav.in_place': 'セル内で編集',
  'demo.nav.totals': '集計',
  'demo.nav.builder': '手作りのテーブル',
  'demo.nav.own_template': '独自のモーダルテンプレート',
  'demo.nav.private': '非公開',
  'demo.home.heading': 'ux-datatables デモ',
  'demo.home.intro': '1 つの書籍カタログを、下の各ページのテーブルで表示します。行を編集・削除してみてください。同じページを 2 つのウィンドウで開くと、'
    + 'もう一方も追従します。各ページには、テーブルの横にそのソースコードが表示されます。',
  'demo.page.dialog.title': 'DataTables のスタイル、ネイティブのダイアログ',
  'demo.page.dialog.intro': 'DataTables.net 自身のスタイルシートを使用し、「編集」でネイティブの {dialog} が開きます。削除できるのは下書きだけです。',
  'demo.page.bootstrap.title': 'Bootstrap 5（自動検出）',
  'demo.page.bootstrap.intro': 'このページには Bootstrap のスタイルシートがあるため、テーブルはモーダルアダプター {bs5} を使い、サーバーは'
    + 'それ向けに Bootstrap のモーダルのマークアップを生成します。テーブル側でモーダルテンプレートを設定する必要はありません。',
  'demo.page.custom_adapter.title': '独自のモーダルアダプター',
  'demo.page.custom_adapter.intro': 'このページは独自のモーダルアダプター {adapter} を登録し、編集フォームをサイドパネルに表示します。',
  'demo.page.authors.title': '書籍の著者',
  'demo.page.authors.intro': '各著者とその国（ManyToOne、絞り込み可。セルをクリックするか Enter でその場で変更可）、著書のタイトル（OneToMany：最初の 3 冊と残りの冊数）。検索では名前、国、書籍から著者を探せます。',
  'demo.page.in_place.title': 'セルをその場で編集',
  'demo.page.in_place.intro': '{option} を指定した列はセルの中で編集します。Enter、F2 またはクリックでエディターを開き、Enter で保存、Esc で元に戻し、Tab で保存して次へ進みます。スペースまたはクリックで「おすすめ」を切り替えます。矢印キーでセル間を移動します。',
  'demo.page.totals.title': '列の集計',
  'demo.page.totals.intro': 'フッターには {option} で宣言した列の集計が表示されます。1行目は検索とフィルターに一致するすべての本、2行目はこのページの本が対象です。検索、フィルター、編集（ページ数はセルで直接）をすると集計も追従します。「グループ化」で本を状態または著者ごとの見出し行の下にまとめ、その件数と集計を表示します。見出しのボタンでグループを折りたためます。「ビュー」は表示中のビューを名前を付けて保存し(このブラウザに、サインイン後はサーバーに)、再び開きます。既定で開くこともできます。',
  'demo.page.builder.title': '手作りのテーブル',
  'demo.page.builder.intro': '{builder} で構築：行はアプリケーションが計算し（おすすめ書籍のうち高価な 200 冊、価格帯付き）、'
    + '検索とページ送りはメモリ上で行い、独自の操作列を持ちます。',
  'demo.page.own_template.title': '独自のモーダルテンプレート',
  'demo.page.own_template.intro': '「編集」で、{t} で翻訳されたデモ独自のモーダルテンプレート {file} が開きます。',
  'demo.page.private.title': '非公開のテーブル',
  'demo.page.private.intro': 'このテーブルはサインインしたデモユーザーにだけ表示されます。データ・編集・削除のエンドポイントはほかの人には 403 を返し、'
    + 'リアルタイム更新はルーターが描画したページにだけ届きます。',
  'demo.source.label': 'このテーブルのソースコード',
  'demo.source.heading': 'ソースコード',
  'demo.user.signed_in': '{name} としてサインイン中',
  'demo.user.sign_out': 'サインアウト',
  'demo.sign_in.intro': 'このテーブルは非公開です。表示するにはデモユーザーとしてサインインしてください。デモなのでパスワードは不要です。',
  'demo.sign_in.button': 'デモユーザーとしてサインイン',
  'demo.book.not_found': '見つかりません',
  'demo.book.back': '一覧に戻る',
};
