import type { dictList, dictRoot } from '@/services/portal/dict';

export type DictTypeItem = Awaited<ReturnType<typeof dictRoot>>['data']['list'][number];
export type DictItemRow = Awaited<ReturnType<typeof dictList>>['data']['list'][number];

/** Dictionary name: a lower-case letter first, then a-z, 0-9 or _ (the server's rule). */
export const DICT_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

/** Rows added in the table and not yet saved carry a negative id. */
export const isNewRow = (row: { id: number }) => row.id < 0;
