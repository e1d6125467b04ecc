import './index.less';

/**
 * HTML the server sanitised when it was saved (shared/sanitizeHtml.ts: no script, no event handler, links and
 * images checked), shown with the front's reading styles. Never give it anything else.
 */
export default function RichText({ html, testId }: { html: string; testId?: string }) {
  return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
