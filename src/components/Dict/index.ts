export { clearDictCache, DICT_CACHE_TTL, loadDict, peekDict, type DictItem } from './cache';
export { cssColorOf } from './colors';
export { default as DictSelect, type DictSelectProps } from './DictSelect';
export { default as DictTag, type DictTagProps } from './DictTag';
export { useDictItems } from './useDictItems';
