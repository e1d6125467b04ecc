export { clearMemoryCache, DEFAULT_CACHE_TTL, SESSION_CACHE_SECONDS, type CacheOptions } from './cache';
export { DEFAULT_DOWNLOAD_NAME, downloadBlob, fileNameFromDisposition, saveBlob } from './download';
export { getList, postForm } from './helpers';
export { codeMessage, DEFAULT_ERROR_TEXT } from './messages';
export { ErrorShowType } from './showType';
