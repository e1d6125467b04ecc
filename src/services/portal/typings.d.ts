declare namespace API {
  type accountDetailParams = {
    id: number;
  };

  type accountSessionsParams = {
    userId: number;
  };

  type adminPolicyDetailParams = {
    id: number;
  };

  type adminQueryOffersParams = {
    current?: number;
    pageSize?: number;
    providerId?: number;
    kind?: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
    category?: string;
    regionCode?: string;
    keyword?: string;
    status?: 'active' | 'disabled';
  };

  type adminQueryPoliciesParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    status?: 'draft' | 'published' | 'unpublished';
    level?: 'national' | 'provincial' | 'city' | 'district';
    departmentId?: number;
    supportType?: string;
    tagId?: number;
    regionCode?: string;
    windowStatus?: 'upcoming' | 'open' | 'closing_soon' | 'closed';
    publishFrom?: string;
    publishTo?: string;
    sortField?: 'publishDate' | 'updatedAt' | 'viewCount' | 'maxAmount' | 'deadline';
    sortOrder?: 'ascend' | 'descend';
  };

  type adminQueryPolicyDepartmentsParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    level?: 'national' | 'provincial' | 'city' | 'district';
    regionCode?: string;
  };

  type adminQueryPolicyTagsParams = {
    current?: number;
    pageSize?: number;
    parentId?: number;
    kind?: 'industry' | 'support' | 'theme';
    keyword?: string;
  };

  type adminQueryProvidersParams = {
    current?: number;
    pageSize?: number;
    kind?: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
    regionCode?: string;
    keyword?: string;
    status?: 'active' | 'disabled';
  };

  type allNoticesParams = {
    current?: number;
    pageSize?: number;
  };

  type appDetailParams = {
    id: number;
  };

  type applicationDetailParams = {
    id: number;
  };

  type applicationSettingsParams = {
    policyId: number;
  };

  type applicationSummaryParams = {
    policyId?: number;
    status?: 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
    companyId?: number;
    keyword?: string;
    departmentId?: number;
    submittedFrom?: string;
    submittedTo?: string;
    top?: number;
  };

  type applyDetailParams = {
    id: number;
  };

  type applyFormParams = {
    policyId: number;
  };

  type applyQueryParams = {
    current?: number;
    pageSize?: number;
    status?: 'draft' | 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
    keyword?: string;
  };

  type appMenusParams = {
    appName: string;
  };

  type appOidcClientParams = {
    appId: number;
  };

  type AreaNode = {
    code: string;
    name: string;
    count: number;
    children: AreaNode[];
  };

  type AreaNodeInput = {
    code: string;
    name: string;
    count: number;
    children: AreaNodeInput[];
  };

  type articleAuditDetailParams = {
    taskId: number;
  };

  type articleDetailParams = {
    id: number;
  };

  type articleRevisionParams = {
    id: number;
    number: number;
  };

  type articleRevisionsParams = {
    id: number;
  };

  type assistantConversationParams = {
    id: number;
    token?: string;
  };

  type assistantConversationsParams = {
    current?: number;
    pageSize?: number;
  };

  type assistantCuratedDetailParams = {
    id: number;
  };

  type assistantCuratedQueryParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    enabled?: 'true' | 'false';
  };

  type assistantCuratedSourcesParams = {
    kind: 'policy' | 'article' | 'page';
    keyword?: string;
  };

  type assistantReportParams = {
    current?: number;
    pageSize?: number;
    from?: string;
    to?: string;
    kind?: 'all' | 'unanswered' | 'downvoted';
    keyword?: string;
  };

  type assistantUsageParams = {
    from?: string;
    to?: string;
  };

  type clueDetailParams = {
    id: number;
  };

  type clueDuplicatesParams = {
    phone?: string;
    name?: string;
    exceptId?: number;
  };

  type clueStatsParams = {
    from?: string;
    to?: string;
    scope?: 'mine' | 'department' | 'all';
  };

  type companyDetailAllParams = {
    id: number;
  };

  type departmentDetailParams = {
    id: number;
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

  type dictByNameParams = {
    name: string;
    parentValue?: string;
  };

  type dictListParams = {
    typeId: number;
    current?: number;
    pageSize?: number;
    keyword?: string;
    parentValue?: string;
  };

  type dictRootParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
  };

  type exportAirQualityParams = {
    stationId?: number;
    from?: string;
    to?: string;
    level?: number;
    primary?: 'so2' | 'no2' | 'pm10' | 'co' | 'o3' | 'pm25';
    source?: 'push' | 'import' | 'manual' | 'seed';
    sortField?: 'hour' | 'aqi';
    sortOrder?: 'ascend' | 'descend';
    granularity?: 'hour' | 'day';
  };

  type exportApplicationsParams = {
    policyId?: number;
    status?: 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
    companyId?: number;
    keyword?: string;
    departmentId?: number;
    submittedFrom?: string;
    submittedTo?: string;
    sortField?: 'submittedAt' | 'approvedAmount';
    sortOrder?: 'ascend' | 'descend';
  };

  type exportCluesParams = {
    current?: number;
    pageSize?: number;
    scope?: 'mine' | 'department' | 'all';
    keyword?: string;
    stage?:
      | 'new'
      | 'initial_contact'
      | 'viewing_booked'
      | 'viewed'
      | 'quoted'
      | 'negotiating'
      | 'contract_intent'
      | 'signed'
      | 'moved_in'
      | 'on_hold'
      | 'invalid'
      | 'lost';
    source?: string;
    level?: string;
    ownerId?: number;
    industryCode?: string;
    from?: string;
    to?: string;
    overdue?: 'true' | 'false';
    signedFrom?: string;
    signedTo?: string;
    stages?: string;
    followedFrom?: string;
    followedTo?: string;
    locked?: 'true' | 'false';
    sortField?: 'updatedAt' | 'createdAt' | 'nextFollowUpOn' | 'lastFollowUpAt' | 'investmentAmount';
    sortOrder?: 'ascend' | 'descend';
  };

  type exportCompaniesParams = {
    name?: string;
    creditCode?: string;
    industryCode?: string;
    scale?: string;
    status?: string;
    qualification?: string;
    building?: string;
    sortField?: 'name' | 'foundedOn' | 'registeredCapital' | 'staffCount' | 'createdAt';
    sortOrder?: 'ascend' | 'descend';
  };

  type exportWorkshopsParams = {
    keyword?: string;
    building?: string;
    usage?: string;
    rentalStatus?: string;
    areaMin?: number;
    areaMax?: number;
    priceMin?: number;
    priceMax?: number;
    sortField?: 'code' | 'floor' | 'grossArea' | 'usableArea' | 'refPrice' | 'availableFrom';
    sortOrder?: 'ascend' | 'descend';
  };

  type externalOidcStartParams = {
    reurl?: string;
    audience?: 'visitor' | 'staff';
  };

  type findWorkflowPeopleParams = {
    keyword?: string;
  };

  type followAdvertParams = {
    id: number;
  };

  type forumThreadDetailParams = {
    id: number;
    current?: number;
    pageSize?: number;
  };

  type getAddressParams = {
    keyword?: string;
    limit?: number;
  };

  type getAirQualityHistoryParams = {
    stationId: number;
    from: string;
    to: string;
    granularity?: 'hour' | 'day';
  };

  type gisPoiDetailParams = {
    id: number;
  };

  type importAirQualityParams = {
    stationId: number;
    skipInvalid?: '0' | '1' | 'true' | 'false';
  };

  type importCluesParams = {
    skipInvalid?: '0' | '1' | 'true' | 'false';
  };

  type importCompaniesParams = {
    skipInvalid?: '0' | '1' | 'true' | 'false';
  };

  type invitationInfoParams = {
    token: string;
  };

  type loginLogParams = {
    current?: number;
    pageSize?: number;
    username?: string;
    ip?: string;
    success?: 'true' | 'false';
    from?: string;
    to?: string;
  };

  type marketOffersParams = {
    current?: number;
    pageSize?: number;
    providerId?: number;
    kind?: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
    category?: string;
    regionCode?: string;
    keyword?: string;
  };

  type marketProviderParams = {
    id: number;
  };

  type marketProvidersParams = {
    current?: number;
    pageSize?: number;
    kind?: 'consulting' | 'agency' | 'finance' | 'law' | 'ip';
    regionCode?: string;
    keyword?: string;
  };

  type matchCompanyLookupParams = {
    keyword: string;
  };

  type matchExportParams = {
    runId: string;
    format?: 'xlsx';
  };

  type matchNeededFieldsParams = {
    runId: string;
  };

  type matchSubscriptionsParams = {
    current?: number;
    pageSize?: number;
    kind?: 'policy' | 'match';
  };

  type myNoticesParams = {
    current?: number;
    pageSize?: number;
    unreadOnly?: 'true' | 'false';
  };

  type newsDetailParams = {
    id: number;
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

  type organizationDetailParams = {
    id: number;
  };

  type organizationUserDetailParams = {
    id: number;
  };

  type organizationUsersParams = {
    current?: number;
    pageSize?: number;
    name?: string;
    phone?: string;
    departmentId?: number;
    roleId?: number;
    status?: 'active' | 'disabled';
    sortField?: 'username' | 'realName' | 'createdAt' | 'lastLoginAt';
    sortOrder?: 'ascend' | 'descend';
  };

  type policiesSitemapParams = {
    part?: number;
  };

  type policyCalendarIcsParams = {
    from: string;
    to: string;
    tagId?: number;
    departmentId?: number;
  };

  type policyCalendarParams = {
    from: string;
    to: string;
    tagId?: number;
    departmentId?: number;
  };

  type policyDetailIcsParams = {
    id: number;
  };

  type policyDetailParams = {
    id: number;
  };

  type policyTagDetailListParams = {
    parentId: number;
  };

  type projectDetailParams = {
    id: number;
  };

  type projectScheduleParams = {
    projectId: number;
  };

  type projectStatsParams = {
    from?: string;
    to?: string;
    scope?: 'mine' | 'department' | 'all';
  };

  type publicSitePageParams = {
    slug: string;
  };

  type queryAccountsParams = {
    current?: number;
    pageSize?: number;
    name?: string;
    phone?: string;
    departmentId?: number;
    roleId?: number;
    status?: 'active' | 'disabled';
    sortField?: 'username' | 'realName' | 'createdAt' | 'lastLoginAt';
    sortOrder?: 'ascend' | 'descend';
  };

  type queryAdResourcesParams = {
    current?: number;
    pageSize?: number;
    areaId?: number;
    keyword?: string;
    state?: 'disabled' | 'scheduled' | 'live' | 'ended';
    sortField?: 'order' | 'clicks' | 'updatedAt';
    sortOrder?: 'ascend' | 'descend';
  };

  type queryAirQualityParams = {
    stationId?: number;
    from?: string;
    to?: string;
    level?: number;
    primary?: 'so2' | 'no2' | 'pm10' | 'co' | 'o3' | 'pm25';
    source?: 'push' | 'import' | 'manual' | 'seed';
    sortField?: 'hour' | 'aqi';
    sortOrder?: 'ascend' | 'descend';
    granularity?: 'hour' | 'day';
    current?: number;
    pageSize?: number;
  };

  type queryApplicationsParams = {
    current?: number;
    pageSize?: number;
    policyId?: number;
    status?: 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
    companyId?: number;
    keyword?: string;
    departmentId?: number;
    submittedFrom?: string;
    submittedTo?: string;
    sortField?: 'submittedAt' | 'approvedAmount';
    sortOrder?: 'ascend' | 'descend';
  };

  type queryAppsParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
  };

  type queryArticleAuditParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
  };

  type queryArticleCategoriesParams = {
    keyword?: string;
    visible?: 'true' | 'false';
  };

  type queryArticlesParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    categoryId?: number;
    status?: 'draft' | 'review' | 'returned' | 'scheduled' | 'published' | 'withdrawn';
    live?: 'true' | 'false';
    recommended?: 'true' | 'false';
    sortField?: 'updatedAt' | 'firstPublishedAt' | 'viewCount';
    sortOrder?: 'ascend' | 'descend';
  };

  type queryCityParams = {
    province: string;
  };

  type queryCluePoolParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    source?: string;
    level?: string;
    industryCode?: string;
    stage?:
      | 'new'
      | 'initial_contact'
      | 'viewing_booked'
      | 'viewed'
      | 'quoted'
      | 'negotiating'
      | 'contract_intent'
      | 'signed'
      | 'moved_in'
      | 'on_hold'
      | 'invalid'
      | 'lost';
    from?: string;
    to?: string;
    sortField?: 'givenUpAt' | 'createdAt' | 'investmentAmount';
    sortOrder?: 'ascend' | 'descend';
  };

  type queryCluesParams = {
    current?: number;
    pageSize?: number;
    scope?: 'mine' | 'department' | 'all';
    keyword?: string;
    stage?:
      | 'new'
      | 'initial_contact'
      | 'viewing_booked'
      | 'viewed'
      | 'quoted'
      | 'negotiating'
      | 'contract_intent'
      | 'signed'
      | 'moved_in'
      | 'on_hold'
      | 'invalid'
      | 'lost';
    source?: string;
    level?: string;
    ownerId?: number;
    industryCode?: string;
    from?: string;
    to?: string;
    overdue?: 'true' | 'false';
    signedFrom?: string;
    signedTo?: string;
    stages?: string;
    followedFrom?: string;
    followedTo?: string;
    locked?: 'true' | 'false';
    sortField?: 'updatedAt' | 'createdAt' | 'nextFollowUpOn' | 'lastFollowUpAt' | 'investmentAmount';
    sortOrder?: 'ascend' | 'descend';
  };

  type queryCompaniesParams = {
    current?: number;
    pageSize?: number;
    name?: string;
    creditCode?: string;
    industryCode?: string;
    scale?: string;
    status?: string;
    qualification?: string;
    building?: string;
    sortField?: 'name' | 'foundedOn' | 'registeredCapital' | 'staffCount' | 'createdAt';
    sortOrder?: 'ascend' | 'descend';
  };

  type queryCompanyChangesParams = {
    current?: number;
    pageSize?: number;
    status?: 'pending' | 'approved' | 'refused' | 'withdrawn';
    companyId?: number;
    keyword?: string;
  };

  type queryCompanyClaimsParams = {
    current?: number;
    pageSize?: number;
    status?: 'pending' | 'approved' | 'refused' | 'withdrawn';
    companyId?: number;
    keyword?: string;
  };

  type queryCompanyUsersParams = {
    companyId: number;
  };

  type queryCustomersParams = {
    current?: number;
    pageSize?: number;
    companyId?: number;
    name?: string;
  };

  type queryForumPostsParams = {
    current?: number;
    pageSize?: number;
    boardId?: number;
    threadId?: number;
    status?: 'published' | 'held' | 'hidden';
    kind?: 'thread' | 'reply';
    keyword?: string;
    reported?: 'true' | 'false';
    sortField?: 'createdAt' | 'reportCount';
    sortOrder?: 'ascend' | 'descend';
  };

  type queryForumThreadsParams = {
    current?: number;
    pageSize?: number;
    board?: number;
  };

  type queryGisMarkersParams = {
    kinds?: string;
    building?: string;
    status?: string;
    vacancy?: 'vacant' | 'occupied';
    poiKind?: string;
    keyword?: string;
    placed?: 'true' | 'all';
    limit?: number;
  };

  type queryGisPoisParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    kind?: string;
    placed?: 'true' | 'false';
    sortField?: 'name' | 'kind' | 'updatedAt';
    sortOrder?: 'ascend' | 'descend';
  };

  type queryJobsParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    status?: 'active' | 'disabled';
  };

  type queryJobsQueueParams = {
    current?: number;
    pageSize?: number;
    status?: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
    kind?: string;
  };

  type queryMembersParams = {
    current?: number;
    pageSize?: number;
    id?: number;
    name?: string;
    phone?: string;
    departmentId?: number;
    jobId?: number;
    status?: 'active' | 'left';
  };

  type queryNewsParams = {
    current?: number;
    pageSize?: number;
    category?: string;
  };

  type queryOrganizationsParams = {
    current?: number;
    pageSize?: number;
    name?: string;
    type?: string;
    status?: 'active' | 'disabled';
  };

  type queryProjectDocumentsParams = {
    current?: number;
    pageSize?: number;
    projectId: number;
    kind?: 'feasibility' | 'agreement' | 'contract' | 'license' | 'drawing' | 'other';
    keyword?: string;
    name?: string;
    documentId?: number;
  };

  type queryProjectsParams = {
    current?: number;
    pageSize?: number;
    scope?: 'mine' | 'department' | 'all';
    keyword?: string;
    categoryId?: number;
    stage?: 'intent' | 'negotiation' | 'landing' | 'construction' | 'production';
    status?: 'draft' | 'reviewing' | 'returned' | 'rejected' | 'approved' | 'signed' | 'terminated';
    ownerId?: number;
    industryCode?: string;
    currency?: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY';
    from?: string;
    to?: string;
    signedFrom?: string;
    signedTo?: string;
    hasOverdueMilestone?: 'true' | 'false';
    milestoneDueFrom?: string;
    milestoneDueTo?: string;
    milestoneDoneFrom?: string;
    milestoneDoneTo?: string;
    sortField?: 'updatedAt' | 'createdAt' | 'investmentAmount' | 'signedAt';
    sortOrder?: 'ascend' | 'descend';
  };

  type queryRecruitPostsParams = {
    current?: number;
    pageSize?: number;
    id?: number;
    companyId?: number;
    typeId?: number;
    status?: 'open' | 'closed';
    keyword?: string;
  };

  type queryReturningCluesParams = {
    current?: number;
    pageSize?: number;
    scope?: 'mine' | 'department' | 'all';
    days?: number;
  };

  type queryRolesParams = {
    current?: number;
    pageSize?: number;
    name?: string;
    code?: string;
    status?: 'active' | 'disabled';
  };

  type querySuppliersParams = {
    current?: number;
    pageSize?: number;
    companyId?: number;
    name?: string;
  };

  type queryTaskTypesParams = {
    enabled?: 'true' | 'false';
  };

  type queryWorkflowsParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    businessType?: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
    status?: 'enabled' | 'disabled';
    sortField?: 'name' | 'updatedAt' | 'publishedVersion';
    sortOrder?: 'ascend' | 'descend';
  };

  type queryWorkflowTasksParams = {
    current?: number;
    pageSize?: number;
    box?: 'todo' | 'done' | 'started';
    businessType?: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
    keyword?: string;
  };

  type queryWorkshopsParams = {
    current?: number;
    pageSize?: number;
    keyword?: string;
    building?: string;
    usage?: string;
    rentalStatus?: string;
    areaMin?: number;
    areaMax?: number;
    priceMin?: number;
    priceMax?: number;
    sortField?: 'code' | 'floor' | 'grossArea' | 'usableArea' | 'refPrice' | 'availableFrom';
    sortOrder?: 'ascend' | 'descend';
  };

  type recentActivityParams = {
    count?: number;
  };

  type roleDatalistParams = {
    current?: number;
    pageSize?: number;
    name?: string;
    code?: string;
    status?: 'active' | 'disabled';
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

  type searchGisPlacesParams = {
    current?: number;
    pageSize?: number;
    keyword: string;
    kinds?: string;
  };

  type shownAdvertsParams = {
    areas: string;
  };

  type sitePageDetailParams = {
    id: number;
  };

  type ssoInteractionParams = {
    uid: string;
  };

  type staffIdentitiesParams = {
    userId: number;
  };

  type storedFileParams = {
    preview?: '1';
    year: string;
    month: string;
    file: string;
  };

  type suggestPoliciesParams = {
    keyword: string;
  };

  type templateUsersParams = {
    current?: number;
    pageSize?: number;
    name?: string;
    phone?: string;
    departmentId?: number;
    roleId?: number;
    status?: 'active' | 'disabled';
    sortField?: 'username' | 'realName' | 'createdAt' | 'lastLoginAt';
    sortOrder?: 'ascend' | 'descend';
  };

  type unsubscribeInfoParams = {
    token: string;
  };

  type unsubscribeParams = {
    token: string;
  };

  type visitorInboxParams = {
    current?: number;
    pageSize?: number;
    unreadOnly?: 'true' | 'false';
    kind?: 'policy' | 'digest' | 'reminder' | 'system' | 'application';
  };

  type visitorMatchesParams = {
    current?: number;
    pageSize?: number;
  };

  type visitorRevokeSessionParams = {
    id: number;
  };

  type visitorSubscriptionsParams = {
    current?: number;
    pageSize?: number;
    kind?: 'policy' | 'match';
  };

  type workflowInstanceDetailParams = {
    id: number;
  };

  type workflowStepsParams = {
    workflowId: number;
  };

  type workshopDetailParams = {
    id: number;
  };
}
