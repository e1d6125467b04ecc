import { Drawer, List, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import RevisionDiff from '@/components/RevisionDiff';
import { articleRevision, articleRevisions, restoreArticleRevision } from '@/services/portal/article';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import type { ArticleDetail } from './ArticleForm';

type Revision = Awaited<ReturnType<typeof articleRevision>>['data'];
type RevisionItem = Awaited<ReturnType<typeof articleRevisions>>['data']['list'][number];

/**
 * An article's revisions, newest first: pick two to compare them side by side (by default the latest against the
 * one before it), and restore one, which adds it again as the newest revision.
 */
export default function Revisions({
  article,
  canRestore,
  onClose,
  onRestored,
}: {
  article: ArticleDetail;
  canRestore: boolean;
  onClose: () => void;
  onRestored: () => void;
}) {
  const t = useT();
  const [items, setItems] = useState<RevisionItem[]>();
  const [chosen, setChosen] = useState<number[]>([]);
  const [pair, setPair] = useState<[Revision | null, Revision]>();

  useEffect(() => {
    articleRevisions({ id: article.id }).then((res) => {
      setItems(res.data.list);
      setChosen(res.data.list.slice(0, 2).map((r) => r.number));
    });
  }, [article.id]);

  useEffect(() => {
    if (!chosen.length) return;
    const [newer, older] = [...chosen].sort((a, b) => b - a);
    Promise.all([articleRevision({ id: article.id, number: newer }), older ? articleRevision({ id: article.id, number: older }) : null]).then(([n, o]) =>
      setPair([o?.data ?? null, n.data]),
    );
  }, [article.id, chosen]);

  // Two at most: a third choice replaces the older of the two.
  const toggle = (n: number) => setChosen((c) => (c.includes(n) ? c.filter((x) => x !== n) : [n, ...c].slice(0, 2)));

  return (
    <Drawer open width={1100} title={t('article.revisions.title', { title: article.title })} onClose={onClose} destroyOnHidden>
      <div style={{ display: 'flex', gap: 24 }}>
        <List<RevisionItem>
          style={{ width: 300, flex: 'none' }}
          loading={!items}
          dataSource={items}
          renderItem={(r) => (
            <List.Item
              data-testid={`revision-${r.number}`}
              style={{ cursor: 'pointer', background: chosen.includes(r.number) ? '#e6f4ff' : undefined, paddingInline: 8 }}
              onClick={() => toggle(r.number)}
              actions={
                canRestore && r.number !== article.revision
                  ? [
                      <Popconfirm
                        key="restore"
                        title={t('article.revisions.restoreConfirm', { number: r.number })}
                        onConfirm={(e) => {
                          e?.stopPropagation();
                          return restoreArticleRevision({ id: article.id, number: r.number }).then(onRestored);
                        }}
                        onPopupClick={(e) => e.stopPropagation()}
                      >
                        <Typography.Link onClick={(e) => e.stopPropagation()}>{t('article.revisions.restore')}</Typography.Link>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <Space size={4}>
                    {t('article.diff.revision', { number: r.number })}
                    {r.live && <Tag color="green">{t('article.live')}</Tag>}
                  </Space>
                }
                description={
                  <>
                    {formatMoment(r.createdAt)} · {r.createdByName ?? '-'}
                    {r.note && <div>{r.note}</div>}
                  </>
                }
              />
            </List.Item>
          )}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Paragraph type="secondary">{t('article.revisions.hint')}</Typography.Paragraph>
          {pair ? <RevisionDiff before={pair[0]} after={pair[1]} /> : <Spin />}
        </div>
      </div>
    </Drawer>
  );
}
