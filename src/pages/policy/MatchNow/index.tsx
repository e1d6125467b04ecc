import PublicPage from '@/components/PublicPage';
import { history } from '@umijs/max';
import { Alert, Card, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { matchNeededFieldsFor } from '@/services/portal/match';
import { useT } from '@/utils/i18n';
import { savePendingProfile } from './pending';
import ProfileForm, { type FormField } from './ProfileForm';

type Basics = { regionCode?: string; entityType?: string };
type Needed = { fields: FormField[]; candidateCount: number; evaluationYear: number };

/**
 * /matchNow: a visitor without a company record gives a region and entity type; the server answers which
 * inputs the policies open to them need (match/fields), and the form asks for those only, figures for the
 * fiscal years the rules read. Submitting hands the profile to /pping, which runs the match.
 */
export default function MatchNowPage() {
  const t = useT();
  const [basics, setBasics] = useState<Basics>({ entityType: 'enterprise' });
  const [needed, setNeeded] = useState<Needed>();
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);

  useEffect(() => {
    if (!basics.regionCode) return undefined;
    // A short pause so clicking through the region cascader asks once; the latest answer wins.
    const ticket = ++asked.current;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const res = await matchNeededFieldsFor({ regionCode: basics.regionCode, entityType: basics.entityType as never });
        if (ticket === asked.current && res.code === 0)
          setNeeded({ fields: res.data.missing, candidateCount: res.data.candidateCount, evaluationYear: res.data.evaluationYear });
      } catch {
        // The request layer has shown the error; the form keeps what it had.
      } finally {
        if (ticket === asked.current) setLoading(false);
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [basics.regionCode, basics.entityType]);

  const between = !basics.regionCode ? (
    <Alert type="info" showIcon message={t('match.now.chooseRegion')} style={{ marginBottom: 16 }} />
  ) : loading && !needed ? (
    <Spin tip={t('match.now.loadingFields')}>
      <div style={{ height: 48 }} />
    </Spin>
  ) : needed ? (
    <Alert
      type="info"
      showIcon
      message={t('match.now.onlyNeeded', { count: needed.candidateCount, fields: needed.fields.length })}
      style={{ marginBottom: 8 }}
    />
  ) : null;

  return (
    <PublicPage title={t('pages.matchNow.title')} content={t('match.now.desc')}>
      <Card>
        <Spin spinning={loading && !!needed}>
          <ProfileForm
            fields={needed?.fields ?? []}
            submitText={t('match.now.submit')}
            between={between}
            onBasicsChange={(regionCode, entityType) => setBasics({ regionCode, entityType })}
            onFinish={async (profile) => {
              savePendingProfile(profile);
              history.push('/pping?source=form');
              return true;
            }}
          />
        </Spin>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          {t('match.now.privacy')}
        </Typography.Paragraph>
      </Card>
    </PublicPage>
  );
}
