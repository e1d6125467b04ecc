export { DICT_CACHE_TTL, type DictItem } from '@/models/dict';
export { cssColorOf } from './colors';
export { default as DictSelect, type DictSelectProps } from './DictSelect';
export { default as DictTag, type DictTagProps } from './DictTag';
export { useDictItems, useDictLoader, useForgetDict } from './useDictItems';
