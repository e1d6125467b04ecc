import { Empty, Typography } from 'antd';
import { useMemo } from 'react';
import { diffField, diffParagraphs, htmlParagraphs, type DiffPart, type DiffRow } from '@shared/articleDiff';
import { useT } from '@/utils/i18n';
import './index.less';

/** What the comparison reads of a revision (the admin's revision detail has these). */
export type ComparedRevision = {
  number: number;
  title: string;
  categoryName: string | null;
  coverUrl: string | null;
  summary: string | null;
  contentHtml: string;
  author: string | null;
  source: string | null;
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
};

const FIELDS = ['title', 'categoryName', 'summary', 'tags', 'author', 'source', 'coverUrl', 'seoTitle', 'seoDescription'] as const;
const text = (r: ComparedRevision | null, field: (typeof FIELDS)[number]) => {
  const v = r?.[field];
  return Array.isArray(v) ? v.join('、') : v;
};

function Parts({ parts }: { parts: DiffPart[] | null }) {
  if (!parts) return null;
  return (
    <>
      {parts.map((p, i) =>
        p.change === 'added' ? <ins key={i}>{p.text}</ins> : p.change === 'removed' ? <del key={i}>{p.text}</del> : <span key={i}>{p.text}</span>,
      )}
    </>
  );
}

/**
 * Two revisions of an article side by side, the older on the left: the fields that differ, then the text paragraph by
 * paragraph with the changed characters marked. Without an older one (a first publication) the right side is all new.
 */
export default function RevisionDiff({
  before,
  after,
  onlyChanges = false,
}: {
  before: ComparedRevision | null;
  after: ComparedRevision;
  onlyChanges?: boolean;
}) {
  const t = useT();
  const { fields, paragraphs } = useMemo(() => {
    const fieldRows = FIELDS.map((f) => [f, diffField(text(before, f), text(after, f))] as const).filter(
      (r): r is [(typeof FIELDS)[number], DiffRow] => r[1] !== null,
    );
    const rows = diffParagraphs(before ? htmlParagraphs(before.contentHtml) : [], htmlParagraphs(after.contentHtml));
    return { fields: fieldRows, paragraphs: onlyChanges ? rows.filter((r) => r.kind !== 'same') : rows };
  }, [before, after, onlyChanges]);

  return (
    <table className="revision-diff" data-testid="revision-diff">
      <thead>
        <tr>
          <th className="revision-diff-label" />
          <th>{before ? t('article.diff.revision', { number: before.number }) : t('article.diff.none')}</th>
          <th>{t('article.diff.revision', { number: after.number })}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map(([field, row]) => (
          <tr key={field} className={`revision-diff-${row.kind}`}>
            <td className="revision-diff-label">{t(`article.field.${field}`)}</td>
            <td>
              <Parts parts={row.left} />
            </td>
            <td>
              <Parts parts={row.right} />
            </td>
          </tr>
        ))}
        {paragraphs.map((row, i) => (
          <tr key={i} className={`revision-diff-${row.kind}`}>
            <td className="revision-diff-label">{i === 0 ? t('article.field.contentHtml') : ''}</td>
            <td>
              <Parts parts={row.left} />
            </td>
            <td>
              <Parts parts={row.right} />
            </td>
          </tr>
        ))}
        {!fields.length && !paragraphs.length && (
          <tr>
            <td colSpan={3}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text type="secondary">{t('article.diff.same')}</Typography.Text>} />
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
