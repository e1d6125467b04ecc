/** The administrator role's code: it always holds every menu, cannot be deleted and is never granted by others. */
export const ADMIN_ROLE_CODE = 'admin';

/**
 * The rows a role's holders see, narrowest last: all rows, chosen departments, the holder's
 * department, that department and below, or only the holder's own rows.
 */
export const DATA_SCOPES = ['all', 'custom', 'department', 'department_and_below', 'self'] as const;

export type DataScope = (typeof DATA_SCOPES)[number];
