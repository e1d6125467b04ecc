/**
 * The admin back office's menu: one entry per admin area of the spec. The server seeds these as menu
 * resources (app `portal`) and grants them to the admin role; .umirc.ts turns each path into a route.
 * `key` is the permission key the server checks on the area's routes; `buttons` are the finer keys.
 */
export type AdminMenuEntry = {
  key: string;
  name: string;
  nameEn: string;
  path: string;
  icon?: string;
  /** Page component under src/pages, when the area has its own screens. */
  component?: string;
  buttons?: { key: string; name: string }[];
  children?: AdminMenuEntry[];
};

export const adminMenu: AdminMenuEntry[] = [
  {
    key: 'dashboard',
    name: '数据看板',
    nameEn: 'Dashboard',
    path: '/admin/dashboard',
    icon: 'DashboardOutlined',
  },
  {
    key: 'system',
    name: '系统管理',
    nameEn: 'System',
    path: '/admin/system',
    icon: 'SettingOutlined',
    children: [
      {
        key: 'account:query',
        name: '账号管理',
        nameEn: 'Accounts',
        path: '/admin/account',
        component: './admin/account',
        icon: 'UserOutlined',
        buttons: [
          { key: 'account:save', name: '新增/编辑账号' },
          { key: 'account:delete', name: '删除账号' },
          { key: 'account:session', name: '会话管理' },
          { key: 'account:unlock', name: '登录解锁' },
        ],
      },
      {
        key: 'role:query',
        name: '角色管理',
        nameEn: 'Roles',
        path: '/admin/role',
        component: './admin/role',
        icon: 'TeamOutlined',
        buttons: [
          { key: 'role:save', name: '新增/编辑角色' },
          { key: 'role:grant', name: '分配菜单权限' },
          { key: 'role:delete', name: '删除角色' },
        ],
      },
      {
        key: 'app:query',
        name: '应用与菜单',
        nameEn: 'Apps and menus',
        path: '/admin/app',
        component: './admin/app',
        icon: 'AppstoreOutlined',
        buttons: [
          { key: 'app:save', name: '新增/编辑应用' },
          { key: 'app:menu', name: '维护菜单' },
        ],
      },
      {
        key: 'dict:query',
        name: '字典管理',
        nameEn: 'Dictionaries',
        path: '/admin/dict',
        component: './admin/dict',
        icon: 'BookOutlined',
        buttons: [{ key: 'dict:update', name: '维护字典' }],
      },
      {
        key: 'webconfig:query',
        name: '站点配置',
        nameEn: 'Web configuration',
        path: '/admin/webconfig',
        component: './admin/cms/webconfig',
        icon: 'ControlOutlined',
        buttons: [
          { key: 'webconfig:save', name: '编辑站点信息' },
          { key: 'webconfig:layout', name: '编辑首页布局' },
        ],
      },
      { key: 'log:query', name: '操作日志', nameEn: 'Operation log', path: '/admin/log', component: './admin/account/log', icon: 'FileSearchOutlined' },
      {
        key: 'queue:query',
        name: '后台任务',
        nameEn: 'Background jobs',
        path: '/admin/queue',
        component: './admin/queue',
        icon: 'ScheduleOutlined',
        buttons: [{ key: 'queue:retry', name: '重试/取消任务' }],
      },
    ],
  },
  {
    key: 'org',
    name: '组织管理',
    nameEn: 'Organisation',
    path: '/admin/org',
    icon: 'ApartmentOutlined',
    children: [
      {
        key: 'organization:query',
        name: '组织机构',
        nameEn: 'Organisations',
        path: '/admin/organization',
        component: './admin/organization',
        icon: 'BankOutlined',
        buttons: [{ key: 'organization:save', name: '新增/编辑组织' }],
      },
      {
        key: 'department:query',
        name: '部门管理',
        nameEn: 'Departments',
        path: '/admin/department',
        component: './admin/organization/department',
        icon: 'ClusterOutlined',
        buttons: [
          { key: 'department:save', name: '新增/编辑/移动部门' },
          { key: 'department:delete', name: '删除部门' },
        ],
      },
      {
        key: 'member:query',
        name: '成员管理',
        nameEn: 'Members',
        path: '/admin/member',
        component: './admin/organization/member',
        icon: 'IdcardOutlined',
        buttons: [{ key: 'member:save', name: '新增/编辑成员' }],
      },
      {
        key: 'job:query',
        name: '岗位管理',
        nameEn: 'Jobs',
        path: '/admin/job',
        component: './admin/organization/job',
        icon: 'SolutionOutlined',
        buttons: [{ key: 'job:save', name: '新增/编辑/删除岗位' }],
      },
      {
        key: 'notice:query',
        name: '通知公告',
        nameEn: 'Notices',
        path: '/admin/notice',
        component: './admin/notify',
        icon: 'NotificationOutlined',
        buttons: [{ key: 'notice:save', name: '发布通知' }],
      },
    ],
  },
  {
    key: 'cms',
    name: '内容管理',
    nameEn: 'Content',
    path: '/admin/cms',
    icon: 'FileTextOutlined',
    children: [
      {
        key: 'article:query',
        name: '文章管理',
        nameEn: 'Articles',
        path: '/admin/article',
        component: './admin/article/list',
        icon: 'ReadOutlined',
        buttons: [
          { key: 'article:save', name: '撰写/编辑/提交文章' },
          { key: 'article:publish', name: '下线文章' },
          { key: 'article:delete', name: '删除文章' },
        ],
      },
      {
        key: 'article-audit:query',
        name: '文章审核',
        nameEn: 'Article review',
        path: '/admin/article-audit',
        component: './admin/article/audit',
        icon: 'AuditOutlined',
      },
      {
        key: 'article-category:query',
        name: '文章分类',
        nameEn: 'Article categories',
        path: '/admin/article-category',
        component: './admin/article/category',
        icon: 'TagsOutlined',
        buttons: [
          { key: 'article-category:save', name: '新增/编辑分类' },
          { key: 'article-category:delete', name: '删除分类' },
        ],
      },
      {
        key: 'page:query',
        name: '单页管理',
        nameEn: 'Single pages',
        path: '/admin/page',
        component: './admin/article/page',
        icon: 'FileOutlined',
        buttons: [{ key: 'page:save', name: '新增/编辑单页' }],
      },
      {
        key: 'ad:query',
        name: '广告管理',
        nameEn: 'Adverts',
        path: '/admin/ad',
        component: './admin/cms/ad',
        icon: 'PictureOutlined',
        buttons: [
          { key: 'ad:area', name: '维护广告位' },
          { key: 'ad:save', name: '新增/编辑广告' },
        ],
      },
      {
        key: 'forum:query',
        name: '论坛管理',
        nameEn: 'Forum',
        path: '/admin/forum',
        component: './admin/forum',
        icon: 'CommentOutlined',
        buttons: [
          { key: 'forum:moderate', name: '帖子审核/隐藏/置顶/锁定/删除' },
          { key: 'forum:board', name: '版块维护' },
          { key: 'forum:words', name: '敏感词维护' },
        ],
      },
    ],
  },
  {
    key: 'pms',
    name: '招商管理',
    nameEn: 'Investment attraction',
    path: '/admin/pms',
    icon: 'FundProjectionScreenOutlined',
    children: [
      { key: 'clue:query', name: '招商线索', nameEn: 'Clues', path: '/admin/clue', icon: 'AimOutlined' },
      { key: 'clue:pool', name: '公海线索', nameEn: 'Clue pool', path: '/admin/clue-pool', icon: 'InboxOutlined' },
      { key: 'project:query', name: '项目管理', nameEn: 'Projects', path: '/admin/project', icon: 'ProjectOutlined' },
    ],
  },
  {
    key: 'park',
    name: '园区资源',
    nameEn: 'Park resources',
    path: '/admin/park',
    icon: 'HomeOutlined',
    children: [
      {
        key: 'workshop:query',
        name: '厂房资源',
        nameEn: 'Workshops',
        path: '/admin/workshop',
        component: './admin/workshop',
        icon: 'ShopOutlined',
        buttons: [
          { key: 'workshop:save', name: '新增/编辑房源' },
          { key: 'workshop:delete', name: '删除房源' },
          { key: 'workshop:export', name: '导出房源' },
          { key: 'upload:image', name: '上传图片' },
          { key: 'upload:attachment', name: '上传附件' },
        ],
      },
    ],
  },
  {
    key: 'enterprise',
    name: '企业服务',
    nameEn: 'Companies',
    path: '/admin/enterprise',
    icon: 'ShopOutlined',
    children: [
      {
        key: 'company:query',
        name: '企业管理',
        nameEn: 'Companies',
        path: '/admin/company',
        component: './admin/company',
        icon: 'BankOutlined',
        buttons: [
          { key: 'company:save', name: '新增/编辑企业' },
          { key: 'company:export', name: '导出企业' },
          { key: 'company:import', name: '导入企业' },
        ],
      },
      {
        key: 'membership:query',
        name: '认领与变更审核',
        nameEn: 'Claims and changes',
        path: '/admin/membership',
        component: './admin/membership',
        icon: 'AuditOutlined',
        buttons: [{ key: 'membership:review', name: '审核认领/变更、管理企业用户' }],
      },
      {
        key: 'company:customer',
        name: '客户管理',
        nameEn: 'Customers',
        path: '/admin/customer',
        component: './admin/company/Customers',
        icon: 'UsergroupAddOutlined',
      },
      {
        key: 'company:supplier',
        name: '供应商管理',
        nameEn: 'Suppliers',
        path: '/admin/supplier',
        component: './admin/company/Suppliers',
        icon: 'CarOutlined',
      },
      {
        key: 'recruit:query',
        name: '招聘管理',
        nameEn: 'Recruitment',
        path: '/admin/recruit',
        component: './admin/company/recruit',
        icon: 'SolutionOutlined',
        buttons: [{ key: 'recruit:save', name: '维护招聘' }],
      },
    ],
  },
  {
    key: 'policy-admin',
    name: '政策管理',
    nameEn: 'Policies',
    path: '/admin/policy-admin',
    icon: 'AuditOutlined',
    children: [
      {
        key: 'policy:query',
        name: '政策管理',
        nameEn: 'Policies',
        path: '/admin/policy',
        component: './admin/policy',
        icon: 'FileProtectOutlined',
        buttons: [
          { key: 'policy:save', name: '新增/编辑政策' },
          { key: 'policy:publish', name: '发布/下架政策' },
          { key: 'policy:delete', name: '删除政策' },
        ],
      },
      {
        key: 'policy-tag:query',
        name: '政策标签',
        nameEn: 'Policy tags',
        path: '/admin/policy-tag',
        component: './admin/policy/tag',
        icon: 'TagOutlined',
        buttons: [{ key: 'policy-tag:save', name: '维护政策标签' }],
      },
      {
        key: 'policy-department:query',
        name: '发文部门',
        nameEn: 'Issuing departments',
        path: '/admin/policy-department',
        component: './admin/policy/department',
        icon: 'BankOutlined',
        buttons: [{ key: 'policy-department:save', name: '维护发文部门' }],
      },
      {
        key: 'policy-provider:query',
        name: '服务机构',
        nameEn: 'Service providers',
        path: '/admin/policy-provider',
        component: './admin/policy/provider',
        icon: 'ShopOutlined',
        buttons: [{ key: 'policy-provider:save', name: '维护服务机构与服务' }],
      },
      {
        key: 'application:query',
        name: '政策申报',
        nameEn: 'Policy applications',
        path: '/admin/application',
        component: './admin/application',
        icon: 'FormOutlined',
        buttons: [{ key: 'application:export', name: '导出申报' }],
      },
    ],
  },
  {
    key: 'oa',
    name: '办公流程',
    nameEn: 'Workflows',
    path: '/admin/oa',
    icon: 'PartitionOutlined',
    children: [
      {
        key: 'workflow:query',
        name: '工作流',
        nameEn: 'Workflows',
        path: '/admin/workflow',
        component: './admin/workflow',
        icon: 'NodeIndexOutlined',
        buttons: [
          { key: 'workflow:save', name: '新增/编辑工作流与步骤' },
          { key: 'workflow:delete', name: '删除工作流' },
        ],
      },
    ],
  },
  {
    key: 'env',
    name: '环境监测',
    nameEn: 'Environment',
    path: '/admin/env',
    icon: 'CloudOutlined',
    children: [
      {
        key: 'airquality:query',
        name: '空气质量',
        nameEn: 'Air quality',
        path: '/admin/airquality',
        component: './admin/airquality',
        icon: 'CloudOutlined',
        buttons: [
          { key: 'airquality:save', name: '录入/更正小时值与预警规则' },
          { key: 'airquality:station', name: '监测站与密钥维护' },
          { key: 'airquality:import', name: '导入小时值' },
        ],
      },
    ],
  },
];

/** Every leaf (screen) of the admin menu, in menu order. */
export function adminScreens(entries: AdminMenuEntry[] = adminMenu): AdminMenuEntry[] {
  return entries.flatMap((e) => (e.children ? adminScreens(e.children) : [e]));
}
