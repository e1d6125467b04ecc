import { theme } from 'antd';
import { Fragment } from 'react';

/** The five entities the server's escaping produces (server/modules/policy/text.ts), and numeric ones. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export type HighlightPart = { text: string; hit: boolean };

/**
 * Splits the server's highlighted text ("…<em>高新</em>…", everything else HTML-escaped) into plain and
 * matched parts. Nothing is ever parsed as HTML: a stray tag stays visible text, and an <em> without
 * its closing tag is plain text too.
 */
export function splitHighlight(html: string | null | undefined): HighlightPart[] {
  if (!html) return [];
  const parts: HighlightPart[] = [];
  const push = (text: string, hit: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.hit === hit) last.text += text;
    else parts.push({ text, hit });
  };
  const pattern = /<em>([\s\S]*?)<\/em>/g;
  let at = 0;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    push(unescapeHtml(html.slice(at, m.index)), false);
    push(unescapeHtml(m[1]), true);
    at = m.index + m[0].length;
  }
  push(unescapeHtml(html.slice(at)), false);
  return parts;
}

/** Renders a highlighted title or snippet from the search API as text, the matches emphasised. */
export default function Highlight({ html }: { html: string | null | undefined }) {
  const { token } = theme.useToken();
  return (
    <>
      {splitHighlight(html).map((part, i) =>
        part.hit ? (
          <em key={i} className="policy-hit" style={{ color: token.colorError, fontStyle: 'normal' }}>
            {part.text}
          </em>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
