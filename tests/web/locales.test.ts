/**
 * The texts are split so a first load carries only what it needs: Chinese front texts in the entry, English
 * and the back office's on demand (src/locales/load.ts). Both languages hold the same keys in each part.
 */
import enEntry from '@/locales/en-US';
import enAdmin from '@/locales/en-US/admin';
import enFront from '@/locales/en-US/front';
import zhEntry from '@/locales/zh-CN';
import zhAdmin from '@/locales/zh-CN/admin';
import zhFront from '@/locales/zh-CN/front';
import enArticleEditing from '@/locales/en-US/articleEditing';
import enCms from '@/locales/en-US/cms';
import enSelfTest from '@/locales/en-US/selfTest';
import enForumModeration from '@/locales/en-US/forumModeration';
import zhForumModeration from '@/locales/zh-CN/forumModeration';
import enClue from '@/locales/en-US/clue';
import zhClue from '@/locales/zh-CN/clue';
import enProject from '@/locales/en-US/project';
import zhProject from '@/locales/zh-CN/project';
import zhArticleEditing from '@/locales/zh-CN/articleEditing';
import zhCms from '@/locales/zh-CN/cms';
import zhSelfTest from '@/locales/zh-CN/selfTest';
import enAirQuality from '@/locales/en-US/airQuality';
import zhAirQuality from '@/locales/zh-CN/airQuality';
import enDatav from '@/locales/en-US/datav';
import zhDatav from '@/locales/zh-CN/datav';

const mockAddLocale = jest.fn();
let mockLocale = 'zh-CN';
jest.mock('@umijs/max', () => ({
  addLocale: (...args: unknown[]) => mockAddLocale(...args),
  getLocale: () => mockLocale,
}));

const keys = (messages: object) => Object.keys(messages).sort();

describe('the message parts', () => {
  it.each([
    ['front', zhFront, enFront],
    ['admin', zhAdmin, enAdmin],
    ['articleEditing', zhArticleEditing, enArticleEditing],
    ['cms', zhCms, enCms],
    ['forumModeration', zhForumModeration, enForumModeration],
    ['clue', zhClue, enClue],
    ['project', zhProject, enProject],
    ['selfTest', zhSelfTest, enSelfTest],
    ['airQuality', zhAirQuality, enAirQuality],
    ['datav', zhDatav, enDatav],
  ])('%s: zh-CN and en-US have the same keys, no Chinese text empty', (_part, zh, en) => {
    // (An English text may be empty where Chinese needs a measure word: match.header.items.)
    expect(keys(en)).toEqual(keys(zh));
    for (const [key, text] of Object.entries(zh)) expect([key, text]).not.toEqual([key, '']);
  });

  it('front and admin do not share a key (one place for each text)', () => {
    const front = new Set(Object.keys(zhFront));
    expect(Object.keys(zhAdmin).filter((k) => front.has(k))).toEqual([]);
  });

  it('the entry holds the Chinese front texts and no English', () => {
    expect(zhEntry).toBe(zhFront);
    expect(enEntry).toEqual({});
  });
});

describe('loadMessages', () => {
  beforeEach(() => {
    jest.resetModules();
    mockAddLocale.mockReset();
  });
  const load = () => require('@/locales/load') as typeof import('@/locales/load');

  it('adds nothing for the Chinese front (already in the entry)', async () => {
    mockLocale = 'zh-CN';
    const { loadMessages, messagesLoaded } = load();
    await loadMessages('front');
    expect(mockAddLocale).not.toHaveBeenCalled();
    expect(messagesLoaded('front')).toBe(true);
  });

  it('adds the English front texts once, however often asked', async () => {
    mockLocale = 'en-US';
    const { loadMessages, messagesLoaded } = load();
    expect(messagesLoaded('front')).toBe(false);
    await Promise.all([loadMessages('front'), loadMessages('front')]);
    await loadMessages('front');
    expect(mockAddLocale).toHaveBeenCalledTimes(1);
    expect(mockAddLocale.mock.calls[0][0]).toBe('en-US');
    expect(mockAddLocale.mock.calls[0][1]).toEqual(enFront);
    expect(messagesLoaded('front')).toBe(true);
  });

  it('adds the admin texts of the language asked for', async () => {
    const { loadMessages, messagesLoaded } = load();
    await loadMessages('admin', 'zh-CN');
    expect(mockAddLocale).toHaveBeenCalledWith('zh-CN', zhAdmin, undefined);
    expect(messagesLoaded('admin', 'zh-CN')).toBe(true);
    expect(messagesLoaded('admin', 'en-US')).toBe(false);
  });

  it('tries again after a failed load', async () => {
    const { loadMessages, messagesLoaded } = load();
    mockAddLocale.mockImplementationOnce(() => {
      throw new Error('network');
    });
    await expect(loadMessages('admin', 'en-US')).rejects.toThrow('network');
    expect(messagesLoaded('admin', 'en-US')).toBe(false);
    await loadMessages('admin', 'en-US');
    expect(messagesLoaded('admin', 'en-US')).toBe(true);
    expect(mockAddLocale).toHaveBeenCalledTimes(2);
  });
});
