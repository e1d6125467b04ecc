import { Col, Row, Table, Typography } from 'antd';
import { diffRows, showValue, type DiffRow } from '@/utils/jsonDiff';
import { useT } from '@/utils/i18n';

const pre = (value: unknown) => (
  <pre style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
    {value === null || value === undefined ? '-' : JSON.stringify(value, null, 2)}
  </pre>
);

/** An operation's before and after values side by side, the changed fields highlighted. */
export default function ChangeDetail({ before, after }: { before: unknown; after: unknown }) {
  const t = useT();
  const rows = diffRows(before, after);
  if (!rows) {
    return (
      <Row gutter={16}>
        <Col span={12}>
          <Typography.Text strong>{t('pages.log.before')}</Typography.Text>
          {pre(before)}
        </Col>
        <Col span={12}>
          <Typography.Text strong>{t('pages.log.after')}</Typography.Text>
          {pre(after)}
        </Col>
      </Row>
    );
  }
  const changed = rows.filter((r) => r.changed).length;
  return (
    <Table<DiffRow>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      title={() => <Typography.Text type="secondary">{t('pages.log.changedCount', { count: changed })}</Typography.Text>}
      onRow={(r) => ({ style: r.changed ? { background: 'rgba(250, 173, 20, 0.12)' } : undefined })}
      columns={[
        {
          title: t('pages.log.field'),
          dataIndex: 'key',
          width: 180,
          render: (k: string, r) => (r.changed ? <Typography.Text strong>{k}</Typography.Text> : k),
        },
        {
          title: t('pages.log.before'),
          dataIndex: 'before',
          render: (v: unknown, r) => (
            <Typography.Text delete={r.changed && v !== undefined && v !== null} type={r.inBefore ? undefined : 'secondary'}>
              {showValue(v)}
            </Typography.Text>
          ),
        },
        {
          title: t('pages.log.after'),
          dataIndex: 'after',
          render: (v: unknown, r) => (r.inAfter ? showValue(v) : <Typography.Text type="secondary">{t('pages.log.notRecorded')}</Typography.Text>),
        },
      ]}
    />
  );
}
