import { useEffectCall } from '@/models/useEffectCall';
import { Alert, Drawer, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { MatchCompanyDetail, MatchRun } from '@/models/policy';
import { matchNeededFields } from '@/services/portal/match';
import { useT } from '@/utils/i18n';
import ProfileForm, { type FormField } from '../MatchNow/ProfileForm';

type Props = { runId: string; detail?: MatchCompanyDetail; open: boolean; onClose: () => void; onSaved: () => void };

/**
 * "Correct my figures": the profile the run matched, prefilled, with the inputs its candidate policies need
 * (match/fields) — each figure for the year a rule reads. Saving re-points the run (changeBuesinss) and the
 * page reloads its results. The company record itself is not changed.
 */
export default function CorrectDrawer({ runId, detail, open, onClose, onSaved }: Props) {
  const t = useT();
  const callEffect = useEffectCall();
  const [fields, setFields] = useState<FormField[]>();
  const [missing, setMissing] = useState<FormField[]>([]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    matchNeededFields({ runId })
      .then((res) => {
        if (!live || res.code !== 0) return;
        setFields(res.data.fields);
        setMissing(res.data.missing);
      })
      .catch(() => setFields([]));
    return () => {
      live = false;
    };
  }, [open, runId]);

  return (
    <Drawer title={t('match.correct.title')} width={720} open={open} onClose={onClose} destroyOnClose>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={detail?.source === 'company' ? t('match.correct.companyNote', { name: detail.name ?? '' }) : t('match.correct.formNote')}
      />
      {missing.length > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('match.correct.missing', { fields: missing.map((m) => m.label).join('、') })} />
      )}
      {!fields || !detail ? (
        <Spin />
      ) : (
        <ProfileForm
          fields={fields}
          initial={detail.profile}
          submitText={t('match.correct.submit')}
          onFinish={async (profile) => {
            // The company keeps its credit code on the server; the masked one is not sent back.
            const { creditCode: _masked, ...rest } = profile;
            const saved = await callEffect<MatchRun>('policy/changeBuesinss', { runId, profile: rest });
            if (!saved) return false;
            onSaved();
            return true;
          }}
        />
      )}
    </Drawer>
  );
}
