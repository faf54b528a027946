import type { Catalogue } from '../../lib/index.js';

/** The demo's page texts in Portuguese (Brazilian, as the library's; keys and placeholders: en.ts). */
export const PORTUGUESE_PAGES: Catalogue = {
  'demo.head.title': '{page} — demo do ux-datatables',
  'demo.nav.label': 'Páginas da demo',
  'demo.nav.home': 'Início',
  'demo.nav.dialog': 'Diálogo nativo',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': 'Adaptador próprio',
  'demo.nav.authors': 'Autores',
  'demo.nav.in_place': 'Edição na célula',
  'demo.nav.totals': 'Totais',
  'demo.nav.builder': 'Feita à mão',
  'demo.nav.own_template': 'Modelo de modal próprio',
  'demo.nav.private': 'Privada',
  'demo.home.heading': 'Demo do ux-datatables',
  'demo.home.intro': 'Um catálogo de livros, exibido por uma tabela em cada uma das páginas abaixo. Edite e exclua linhas; abra uma página '
    + 'em duas janelas e veja a outra acompanhar. Cada página mostra ao lado o código-fonte da sua tabela.',
  'demo.page.dialog.title': 'Estilo DataTables, diálogo nativo',
  'demo.page.dialog.intro': 'A folha de estilos do próprio DataTables.net; “Editar” abre um {dialog} nativo. Só os rascunhos podem ser excluídos.',
  'demo.page.bootstrap.title': 'Bootstrap 5 (detectado)',
  'demo.page.bootstrap.intro': 'A folha de estilos do Bootstrap está nesta página, então a tabela usa o adaptador de modal {bs5}, e o servidor '
    + 'gera para ele a marcação de modal do Bootstrap: a tabela não configura nenhum modelo de modal.',
  'demo.page.custom_adapter.title': 'Um adaptador de modal próprio',
  'demo.page.custom_adapter.intro': 'Esta página registra o seu próprio adaptador de modal, {adapter}, que mostra o formulário de edição num painel.',
  'demo.page.authors.title': 'Os autores dos livros',
  'demo.page.authors.intro': 'Cada autor com o seu país (um ManyToOne, filtrável e alterável na sua célula: clique ou prima Enter) e os títulos dos seus livros (um OneToMany: os três primeiros e quantos mais). A pesquisa encontra um autor pelo nome, pelo país ou por um livro.',
  'demo.page.in_place.title': 'Células editadas no lugar',
  'demo.page.in_place.intro': 'Cada coluna com {option} é editada na sua célula: Enter, F2 ou um clique abre o editor, Enter salva, Esc restaura a célula, Tab salva e passa para a próxima; Espaço ou um clique alterna «Destaque». As setas passam de uma célula a outra.',
  'demo.page.totals.title': 'Totais das colunas',
  'demo.page.totals.intro': 'O rodapé mostra os totais das colunas declaradas com {option}: na primeira linha sobre todos os livros que a pesquisa e os filtros encontram, na segunda sobre esta página. Pesquise, filtre ou edite um livro (as suas páginas diretamente na célula) e veja-os acompanhar. «Agrupar por» coloca os livros sob uma linha de cabeçalho por estado ou autor, com a sua contagem e os seus totais; o seu botão recolhe o grupo. «Vistas» guarda a vista mostrada com um nome (neste navegador, ou no servidor depois de iniciar sessão) e volta a abri-la, por predefinição se quiser.',
  'demo.page.builder.title': 'Uma tabela feita à mão',
  'demo.page.builder.intro': 'Feita com {builder}: as linhas são calculadas pela aplicação (os 200 livros em destaque mais caros, com a faixa '
    + 'de preço), pesquisadas e paginadas em memória, com a sua própria coluna de ações.',
  'demo.page.own_template.title': 'Um modelo de modal próprio',
  'demo.page.own_template.intro': '“Editar” abre o modelo de modal próprio da demo, {file}, traduzido com {t}.',
  'demo.page.private.title': 'Uma tabela privada',
  'demo.page.private.intro': 'Só o usuário da demo conectado vê esta tabela: seus endpoints de dados, edição e exclusão respondem 403 a '
    + 'qualquer outro, e suas atualizações ao vivo só chegam às páginas que o roteador gerou.',
  'demo.source.label': 'Código-fonte desta tabela',
  'demo.source.heading': 'O código-fonte',
  'demo.user.signed_in': 'Conectado como {name}',
  'demo.user.sign_out': 'Sair',
  'demo.sign_in.intro': 'Esta tabela é privada. Entre como o usuário da demo para vê-la; sem senha, é uma demo.',
  'demo.sign_in.button': 'Entrar como o usuário da demo',
  'demo.book.not_found': 'Não encontrado',
  'demo.book.back': 'Voltar à lista',
};
