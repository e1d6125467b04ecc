import { addLocale, getLocale } from '@umijs/max';

type Messages = Record<string, string>;
type Loader = () => Promise<{ default: Messages }>;

/**
 * Texts not in the entry bundle, by part and language. Chinese front texts are in the entry
 * (src/locales/zh-CN.ts); everything else loads when first needed: English before the first render, the
 * back office's with the admin layout, a company account's with the user centre's company tabs.
 */
const loaders: Record<
  | 'front'
  | 'admin'
  | 'account'
  | 'apply'
  | 'articleEditing'
  | 'cms'
  | 'forumModeration'
  | 'selfTest'
  | 'airQuality'
  | 'clue'
  | 'project'
  | 'gis'
  | 'datav'
  | 'assistantAdmin',
  Record<string, Loader | undefined>
> = {
  front: { 'en-US': () => import('./en-US/front') },
  // A company's account in the user centre (我的企业, 用户列表, invitations): only signed-in visitors open it.
  account: { 'zh-CN': () => import('./zh-CN/companyAccount'), 'en-US': () => import('./en-US/companyAccount') },
  // A company's policy applications (/apply, the user centre's 我的申报), with the review timeline's texts.
  apply: { 'zh-CN': () => import('./zh-CN/apply'), 'en-US': () => import('./en-US/apply') },
  admin: { 'zh-CN': () => import('./zh-CN/admin'), 'en-US': () => import('./en-US/admin') },
  // The two self-tests (/highZc, /scaleType): the largest texts of the front, needed on those two screens only.
  selfTest: { 'zh-CN': () => import('./zh-CN/selfTest'), 'en-US': () => import('./en-US/selfTest') },
  // The article screens (list, editor, revisions, review): only the content team opens them.
  articleEditing: { 'zh-CN': () => import('./zh-CN/articleEditing'), 'en-US': () => import('./en-US/articleEditing') },
  // The site configuration, home layout and advert screens: only the site's administrators open them.
  cms: { 'zh-CN': () => import('./zh-CN/cms'), 'en-US': () => import('./en-US/cms') },
  // The forum's moderation screen (posts, boards, sensitive words): only moderators open it.
  forumModeration: { 'zh-CN': () => import('./zh-CN/forumModeration'), 'en-US': () => import('./en-US/forumModeration') },
  // The air-quality screen (readings, stations, charts, alert rules): only environment staff open it.
  airQuality: { 'zh-CN': () => import('./zh-CN/airQuality'), 'en-US': () => import('./en-US/airQuality') },
  // The clue screens (招商线索, 公海线索): only the investment team opens them.
  clue: { 'zh-CN': () => import('./zh-CN/clue'), 'en-US': () => import('./en-US/clue') },
  // The project screens (招商项目, 进度流程) and the clue drawer's conversion: only the investment team opens them.
  project: { 'zh-CN': () => import('./zh-CN/project'), 'en-US': () => import('./en-US/project') },
  // The park map (园区地图): only the investment and park staff open it.
  gis: { 'zh-CN': () => import('./zh-CN/gis'), 'en-US': () => import('./en-US/gis') },
  // The park's big screen (/datav): a lobby display, the only screen that needs them.
  datav: { 'zh-CN': () => import('./zh-CN/datav'), 'en-US': () => import('./en-US/datav') },
  // The policy assistant's staff screen (政策问答): only the policy team opens it.
  assistantAdmin: { 'zh-CN': () => import('./zh-CN/assistantAdmin'), 'en-US': () => import('./en-US/assistantAdmin') },
};

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Adds a part's texts for a language (once; a failed load is tried again on the next call). */
export function loadMessages(part: keyof typeof loaders, lang = getLocale()): Promise<void> {
  const key = `${part}:${lang}`;
  const loader = loaders[part][lang];
  if (!loader || loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = loader()
      .then(({ default: messages }) => {
        // Umi keeps the language's Moment and antd locale when only messages are given.
        addLocale(lang, messages, undefined as unknown as Parameters<typeof addLocale>[2]);
        loaded.add(key);
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

export function messagesLoaded(part: keyof typeof loaders, lang = getLocale()): boolean {
  return !loaders[part][lang] || loaded.has(`${part}:${lang}`);
}
