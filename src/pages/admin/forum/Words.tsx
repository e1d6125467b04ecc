import { ProCard } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Alert, Button, Input, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FORUM_WORD_MAX, FORUM_WORDS_LIMIT } from '@shared/forum';
import { useAntdApp } from '@/components/AntdApp';
import { queryForumWords, saveForumWords } from '@/services/portal/forum';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';

/** The words of a text box: one a line, trimmed, blanks and repeats dropped. */
export const wordsOf = (text: string) => [
  ...new Set(
    text
      .split(/\r?\n/)
      .map((w) => w.trim())
      .filter(Boolean),
  ),
];

/** 论坛管理 › 敏感词: the list that holds a post for review, edited as one word a line and saved whole. */
export default function ForumWords() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const canSave = access.can('forum:words');
  const [text, setText] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    queryForumWords().then(
      (res) => setText(res.data.list.join('\n')),
      () => setText(''),
    );
  }, []);

  const words = wordsOf(text ?? '');
  const tooLong = words.find((w) => [...w].length > FORUM_WORD_MAX);
  const save = async () => {
    setSaving(true);
    try {
      const res = await saveForumWords({ words }, { skipErrorHandler: true });
      setText(res.data.list.join('\n'));
      message.success(t('forumAdmin.words.saved'));
    } catch (err) {
      message.error(serverFieldError(err).message || t('org.common.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProCard title={t('forumAdmin.words.title')} headerBordered>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('forumAdmin.words.tip')} />
        {text === undefined ? (
          <Spin />
        ) : (
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={14}
            readOnly={!canSave}
            aria-label={t('forumAdmin.words.title')}
            data-testid="forum-words"
            status={tooLong || words.length > FORUM_WORDS_LIMIT ? 'error' : undefined}
          />
        )}
        <Space>
          <Typography.Text type="secondary">{t('forumAdmin.words.count', { n: words.length })}</Typography.Text>
          {canSave && (
            <Button type="primary" loading={saving} disabled={text === undefined || !!tooLong || words.length > FORUM_WORDS_LIMIT} onClick={save}>
              {t('forumAdmin.words.save')}
            </Button>
          )}
        </Space>
      </Space>
    </ProCard>
  );
}
