import { Alert, Card, Descriptions, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { assistantHitTest } from '@/services/portal/assistantAdmin';
import { useT } from '@/utils/i18n';
import type { CuratedDialog, HitTestResult } from './types';

type Hit = HitTestResult['hits'][number];

/**
 * 命中测试: a question as a visitor would ask it, the passages it retrieves with their scores, and the answer it would
 * get (text, type, whether answered, sources). Nothing is stored and no visitor's limit is used.
 */
export default function HitTest({ canEdit, onOpen }: { canEdit: boolean; onOpen: (d: CuratedDialog) => void }) {
  const t = useT();
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState('');
  const [result, setResult] = useState<HitTestResult>();
  const [loading, setLoading] = useState(false);

  const run = async (q: string) => {
    if (!q.trim()) return;
    setLoading(true);
    try {
      const res = await assistantHitTest({ question: q.trim() });
      setResult(res.data);
      setAsked(q.trim());
    } catch {
      // The request layer has shown the refusal.
    } finally {
      setLoading(false);
    }
  };

  const answer = result?.answer;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Input.Search
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        placeholder={t('assistantAdmin.hit.placeholder')}
        aria-label={t('assistantAdmin.tab.hitTest')}
        enterButton={t('assistantAdmin.hit.run')}
        maxLength={2000}
        loading={loading}
        onSearch={(q) => void run(q)}
      />
      <Typography.Text type="secondary">{t('assistantAdmin.hit.tip')}</Typography.Text>
      {answer && (
        <Card
          size="small"
          title={t('assistantAdmin.hit.answer')}
          extra={
            canEdit &&
            answer.curatedId === null && (
              <a onClick={() => onOpen({ question: asked })} role="button">
                {t('assistantAdmin.hit.toCurated')}
              </a>
            )
          }
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <Tag color={answer.answered ? 'green' : 'orange'}>{t(answer.answered ? 'assistantAdmin.hit.answered' : 'assistantAdmin.hit.declined')}</Tag>
              <Tag>{t(`assistantAdmin.shape.${answer.shape}`)}</Tag>
              {answer.curatedId !== null && <Tag color="purple">{t('assistantAdmin.hit.curated', { id: answer.curatedId })}</Tag>}
            </Space>
            {/* Text, never HTML: an answer holding tags shows them. */}
            <Alert type={answer.answered ? 'info' : 'warning'} message={<span style={{ whiteSpace: 'pre-wrap' }}>{answer.text}</span>} />
            <Descriptions size="small" column={1}>
              {answer.sources.length > 0 && (
                <Descriptions.Item label={t('assistantAdmin.hit.sources')}>
                  <Space direction="vertical" size={0}>
                    {answer.sources.map((s) => (
                      <a key={s.n} href={s.link} target="_blank" rel="noreferrer">
                        [{s.n}] {s.title}
                      </a>
                    ))}
                  </Space>
                </Descriptions.Item>
              )}
              {answer.related.length > 0 && (
                <Descriptions.Item label={t('assistantAdmin.hit.related')}>
                  <Space direction="vertical" size={0}>
                    {answer.related.map((r) => (
                      <a key={r.link} href={r.link} target="_blank" rel="noreferrer">
                        {r.title}
                      </a>
                    ))}
                  </Space>
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('assistantAdmin.hit.terms')}>{result.terms.join(' / ') || '-'}</Descriptions.Item>
            </Descriptions>
          </Space>
        </Card>
      )}
      {result && (
        <Card size="small" title={t('assistantAdmin.hit.passages', { count: result.hits.length })}>
          {result.hits.length ? (
            <Table<Hit>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={result.hits}
              columns={[
                { title: t('assistantAdmin.hit.score'), dataIndex: 'score', width: 80, align: 'right', render: (v: number) => v.toFixed(4) },
                {
                  title: t('assistantAdmin.curated.sources'),
                  dataIndex: 'title',
                  width: 280,
                  render: (_, h) => (
                    <Space direction="vertical" size={0}>
                      <a href={h.link} target="_blank" rel="noreferrer">
                        {h.title}
                      </a>
                      <Space size={4}>
                        <Tag>{t(`assistantAdmin.kind.${h.kind}`)}</Tag>
                        <Tag>{t(`assistantAdmin.section.${h.section}`)}</Tag>
                        {!h.live && <Tag color="default">{t('assistantAdmin.hit.notLive')}</Tag>}
                      </Space>
                    </Space>
                  ),
                },
                { title: t('assistantAdmin.hit.excerpt'), dataIndex: 'excerpt' },
              ]}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assistantAdmin.hit.none')} />
          )}
        </Card>
      )}
    </Space>
  );
}
