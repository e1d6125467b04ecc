import { history, useAccess } from '@umijs/max';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useAntdApp } from '@/components/AntdApp';
import LazyMessages from '@/components/LazyMessages';
import { useT } from '@/utils/i18n';
import ProjectForm from './ProjectForm';

/** The clue drawer's 转为项目: a signed clue not yet converted opens the project form (the server takes the rest from the clue). */
function Convert({ clue, onConverted }: { clue: { id: number; stage: string; projectId: number | null }; onConverted: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [open, setOpen] = useState(false);
  if (clue.projectId)
    return (
      <Space size={4}>
        <Tag color="green">{t('project.convert.linked', { id: clue.projectId })}</Tag>
        <Button size="small" type="link" onClick={() => history.push(`/admin/project?id=${clue.projectId}`)}>
          {t('project.convert.open')}
        </Button>
      </Space>
    );
  if (clue.stage !== 'signed') return null;
  return (
    <>
      <Button size="small" type="primary" onClick={() => setOpen(true)}>
        {t('project.convert')}
      </Button>
      {open && (
        <ProjectForm
          clueId={clue.id}
          onClose={() => setOpen(false)}
          onSaved={(saved) => {
            setOpen(false);
            message.success(t('project.convert.done', { id: saved.id }));
            onConverted();
          }}
        />
      )}
    </>
  );
}

/** Shown only to holders of project:save (and project:query for the link), with the project screens' texts. */
export default function ConvertClue(props: { clue: { id: number; stage: string; projectId: number | null }; onConverted: () => void }) {
  const access = useAccess();
  if (!access.can('project:save') && !(props.clue.projectId && access.can('project:query'))) return null;
  if (!props.clue.projectId && props.clue.stage !== 'signed') return null;
  return (
    <LazyMessages part="project">
      <Convert {...props} />
    </LazyMessages>
  );
}
