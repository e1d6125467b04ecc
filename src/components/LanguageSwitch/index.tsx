import { TranslationOutlined } from '@ant-design/icons';
import { getLocale, setLocale } from '@umijs/max';
import { Button } from 'antd';

/** The portal's two languages, each named in itself. */
const other = { 'zh-CN': { locale: 'en-US', label: 'English', lang: 'en' }, 'en-US': { locale: 'zh-CN', label: '中文', lang: 'zh' } } as const;

/**
 * The language switch of every header (the front's, the back office's, the login page's): one button naming the
 * other language; choosing it keeps the choice (as Umi's locale plugin keeps it) and reloads the page in it.
 * One click rather than Umi's SelectLang drop-down: the portal has two languages.
 */
export default function LanguageSwitch({ className }: { className?: string }) {
  const next = other[getLocale() === 'en-US' ? 'en-US' : 'zh-CN'];
  return (
    <Button
      type="text"
      className={className}
      icon={<TranslationOutlined />}
      aria-label={next.label}
      onClick={() => setLocale(next.locale, true)}
      data-testid="language-switch"
    >
      <span lang={next.lang}>{next.label}</span>
    </Button>
  );
}
