import { DeleteOutlined, EditOutlined, FileSearchOutlined, ReloadOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, Empty, Form, Input, List, Modal, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { visitorDeleteMatch, visitorMatches, visitorRenameMatch, visitorRerunMatch } from '@/services/portal/visitor';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';
import { useAntdApp } from '@/components/AntdApp';

type Page = DataOf<typeof visitorMatches>;
type SavedRun = Page['list'][number];

const PAGE_SIZE = 10;
const NAME_MAX = 64;
const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/**
 * My matches (`/user?tab=matches`): the policy matches the visitor ran while signed in, kept until they delete
 * them, last run first. Each shows its name (or the company's), the profile's company, industry and region, and
 * how many policies it matches, counted when the list is read; open the results, run again now, rename, delete.
 */
export default function MatchesTab() {
  const t = useT();
  const { message } = useAntdApp();
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page>();
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<string>();
  const [renaming, setRenaming] = useState<SavedRun>();
  const [form] = Form.useForm<{ name: string }>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage((await visitorMatches({ current, pageSize: PAGE_SIZE })).data);
    } finally {
      setLoading(false);
    }
  }, [current]);
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  const replace = (run: SavedRun) => setPage((p) => p && { ...p, list: p.list.map((x) => (x.runId === run.runId ? run : x)) });
  const rerun = async (run: SavedRun) => {
    setBusy(run.runId);
    try {
      const res = await visitorRerunMatch({ runId: run.runId });
      // The last run comes first: on the first page it moves up, elsewhere the list is read again.
      if (current === 1) setPage((p) => p && { ...p, list: [res.data, ...p.list.filter((x) => x.runId !== run.runId)] });
      else setCurrent(1);
      message.success(t('userCentre.matches.rerunDone', { time: time(res.data.evaluatedAt), count: res.data.matchCount }));
    } finally {
      setBusy(undefined);
    }
  };
  const remove = async (run: SavedRun) => {
    await visitorDeleteMatch({ runId: run.runId });
    message.success(t('userCentre.matches.deleted'));
    if (page && page.list.length === 1 && current > 1) setCurrent(current - 1);
    else await load();
  };
  const rename = async () => {
    // Refused here, the message is under the field; the dialog stays open.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const { name } = values;
    const res = await visitorRenameMatch({ runId: renaming!.runId, name: name?.trim() ?? '' });
    replace(res.data);
    setRenaming(undefined);
    message.success(t('userCentre.matches.renamed'));
  };

  const titleOf = (run: SavedRun) => run.name || run.companyName || t('userCentre.matches.formProfile');

  return (
    <div data-testid="matches">
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text type="secondary">{t('userCentre.matches.intro')}</Typography.Text>
        <Button type="primary" onClick={() => history.push('/match')} data-testid="new-match">
          {t('userCentre.matches.new')}
        </Button>
      </Space>
      <List<SavedRun>
        loading={loading}
        dataSource={page?.list ?? []}
        rowKey="runId"
        locale={{ emptyText: <Empty description={t('userCentre.matches.empty')} /> }}
        pagination={page && page.total > PAGE_SIZE ? { current, pageSize: PAGE_SIZE, total: page.total, onChange: setCurrent, size: 'small' } : false}
        renderItem={(run) => {
          const summary = [run.name ? run.companyName : null, run.industryName ?? run.industryCode, run.regionName ?? run.regionCode].filter(Boolean);
          return (
            <List.Item
              data-testid="saved-run"
              actions={[
                <Button
                  key="open"
                  type="link"
                  size="small"
                  icon={<FileSearchOutlined />}
                  onClick={() => history.push(`/ppResult?runId=${encodeURIComponent(run.runId)}`)}
                >
                  {t('userCentre.matches.open')}
                </Button>,
                <Button key="rerun" type="link" size="small" icon={<ReloadOutlined />} loading={busy === run.runId} onClick={() => rerun(run)}>
                  {t('userCentre.matches.rerun')}
                </Button>,
                <Tooltip key="rename" title={t('userCentre.matches.rename')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('userCentre.matches.rename')}
                    onClick={() => {
                      form.setFieldsValue({ name: run.name ?? '' });
                      setRenaming(run);
                    }}
                  />
                </Tooltip>,
                <Popconfirm key="delete" title={t('userCentre.matches.deleteConfirm')} onConfirm={() => remove(run)}>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('userCentre.matches.delete')} />
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={6} wrap>
                    <Typography.Text strong>{titleOf(run)}</Typography.Text>
                    <Tag color={run.source === 'company' ? 'blue' : 'default'}>{t(`userCentre.matches.source.${run.source}`)}</Tag>
                  </Space>
                }
                description={
                  <Space direction="vertical" size={4} style={{ width: '100%' }}>
                    {summary.length > 0 && <Typography.Text type="secondary">{summary.join(' · ')}</Typography.Text>}
                    <Space wrap size={[16, 4]}>
                      <Typography.Text data-testid="match-count">
                        {t('userCentre.matches.count', { count: run.matchCount })}
                        <Typography.Text type="secondary">{` (${t('userCentre.matches.outcomes', {
                          eligible: run.eligible,
                          likely: run.likely,
                        })})`}</Typography.Text>
                      </Typography.Text>
                      <Typography.Text type="secondary">{t('userCentre.matches.lastRun', { time: time(run.updatedAt) })}</Typography.Text>
                      <Typography.Text type="secondary" data-testid="evaluated-at">
                        {t('userCentre.matches.evaluatedAt', { time: time(run.evaluatedAt) })}
                      </Typography.Text>
                    </Space>
                  </Space>
                }
              />
            </List.Item>
          );
        }}
      />
      <Modal
        open={!!renaming}
        title={t('userCentre.matches.rename')}
        okText={t('userCentre.save')}
        onOk={rename}
        onCancel={() => setRenaming(undefined)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="name"
            label={t('userCentre.matches.name')}
            extra={t('userCentre.matches.name.hint')}
            rules={[{ max: NAME_MAX, message: t('userCentre.matches.name.max') }]}
          >
            <Input maxLength={NAME_MAX} allowClear placeholder={renaming ? renaming.companyName ?? t('userCentre.matches.formProfile') : undefined} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
