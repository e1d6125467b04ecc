/** The rich-text sanitiser (shared/sanitizeHtml.ts): which pictures a policy text may carry. */
import { isOwnUpload, sanitizeHtml } from '@shared/sanitizeHtml';

// What the image upload API answers (server/modules/upload/service.ts: `/uploads/<stored name>`).
const OWN = '/uploads/2026/03/0123456789abcdef0123456789abcdef.png';
const THUMB = '/uploads/2026/03/0123456789abcdef0123456789abcdef.thumb.webp';

describe('images in sanitised HTML', () => {
  it('keeps an image of our uploads with its alt text and numeric size, without event handlers or styles', () => {
    const html = `<p>申报流程如下：</p><p><img src="${OWN}" alt="申报流程图" title="流程" width="800" height="450" onerror="alert(1)" onload="steal()" style="position:fixed"></p>`;
    expect(sanitizeHtml(html)).toBe(`<p>申报流程如下：</p><p><img src="${OWN}" alt="申报流程图" title="流程" width="800" height="450" /></p>`);
    expect(sanitizeHtml(`<img src="${THUMB}" alt="缩略图">`)).toBe(`<img src="${THUMB}" alt="缩略图" />`);
  });

  it('drops width and height that are not plain pixel numbers', () => {
    expect(sanitizeHtml(`<img src="${OWN}" alt="图" width="100%" height="expression(alert(1))">`)).toBe(`<img src="${OWN}" alt="图" />`);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['an external https image (would leak readers’ IPs)', 'https://tracker.example/pixel.png'],
    ['an external http image', 'http://kjj.yunxi.gov.cn/a.png'],
    ['a protocol-relative image', '//tracker.example/pixel.png'],
    ['a data: URL (bypasses the upload checks)', 'data:image/png;base64,iVBORw0KGgo='],
    ['a path that climbs out of /uploads', '/uploads/2026/03/../../apiv2/park/admin/user'],
    ['another path of our site', '/apiv2/park/admin/uploader/image'],
    ['a name the upload API never gives', '/uploads/2026/03/evil.svg'],
  ])('removes the whole image for %s, and keeps the text around it', (_what, src) => {
    expect(sanitizeHtml(`<p>前<img src="${src}" alt="图" onerror="alert(1)">后</p>`)).toBe('<p>前后</p>');
  });

  it('removes an image without a source', () => {
    expect(sanitizeHtml('<p>前<img alt="空" onerror="alert(1)">后</p>')).toBe('<p>前后</p>');
  });

  it('recognises only the stored-file paths the upload API answers', () => {
    expect(isOwnUpload(OWN)).toBe(true);
    expect(isOwnUpload(`${OWN}?v=1`)).toBe(false);
    expect(isOwnUpload(`https://portal.example${OWN}`)).toBe(false);
    expect(isOwnUpload('/uploads/2026/13/0123456789abcdef0123456789abcdef.png')).toBe(false);
    expect(isOwnUpload(undefined)).toBe(false);
  });
});
