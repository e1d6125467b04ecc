import { BellOutlined, EditOutlined, FileExcelOutlined, FilePdfOutlined, ReloadOutlined } from '@ant-design/icons';
import PublicPage from '@/components/PublicPage';
import { history, Link, useDispatch, useIntl, useSearchParams, useSelector } from '@umijs/max';
import { useEffectCall } from '@/models/useEffectCall';
import { Alert, Button, Card, Carousel, Col, Empty, List, Result, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { OutcomeTag } from '@/components/MatchExplanation';
import { amountText, supportTypeLabel } from '@/components/PolicyCard/labels';
import type { MatchCompanyDetail, MatchHeader, MatchItem, MatchSwiperItem, PolicyState, RelatedCompany } from '@/models/policy';
import { matchSubscribe, resultSearche } from '@/services/portal/match';
import type { VisitorState } from '@/models/visitor';
import { useT } from '@/utils/i18n';
import { downloadBlob } from '@/utils/request';
import CorrectDrawer from './CorrectDrawer';
import PrintView, { printCss } from './PrintView';
import Results, { noFilters, type ResultFilters } from './Results';
import { useAntdApp } from '@/components/AntdApp';

type StoreState = { policy: PolicyState };
const PRINT_LIMIT = 500;

/**
 * /ppResult?runId=: the match's header (counts per outcome, the total amount possible), the featured
 * matches, the results with their explanations, related companies; correct the figures and see the result
 * change, export as Excel (the server's .xlsx) or PDF (print view + the browser's "Save as PDF"), and
 * subscribe to new matches (signed in).
 */
export default function PpResultPage() {
  const t = useT();
  const intl = useIntl();
  const { message, modal } = useAntdApp();
  const callEffect = useEffectCall();
  const [params] = useSearchParams();
  const runId = params.get('runId') ?? '';
  const policy = useSelector((s: StoreState) => s.policy);
  const visitor = useSelector((s: { visitor: VisitorState }) => s.visitor.current);
  const dispatch = useDispatch();
  const header = policy.resultHeader as MatchHeader | undefined;
  const detail = policy.companyDetail as MatchCompanyDetail | undefined;
  const related = policy.relateBusiness as RelatedCompany[];
  const ownHeader = header?.runId === runId ? header : undefined;
  const ownDetail = detail?.runId === runId ? detail : undefined;
  const [featured, setFeatured] = useState<MatchSwiperItem[]>(policy.matchRunId === runId ? (policy.matchSwiperData as MatchSwiperItem[]) : []);
  const [filters, setFilters] = useState<ResultFilters>(noFilters);
  const [correcting, setCorrecting] = useState(false);
  const [printItems, setPrintItems] = useState<MatchItem[]>();
  const [busy, setBusy] = useState<'excel' | 'pdf' | 'subscribe'>();
  const [missing, setMissing] = useState(false);
  const [resultsVersion, setResultsVersion] = useState(0);

  /** Header, profile, featured matches and related companies of the run; the table reloads itself. */
  const load = useCallback(async () => {
    if (!runId) return;
    const [h] = await Promise.all([
      callEffect<MatchHeader>('policy/resultHeader', { runId }),
      callEffect('policy/companyDetail', { runId }),
      callEffect('policy/getRelateBusiness', { runId }),
    ]);
    if (!h) {
      setMissing(true);
      return;
    }
    // The featured carousel: the best eligible and likely matches (matchSwiperData once the run was made here).
    const res = await resultSearche({ runId, outcome: ['eligible', 'likely'], current: 1, pageSize: 8 }).catch(() => undefined);
    if (res?.code === 0) setFeatured(res.data.list);
  }, [runId, callEffect]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!printItems) return undefined;
    // After the print view has rendered; the dialog blocks until closed.
    const timer = setTimeout(() => {
      window.print();
      setPrintItems(undefined);
      setBusy(undefined);
    }, 100);
    return () => clearTimeout(timer);
  }, [printItems]);

  if (!runId || missing) {
    return (
      <PublicPage title={t('pages.ppResult.title')}>
        <Result
          status="404"
          title={t('match.result.noRun')}
          subTitle={t('match.result.noRunHint')}
          extra={
            <Button type="primary" onClick={() => history.push('/match')}>
              {t('match.pping.toMatch')}
            </Button>
          }
        />
      </PublicPage>
    );
  }

  const companyName = ownHeader?.companyName ?? ownDetail?.name ?? t('match.header.formProfile');

  const exportExcel = async () => {
    setBusy('excel');
    try {
      await downloadBlob('/api/policy/match/export', { params: { runId, format: 'xlsx' } });
    } finally {
      setBusy(undefined);
    }
  };

  const exportPdf = async () => {
    setBusy('pdf');
    const items: MatchItem[] = [];
    try {
      for (let current = 1; items.length < PRINT_LIMIT; current += 1) {
        const res = await resultSearche({ runId, current, pageSize: 100 });
        if (res.code !== 0) break;
        items.push(...res.data.list);
        if (items.length >= res.data.total || !res.data.list.length) break;
      }
    } catch {
      setBusy(undefined);
      return;
    }
    message.info(t('match.print.hint'));
    setPrintItems(items);
  };

  const subscribe = async () => {
    setBusy('subscribe');
    try {
      // Subscriptions are a visitor's: signed out, the visitors' sign-in dialog opens here.
      if (!visitor) {
        dispatch({ type: 'global/changeLoginModalVisible', payload: true });
        return;
      }
      const res = await matchSubscribe({ runId });
      if (res.code !== 0) return;
      const text = intl.locale === 'en-US' ? res.data.descriptionEn : res.data.description;
      modal.success({ title: res.data.created ? t('match.subscribe.created') : t('match.subscribe.exists'), content: text, okText: t('match.subscribe.ok') });
    } finally {
      setBusy(undefined);
    }
  };

  const reloadAll = async () => {
    setCorrecting(false);
    await load();
    setResultsVersion((v) => v + 1);
    message.success(t('match.correct.saved'));
  };

  return (
    <PublicPage
      title={t('pages.ppResult.title')}
      content={
        <Typography.Text>
          {t('match.header.for', { name: companyName })}
          {ownHeader && (
            <Typography.Text type="secondary">{` · ${t('match.header.evaluatedOnValue', {
              date: ownHeader.evaluationDate,
              year: ownHeader.profileYear,
            })}`}</Typography.Text>
          )}
        </Typography.Text>
      }
      extra={[
        <Button key="correct" icon={<EditOutlined />} onClick={() => setCorrecting(true)}>
          {t('match.action.correct')}
        </Button>,
        <Button key="excel" icon={<FileExcelOutlined />} loading={busy === 'excel'} onClick={exportExcel}>
          {t('match.action.excel')}
        </Button>,
        <Button key="pdf" icon={<FilePdfOutlined />} loading={busy === 'pdf'} onClick={exportPdf}>
          {t('match.action.pdf')}
        </Button>,
        <Button key="subscribe" type="primary" icon={<BellOutlined />} loading={busy === 'subscribe'} onClick={subscribe}>
          {t('match.action.subscribe')}
        </Button>,
        <Button key="again" icon={<ReloadOutlined />} onClick={() => history.push('/match')}>
          {t('match.action.again')}
        </Button>,
      ]}
    >
      <style>{printCss}</style>
      <Row gutter={[16, 16]}>
        {ownDetail?.recordFiguresHidden && (
          <Col xs={24}>
            <Alert type="info" showIcon data-testid="figures-hidden" message={t('match.result.figuresHidden', { name: companyName })} />
          </Col>
        )}
        <Col xs={24}>
          <Card data-testid="match-header">
            <Row gutter={16}>
              {(['eligible', 'likely', 'not_eligible'] as const).map((o) => (
                <Col xs={12} md={6} key={o}>
                  <a onClick={() => setFilters({ ...filters, outcome: [o] })} data-testid={`count-${o}`}>
                    <Statistic
                      title={<OutcomeTag outcome={o} />}
                      value={ownHeader ? ownHeader[o === 'not_eligible' ? 'notEligible' : o] : '—'}
                      suffix={t('match.header.items')}
                    />
                  </a>
                </Col>
              ))}
              <Col xs={12} md={6}>
                <Statistic
                  title={t('match.header.amount')}
                  value={ownHeader?.totalPossibleAmount ?? '—'}
                  precision={ownHeader ? 2 : undefined}
                  suffix={t('match.unit.wan')}
                />
              </Col>
            </Row>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('match.header.note')}
            </Typography.Paragraph>
          </Card>
        </Col>
        {featured.length > 0 && (
          <Col xs={24}>
            <Card title={t('match.featured.title')} className="match-featured">
              <Carousel
                autoplay
                autoplaySpeed={5000}
                slidesToShow={Math.min(3, featured.length)}
                dots
                responsive={[{ breakpoint: 992, settings: { slidesToShow: 1 } }]}
              >
                {featured.map((p) => (
                  <div key={p.policyId}>
                    <Card size="small" style={{ margin: '0 8px 24px' }}>
                      <Space direction="vertical" size={4} style={{ width: '100%' }}>
                        <Space>
                          <OutcomeTag outcome={p.outcome} />
                          <Tag>{supportTypeLabel(intl, p.supportType)}</Tag>
                        </Space>
                        <Link to={`/policydetail/${p.policyId}`}>
                          <Typography.Text strong ellipsis={{ tooltip: p.title }} style={{ maxWidth: '100%' }}>
                            {p.title}
                          </Typography.Text>
                        </Link>
                        <Typography.Text type="secondary">
                          {[amountText(intl, p.maxAmount), p.deadline ? t('match.result.deadline', { date: p.deadline }) : t('match.featured.noDeadline')]
                            .filter(Boolean)
                            .join(' · ')}
                        </Typography.Text>
                      </Space>
                    </Card>
                  </div>
                ))}
              </Carousel>
            </Card>
          </Col>
        )}
        <Col xs={24} xl={18}>
          <Results runId={runId} header={ownHeader} filters={filters} onFilters={setFilters} reloadKey={resultsVersion} />
        </Col>
        <Col xs={24} xl={6}>
          <Card title={t('match.related.title')} size="small">
            {related.length ? (
              <List
                size="small"
                dataSource={related}
                renderItem={(c) => (
                  <List.Item>
                    <List.Item.Meta
                      title={c.name}
                      description={[
                        t(`match.related.${c.relation}`),
                        c.industryCode ? t('match.related.industryCode', { code: c.industryCode }) : '',
                        c.creditCode ?? '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('match.related.none')} />
            )}
          </Card>
        </Col>
      </Row>
      <CorrectDrawer runId={runId} detail={ownDetail} open={correcting} onClose={() => setCorrecting(false)} onSaved={reloadAll} />
      {printItems && <PrintView header={ownHeader} items={printItems} companyName={companyName} />}
    </PublicPage>
  );
}
