import LazyMessages from '@/components/LazyMessages';
import PublicPage from '@/components/PublicPage';
import { Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { runSelfTest } from '@shared/highTechSelfTest';
import { useT } from '@/utils/i18n';
import { loadSaved, toInput, type FormValues } from './formValues';
import InputSteps from './InputSteps';
import Report from './Report';

/**
 * 高企自测: four steps of facts, then a printable report of the eight conditions and the score bands. Everything
 * is computed in the browser by shared/highTechSelfTest (nothing is sent anywhere); the answers stay in
 * local storage for the next visit.
 */
export function HighZcPage() {
  const t = useT();
  const initial = useMemo<FormValues>(() => {
    const saved = loadSaved();
    return { ...saved, applicationDate: saved.applicationDate ?? dayjs().format('YYYY-MM-DD') };
  }, []);
  const [answers, setAnswers] = useState<FormValues>(initial);
  const [showReport, setShowReport] = useState(false);
  const result = useMemo(() => (showReport ? runSelfTest(toInput(answers)) : null), [answers, showReport]);

  return (
    <PublicPage title={t('pages.highZc.title')}>
      {result ? (
        <Report result={result} testedOn={dayjs().format('YYYY-MM-DD')} onEdit={() => setShowReport(false)} />
      ) : (
        <Card>
          <Typography.Paragraph type="secondary">{t('pages.highZc.desc')}</Typography.Paragraph>
          <InputSteps
            initial={answers}
            onDone={(values) => {
              setAnswers(values);
              setShowReport(true);
            }}
          />
        </Card>
      )}
    </PublicPage>
  );
}

/** The screen once its texts are there (they load with it, not with every page). */
export default function HighZcPageWithTexts() {
  return (
    <LazyMessages part="selfTest">
      <HighZcPage />
    </LazyMessages>
  );
}
