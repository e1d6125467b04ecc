import PublicPage from '@/components/PublicPage';
import { history, useSearchParams } from '@umijs/max';
import { useEffectCall } from '@/models/useEffectCall';
import { Button, Card, Progress, Result, Space, Steps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MatchHeader, MatchResultPage, MatchRun, RelatedCompany } from '@/models/policy';
import { useT } from '@/utils/i18n';
import { clearPendingProfile, readPendingProfile } from './MatchNow/pending';

type StepKey = 'profile' | 'evaluate' | 'results' | 'related';
const steps: StepKey[] = ['profile', 'evaluate', 'results', 'related'];
type StepState = 'wait' | 'process' | 'finish' | 'error';

/**
 * /pping: runs the match and shows each call as it goes — the profile and the run (matchData), every
 * candidate policy evaluated (resultHeader), the first page of explained results (resultSearche) and the
 * related companies (getRelateBusiness) — through the policy model, then opens /ppResult. The progress is
 * the calls' own: nothing waits for show. `?companyId=` matches a park company; `?source=form` the profile
 * /matchNow left in session storage.
 */
export default function PpingPage() {
  const t = useT();
  const callEffect = useEffectCall();
  const [params] = useSearchParams();
  const [states, setStates] = useState<Record<StepKey, StepState>>({ profile: 'wait', evaluate: 'wait', results: 'wait', related: 'wait' });
  const [notes, setNotes] = useState<Partial<Record<StepKey, string>>>({});
  const [failed, setFailed] = useState<string>();
  const started = useRef(false);

  const companyId = Number(params.get('companyId')) || undefined;
  const fromForm = params.get('source') === 'form';
  const profile = useRef(fromForm ? readPendingProfile() : undefined).current;
  // A retry goes on with the run already made.
  const runIdRef = useRef<string>();

  const run = useCallback(async () => {
    setFailed(undefined);
    setStates({ profile: 'wait', evaluate: 'wait', results: 'wait', related: 'wait' });
    const step = async <T,>(key: StepKey, action: { type: string; payload: unknown }, note?: (data: T) => string): Promise<T> => {
      setStates((s) => ({ ...s, [key]: 'process' }));
      const data = await callEffect<T>(action.type, action.payload);
      if (data === undefined) {
        setStates((s) => ({ ...s, [key]: 'error' }));
        throw new Error(key);
      }
      setStates((s) => ({ ...s, [key]: 'finish' }));
      if (note) setNotes((n) => ({ ...n, [key]: note(data) }));
      return data;
    };
    try {
      if (!companyId && !profile) throw new Error('nothing');
      if (!runIdRef.current) {
        const made = await step<MatchRun>('profile', { type: 'policy/matchData', payload: companyId ? { companyId } : { profile } }, (d) =>
          t('match.pping.note.profile', { featured: d.matchSwiperData.length }),
        );
        runIdRef.current = made.runId;
      } else {
        setStates((s) => ({ ...s, profile: 'finish' }));
      }
      const runId = runIdRef.current;
      await step<MatchHeader>('evaluate', { type: 'policy/resultHeader', payload: { runId } }, (h) =>
        t('match.pping.note.evaluate', { total: h.total, eligible: h.eligible, likely: h.likely }),
      );
      await step<MatchResultPage>('results', { type: 'policy/resultSearche', payload: { runId, current: 1, pageSize: 10 } }, (p) =>
        t('match.pping.note.results', { count: p.list.length }),
      );
      await step<RelatedCompany[]>('related', { type: 'policy/getRelateBusiness', payload: { runId } }, (list) =>
        t('match.pping.note.related', { count: list.length }),
      );
      if (fromForm) clearPendingProfile();
      history.replace(`/ppResult?runId=${encodeURIComponent(runId)}`);
    } catch (err) {
      setFailed((err as Error).message);
    }
  }, [companyId, fromForm, profile, callEffect, t]);

  useEffect(() => {
    // Once per visit (React's development double effect would start a second run).
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  const done = steps.filter((k) => states[k] === 'finish').length;
  const active = steps.findIndex((k) => states[k] === 'process' || states[k] === 'error');

  if (failed === 'nothing') {
    return (
      <PublicPage title={t('pages.pping.title')}>
        <Result
          status="info"
          title={t('match.pping.nothing')}
          extra={
            <Button type="primary" onClick={() => history.push('/match')}>
              {t('match.pping.toMatch')}
            </Button>
          }
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t('pages.pping.title')} content={t('match.pping.desc')}>
      <Card>
        <Progress
          percent={Math.round((done / steps.length) * 100)}
          status={failed ? 'exception' : done === steps.length ? 'success' : 'active'}
          data-testid="match-progress"
        />
        <Steps
          direction="vertical"
          style={{ marginTop: 24 }}
          current={active < 0 ? done : active}
          items={steps.map((key) => ({
            title: t(`match.pping.step.${key}`),
            description: notes[key] ?? t(`match.pping.stepDesc.${key}`),
            status: states[key],
          }))}
        />
        {failed && (
          <Result
            status="error"
            title={t('match.pping.failed')}
            extra={
              <Space>
                <Button type="primary" onClick={() => void run()}>
                  {t('match.pping.retry')}
                </Button>
                <Button onClick={() => history.push('/match')}>{t('match.pping.toMatch')}</Button>
              </Space>
            }
          />
        )}
      </Card>
    </PublicPage>
  );
}
