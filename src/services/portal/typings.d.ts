declare namespace API {
  type accountDetailParams = {
    id: number;
  };

  type accountSessionsParams = {
    userId: number;
  };

  type appDetailParams = {
    id: number;
  };

  type appMenusParams = {
    appName: string;
  };

  type DepartmentNode = {
    id: number;
    parentId: number;
    name: string;
    order: number;
    status: string;
    children?: DepartmentNode[];
  };

  type DepartmentNodeInput = {
    id: number;
    parentId: number;
    name: string;
    order: number;
    status: string;
    children?: DepartmentNodeInput[];
  };

  type loginLogParams = {
    current?: number;
    pageSize?: number;
    username?: string;
    ip?: string;
    success?: "true" | "false";
  };

  type operationLogParams = {
    current?: number;
    pageSize?: number;
    username?: string;
    action?: string;
    entity?: string;
    entityId?: string;
    from?: string;
    to?: string;
  };

  type queryAccountsParams = {
    current?: number;
    pageSize?: number;
    name?: string;
    phone?: string;
    departmentId?: number;
    roleId?: number;
    status?: "active" | "disabled";
    sortField?: "username" | "realName" | "createdAt" | "lastLoginAt";
    sortOrder?: "ascend" | "descend";
  };

  type queryAppsParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
  };

  type queryCityParams = {
    province: string;
  };

  type queryRolesParams = {
    current?: number;
    pageSize?: number;
    name?: string;
    code?: string;
    status?: "active" | "disabled";
  };

  type recentActivityParams = {
    count?: number;
  };

  type roleDatalistParams = {
    current?: number;
    pageSize?: number;
    name?: string;
    code?: string;
    status?: "active" | "disabled";
  };

  type roleDetailParams = {
    id: number;
  };

  type roleDetailV1Params = {
    id: number;
  };

  type roleMenuForAppParams = {
    roleId: number;
    appName?: string;
  };

  type roleMenuParams = {
    roleId: number;
    appName?: string;
  };

  type roleMenuV1Params = {
    roleId: number;
    appName?: string;
  };

  type roleResourceTreeParams = {
    appName?: string;
  };

  type templateUsersParams = {
    current?: number;
    pageSize?: number;
    name?: string;
    phone?: string;
    departmentId?: number;
    roleId?: number;
    status?: "active" | "disabled";
    sortField?: "username" | "realName" | "createdAt" | "lastLoginAt";
    sortOrder?: "ascend" | "descend";
  };
}
