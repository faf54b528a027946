import type { Catalogue } from '../../lib/index.js';

/** The demo's page texts in Chinese (Simplified, as the library's; keys and placeholders: en.ts). */
export const CHINESE_PAGES: Catalogue = {
  'demo.head.title': '{page} — ux-datatables 演示',
  'demo.nav.label': '演示页面',
  'demo.nav.home': '首页',
  'demo.nav.dialog': '原生对话框',
  'demo.nav.bootstrap': 'Bootstrap 5',
  'demo.nav.custom_adapter': '自定义适配器',
  'demo.nav.authors': '作者',
  'demo.nav.builder': '手工构建',
  'demo.nav.own_template': '自有模态框模板',
  'demo.nav.private': '私有',
  'demo.home.heading': 'ux-datatables 演示',
  'demo.home.intro': '同一份图书目录，由下面每个页面上的表格展示。可以编辑和删除行；在两个窗口中打开同一页面，另一个窗口会随之更新。'
    + '每个页面都在表格旁边展示定义它的源代码。',
  'demo.page.dialog.title': 'DataTables 样式，原生对话框',
  'demo.page.dialog.intro': '使用 DataTables.net 自带的样式表；“编辑”会打开原生的 {dialog}。只能删除草稿。',
  'demo.page.bootstrap.title': 'Bootstrap 5（自动检测）',
  'demo.page.bootstrap.intro': '此页面引入了 Bootstrap 的样式表，因此表格使用 {bs5} 模态框适配器，服务器为其生成 Bootstrap 的模态框标记：'
    + '表格无需配置模态框模板。',
  'demo.page.custom_adapter.title': '自定义模态框适配器',
  'demo.page.custom_adapter.intro': '此页面注册了自己的模态框适配器 {adapter}，在侧边面板中显示编辑表单。',
  'demo.page.authors.title': '图书的作者',
  'demo.page.authors.intro': '每位作者及其国家（ManyToOne，可筛选）和其图书的标题（OneToMany：前三本，然后是还有多少本）。搜索可按姓名、国家或图书查找作者。',
  'demo.page.builder.title': '手工构建的表格',
  'demo.page.builder.intro': '使用 {builder} 构建：行由应用程序计算（最贵的 200 本推荐图书，附价格区间），在内存中搜索和分页，并带有自己的操作列。',
  'demo.page.own_template.title': '自有模态框模板',
  'demo.page.own_template.intro': '“编辑”会打开演示自己的模态框模板 {file}，用 {t} 翻译。',
  'demo.page.private.title': '私有表格',
  'demo.page.private.intro': '只有已登录的演示用户能看到此表格：其数据、编辑和删除端点对其他任何人都返回 403，'
    + '其实时更新也只会送达路由器渲染的页面。',
  'demo.source.label': '此表格的源代码',
  'demo.source.heading': '源代码',
  'demo.user.signed_in': '已登录为 {name}',
  'demo.user.sign_out': '退出登录',
  'demo.sign_in.intro': '此表格是私有的。以演示用户身份登录即可查看；无需密码，这只是演示。',
  'demo.sign_in.button': '以演示用户身份登录',
  'demo.book.not_found': '未找到',
  'demo.book.back': '返回列表',
};
