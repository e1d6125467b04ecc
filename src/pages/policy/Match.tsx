import { FormOutlined, SearchOutlined } from '@ant-design/icons';
import PublicPage from '@/components/PublicPage';
import { history } from '@umijs/max';
import { AutoComplete, Button, Card, Col, Empty, Input, Row, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { matchCompanyLookup } from '@/services/portal/match';
import { useT } from '@/utils/i18n';

type Found = Awaited<ReturnType<typeof matchCompanyLookup>>['data'][number];

/**
 * /match: find the company in the park's register by name or credit code (at most 10 suggestions, credit
 * codes masked) and match it — /pping runs the match and shows its progress — or start a profile by hand
 * on /matchNow.
 */
export default function MatchPage() {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Found[]>([]);
  const [searched, setSearched] = useState(false);
  const [chosen, setChosen] = useState<Found>();
  const asked = useRef(0);

  useEffect(() => {
    const k = keyword.trim();
    if (!k || chosen?.name === k) return undefined;
    const ticket = ++asked.current;
    const timer = setTimeout(async () => {
      try {
        const res = await matchCompanyLookup({ keyword: k }, { skipErrorHandler: true });
        if (ticket === asked.current && res.code === 0) {
          setFound(res.data);
          setSearched(true);
        }
      } catch {
        if (ticket === asked.current) setFound([]);
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [keyword, chosen]);

  const start = (company: Found | undefined) => {
    if (company) history.push(`/pping?companyId=${company.id}`);
  };

  return (
    <PublicPage title={t('pages.match.title')} content={t('match.start.desc')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Card title={t('match.start.findTitle')}>
            <Space.Compact style={{ width: '100%' }}>
              <AutoComplete
                style={{ width: '100%' }}
                value={keyword}
                options={found.map((c) => ({
                  value: String(c.id),
                  label: (
                    <div data-company-id={c.id}>
                      <div>{c.name}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {c.creditCode}
                      </Typography.Text>
                    </div>
                  ),
                }))}
                onChange={(v) => {
                  setKeyword(v);
                  if (chosen && v !== chosen.name) setChosen(undefined);
                }}
                onSelect={(id: string) => {
                  const company = found.find((c) => String(c.id) === id);
                  setChosen(company);
                  setKeyword(company?.name ?? '');
                  start(company);
                }}
                notFoundContent={searched && keyword.trim() ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('match.start.noCompany')} /> : null}
              >
                <Input
                  size="large"
                  allowClear
                  prefix={<SearchOutlined />}
                  placeholder={t('match.start.placeholder')}
                  aria-label={t('match.start.placeholder')}
                />
              </AutoComplete>
              <Button size="large" type="primary" disabled={!chosen && found.length !== 1} onClick={() => start(chosen ?? found[0])}>
                {t('match.start.run')}
              </Button>
            </Space.Compact>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('match.start.findHint')}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card title={t('match.start.formTitle')}>
            <Typography.Paragraph>{t('match.start.formDesc')}</Typography.Paragraph>
            <Button icon={<FormOutlined />} onClick={() => history.push('/matchNow')}>
              {t('match.start.form')}
            </Button>
          </Card>
        </Col>
      </Row>
    </PublicPage>
  );
}
