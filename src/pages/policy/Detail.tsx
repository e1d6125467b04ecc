import { CalendarOutlined, DownloadOutlined, FormOutlined, LinkOutlined, NotificationOutlined } from '@ant-design/icons';
import PublicPage from '@/components/PublicPage';
import { history, Link, useDispatch, useIntl, useParams, useSelector } from '@umijs/max';
import type { VisitorState } from '@/models/visitor';
import { windowRanges } from '@shared/policyWindow';
import { Alert, Button, Descriptions, Empty, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import Columns from '@/components/Columns';
import Panel from '@/components/Panel';
import PlainList from '@/components/PlainList';
import { useEffect } from 'react';
import { amountText, formatNumber, LevelTag, StatusTag, supportTypeLabel, windowText } from '@/components/PolicyCard/labels';
import { describeRule } from '@/components/PolicyCard/rules';
import type { AreaNode, PolicyState } from '@/models/policy';
import { policyDetail } from '@/services/portal/policy';
import { pageDataKey, useRenderedRecord } from '@/utils/pageData';
import PublicNotFound from '@/components/PublicNotFound';
import styles from './Detail.less';
import RichText from '@/components/RichText';

import { useT } from '@/utils/i18n';

type Policy = Awaited<ReturnType<typeof policyDetail>>['data'];
type StoreState = { policy: PolicyState };

/** Attachments are uploads or files on a government site (the server checks this on save). */
const safeHref = (url: string) => (/^(https?:\/\/|\/uploads\/)/i.test(url) ? url : undefined);
const fileSize = (bytes: number | null) =>
  bytes === null || bytes === undefined
    ? ''
    : bytes >= 1024 * 1024
    ? `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;

function regionNamer(areas: AreaNode[]) {
  const names = new Map<string, string>();
  const walk = (nodes: AreaNode[]) => nodes.forEach((n) => (names.set(n.code, n.name), walk(n.children ?? [])));
  walk(areas);
  return (code: string) => names.get(code);
}

/**
 * /policydetail/:id: a published policy — the facts, its window and status, summary, conditions (the text
 * and the structured rules), the full text, tags, contacts, attachments and related policies — with Apply,
 * Subscribe and "add to calendar". An unknown or unpublished id shows the 404 page (the request layer has
 * already said what failed).
 */
export default function PolicyDetail() {
  const intl = useIntl();
  const t = useT();
  const { id: rawId } = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(rawId ?? '') ? Number(rawId) : 0;
  const dispatch = useDispatch();
  const areaDict = useSelector((s: StoreState) => s.policy.areaDict);
  const visitor = useSelector((s: { visitor: VisitorState }) => s.visitor.current);
  // A server-rendered page starts with the policy it was rendered with (null: not published).
  const {
    record: policy,
    failure,
    retry,
  } = useRenderedRecord<Policy>(
    pageDataKey.policyDetail(id),
    id
      ? () =>
          policyDetail({ id }).then((res) => {
            if (res?.code !== 0) throw new Error('The policy could not be loaded');
            return res.data;
          })
      : undefined,
  );

  useEffect(() => {
    dispatch({ type: 'policy/fetchAreaDict' });
  }, [dispatch]);

  // A link to a part of the policy (/policydetail/:id#window, from the policy assistant's sources) opens there once it is shown.
  const loaded = !!policy;
  useEffect(() => {
    const anchor = loaded && window.location.hash.slice(1);
    if (anchor && /^[a-z]+$/.test(anchor)) document.getElementById(anchor)?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);

  if (failure === 'notFound') return <PublicNotFound />;

  if (failure === 'error') {
    return (
      <PublicPage title={t('pages.policyDetail.title')}>
        <Alert type="warning" showIcon message={t('policyFront.detail.loadFailed')} action={<Button onClick={retry}>{t('policyFront.retry')}</Button>} />
      </PublicPage>
    );
  }
  if (!policy) {
    return (
      <PublicPage title={t('pages.policyDetail.title')}>
        <Panel>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      </PublicPage>
    );
  }

  const p = policy;
  const allYear = p.window.kind === 'all_year';
  const closed = p.windowStatus === 'closed';
  const exempt = p.payoutMode === 'exempt';
  // Subscriptions are visitors': signed out, the visitors' sign-in dialog opens on this page.
  const signedIn = !!visitor;
  const regionName = regionNamer(areaDict);

  const subscribe = () => {
    if (!signedIn) {
      dispatch({ type: 'global/changeLoginModalVisible', payload: true });
      return;
    }
    const q = new URLSearchParams();
    if (p.tags.length) q.set('tagId', p.tags.map((tag) => tag.id).join(','));
    q.set('departmentId', String(p.department.id));
    history.push(`/user/subscribe?${q.toString()}`);
  };

  const facts = [
    { key: 'docNo', label: t('policyFront.detail.docNo'), children: p.docNo || '—' },
    {
      key: 'department',
      label: t('policyFront.detail.department'),
      children: <Link to={`/search?departmentId=${p.department.id}`}>{p.department.name}</Link>,
    },
    { key: 'level', label: t('policyFront.filter.level'), children: <LevelTag level={p.level} /> },
    { key: 'region', label: t('policyFront.detail.region'), children: p.regionName || regionName(p.regionCode) || p.regionCode },
    { key: 'publishDate', label: t('policyFront.detail.publishDate'), children: p.publishDate },
    { key: 'supportType', label: t('policyFront.filter.supportType'), children: supportTypeLabel(intl, p.supportType) },
    { key: 'amount', label: t('policyFront.detail.maxAmount'), children: amountText(intl, p.maxAmount) || t('policyFront.detail.noAmount') },
    { key: 'payout', label: t('policyFront.detail.payoutMode'), children: t(`policyFront.payout.${p.payoutMode}`) },
    {
      key: 'entityTypes',
      label: t('policyFront.detail.entityTypes'),
      children: p.entityTypes.map((e) => t(`policyFront.rule.value.entityType.${e}`)).join(t('policyFront.listSeparator')),
    },
    {
      key: 'source',
      label: t('policyFront.detail.source'),
      children:
        p.sourceUrl && /^https?:\/\//i.test(p.sourceUrl) ? (
          <a href={p.sourceUrl} target="_blank" rel="noopener noreferrer">
            <LinkOutlined /> {t('policyFront.detail.sourceLink')}
          </a>
        ) : (
          '—'
        ),
    },
  ];

  const applyHint = exempt ? t('policyFront.detail.exemptHint') : closed ? t('policyFront.detail.closedHint') : '';
  const actions = (
    <Space wrap>
      <Tooltip title={applyHint}>
        <Button type="primary" icon={<FormOutlined />} disabled={closed || exempt} onClick={() => history.push(`/apply?policyId=${p.id}`)}>
          {t('policyFront.detail.apply')}
        </Button>
      </Tooltip>
      <Tooltip title={signedIn ? t('policyFront.detail.subscribeHint') : t('policyFront.detail.subscribeLogin')}>
        <Button icon={<NotificationOutlined />} onClick={subscribe}>
          {t('policyFront.detail.subscribe')}
        </Button>
      </Tooltip>
      <Tooltip title={allYear ? t('policyFront.detail.icsAllYear') : t('policyFront.detail.icsHint')}>
        <Button
          icon={<CalendarOutlined />}
          disabled={allYear}
          href={allYear ? undefined : `/api/policy/detail.ics?id=${p.id}`}
          download={allYear ? undefined : `policy-${p.id}.ics`}
        >
          {t('policyFront.detail.addToCalendar')}
        </Button>
      </Tooltip>
    </Space>
  );

  // A range with a date missing has no range to show (the shared rule, as the window's status uses it).
  const ranges = windowRanges(p.window);

  return (
    <PublicPage title={t('pages.policyDetail.title')} extra={actions}>
      <Columns gap={16}>
        <Columns.Item xs={24} xl={17}>
          {/* The anchors (#amount, #summary, #conditions, #text, #window, #contacts, #materials) are where the policy assistant's sources point. */}
          <div id="amount" />
          <Panel style={{ marginBottom: 16 }}>
            <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="policy-title">
              {p.title}
            </Typography.Title>
            <Space size={[4, 4]} wrap style={{ marginBottom: 16 }}>
              <LevelTag level={p.level} />
              <StatusTag status={p.windowStatus} allYear={allYear} />
              <Tag>{supportTypeLabel(intl, p.supportType)}</Tag>
              {exempt && <Tag color="gold">{t('policyFront.payout.exempt')}</Tag>}
              <Typography.Text type="secondary">{t('policyFront.detail.views', { count: p.viewCount })}</Typography.Text>
            </Space>
            {/* One column on a phone, two from md up: chosen by the stylesheet, so the server's page is laid out right. */}
            <Descriptions className={styles.factsNarrow} bordered size="small" column={1} items={facts} />
            <Descriptions className={styles.factsWide} bordered size="small" column={2} items={facts} />
          </Panel>

          <div id="summary" />
          {p.summary && (
            <Panel title={t('policyFront.detail.summary')} style={{ marginBottom: 16 }}>
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{p.summary}</Typography.Paragraph>
            </Panel>
          )}

          <div id="conditions" />
          <Panel title={t('policyFront.detail.conditions')} style={{ marginBottom: 16 }}>
            {p.conditionsText ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{p.conditionsText}</Typography.Paragraph>
            ) : (
              !p.rules.length && <Typography.Text type="secondary">{t('policyFront.detail.noConditions')}</Typography.Text>
            )}
            {p.rules.length > 0 && (
              <>
                <Typography.Text strong>{t('policyFront.detail.rules')}</Typography.Text>
                <PlainList
                  className="policy-rules"
                  items={p.rules}
                  rowKey={(rule) => rule.id}
                  renderItem={(rule) => (
                    <Space direction="vertical" size={0}>
                      <span>
                        <Tag color={rule.hard ? 'red' : 'blue'}>{t(rule.hard ? 'policyFront.rule.hard' : 'policyFront.rule.soft')}</Tag>
                        {rule.label}
                      </span>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {describeRule(intl, rule as never, regionName)}
                      </Typography.Text>
                    </Space>
                  )}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('policyFront.detail.rulesNote')}
                </Typography.Text>
              </>
            )}
          </Panel>

          <div id="text" />
          <Panel title={t('policyFront.detail.fullText')}>
            {p.contentHtml ? (
              // Sanitised by the server on save (sanitize-html's allow-list: no scripts, styles, event attributes or javascript: links).
              <RichText html={p.contentHtml} testId="policy-content" />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('policyFront.detail.noText')} />
            )}
          </Panel>
        </Columns.Item>

        <Columns.Item xs={24} xl={7}>
          <div id="window" />
          <Panel title={t('policyFront.detail.window')} style={{ marginBottom: 16 }}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <span>
                <StatusTag status={p.windowStatus} allYear={allYear} /> {windowText(intl, p)}
              </span>
              {ranges.map((r) => (
                <Typography.Text key={`${r.name}-${r.startDate}`} type={closed || (p.deadline && r.endDate < p.deadline) ? 'secondary' : undefined}>
                  {r.name ? `${r.name}：` : ''}
                  {t('policyFront.detail.range', { start: r.startDate, end: r.endDate })}
                  {p.deadline === r.endDate && ranges.length > 1 && (
                    <Tag style={{ marginLeft: 6 }}>{t(p.windowStatus === 'upcoming' ? 'policyFront.detail.nextBatch' : 'policyFront.detail.currentBatch')}</Tag>
                  )}
                </Typography.Text>
              ))}
              {p.windowStatus === 'closing_soon' && <Alert type="warning" showIcon message={t('policyFront.detail.closingSoon', { days: p.daysLeft ?? 0 })} />}
            </Space>
          </Panel>

          {p.tags.length > 0 && (
            <Panel title={t('policyFront.detail.tags')} style={{ marginBottom: 16 }}>
              {p.tags.map((tag) => (
                <Tag key={tag.id} style={{ marginBottom: 6 }}>
                  <Link to={`/search?tagId=${tag.id}`}>{tag.name}</Link>
                </Tag>
              ))}
            </Panel>
          )}

          <div id="contacts" />
          <Panel title={t('policyFront.detail.contacts')} style={{ marginBottom: 16 }}>
            {p.contacts.length ? (
              <PlainList
                items={p.contacts}
                renderItem={(c) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{c.department}</Typography.Text>
                    {c.phone && <a href={`tel:${c.phone}`}>{c.phone}</a>}
                    {c.address && <Typography.Text type="secondary">{c.address}</Typography.Text>}
                  </Space>
                )}
              />
            ) : (
              <Typography.Text type="secondary">{[p.department.name, p.department.phone, p.department.address].filter(Boolean).join(' · ')}</Typography.Text>
            )}
          </Panel>

          <div id="materials" />
          <Panel title={t('policyFront.detail.attachments')} style={{ marginBottom: 16 }}>
            {p.attachments.length ? (
              <PlainList
                className="policy-attachments"
                items={p.attachments}
                renderItem={(a) => (
                  <>
                    <a href={safeHref(a.url)} target="_blank" rel="noopener noreferrer" download>
                      <DownloadOutlined /> {a.name}
                    </a>
                    <Typography.Text type="secondary">{fileSize(a.size)}</Typography.Text>
                  </>
                )}
              />
            ) : (
              <Typography.Text type="secondary">{t('policyFront.detail.noAttachments')}</Typography.Text>
            )}
          </Panel>

          <Panel title={t('policyFront.detail.related')}>
            {p.related.length ? (
              <PlainList
                className="policy-related"
                items={p.related}
                rowKey={(r) => r.id}
                renderItem={(r) => (
                  <Space direction="vertical" size={2}>
                    <Link to={`/policydetail/${r.id}`}>{r.title}</Link>
                    <Space size={4} wrap>
                      <LevelTag level={r.level} />
                      <StatusTag status={r.windowStatus} />
                      {r.deadline && <Typography.Text type="secondary">{t('policyFront.window.deadline', { date: r.deadline })}</Typography.Text>}
                    </Space>
                  </Space>
                )}
              />
            ) : (
              <Typography.Text type="secondary">{t('policyFront.detail.noRelated')}</Typography.Text>
            )}
          </Panel>
        </Columns.Item>
      </Columns>
    </PublicPage>
  );
}
