import { ProFormDateTimePicker, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea, ProFormTreeSelect } from '@ant-design/pro-components';
import { Alert, Col, Form, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { ARTICLE_TAGS_MAX } from '@shared/article';
import { EntityDrawerForm } from '@/components/EntityModalForm';
import RichTextEditor from '@/components/RichTextEditor';
import ImageUrlInput from '@/components/SingleImageUpload/ImageUrlInput';
import { createArticle, lockArticle, unlockArticle, updateArticle, type articleDetail } from '@/services/portal/article';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { categoryOptions } from '../categoryTree';

export type ArticleDetail = Awaited<ReturnType<typeof articleDetail>>['data'];
type Values = {
  title: string;
  categoryId?: number;
  coverUrl?: string;
  summary?: string;
  contentHtml: string;
  author?: string;
  source?: string;
  tags: string[];
  seoTitle?: string;
  seoDescription?: string;
  pinnedUntil?: Dayjs;
  recommended: boolean;
  publishAt?: Dayjs;
  offlineAt?: Dayjs;
};

const FIELDS = [
  'title',
  'categoryId',
  'coverUrl',
  'summary',
  'contentHtml',
  'author',
  'source',
  'tags',
  'seoTitle',
  'seoDescription',
  'pinnedUntil',
  'publishAt',
  'offlineAt',
  'baseRevision',
];
/** The lock is renewed this often while the editor is open (it lasts ARTICLE_LOCK_MINUTES on the server). */
const RENEW_MS = 60_000;

const hasContent = (html?: string) =>
  !!html &&
  (/<img\b/i.test(html) ||
    !!html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim());
const day = (iso: string | null) => (iso ? dayjs(iso) : undefined);
const trimmed = (v?: string) => v?.trim() || null;

/**
 * Hold the edit lock while an article is open: taken at once, renewed every minute, given back on close. When
 * someone else holds it, the refusal (naming them) is returned and the form stays read-only.
 */
function useEditLock(id: number | undefined) {
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    if (!id) return undefined;
    let held = false;
    const take = () =>
      lockArticle({ id }, { skipErrorHandler: true }).then(
        () => {
          held = true;
          setRefusal(undefined);
        },
        (err) => setRefusal(serverFieldError(err).message || 'locked'),
      );
    take();
    const timer = setInterval(take, RENEW_MS);
    return () => {
      clearInterval(timer);
      if (held) unlockArticle({ id }, { skipErrorHandler: true }).catch(() => undefined);
    };
  }, [id]);
  return refusal;
}

/** Write an article (no `article`) or edit one: the content makes a revision when saved, the placement applies at once. */
export default function ArticleForm({ article, onClose, onSaved }: { article?: ArticleDetail; onClose: () => void; onSaved: (saved: ArticleDetail) => void }) {
  const t = useT();
  const lockRefusal = useEditLock(article?.id);
  const inReview = article?.status === 'review';
  const readOnly = !!lockRefusal || inReview;

  return (
    <EntityDrawerForm<Values, ArticleDetail>
      title={article ? t('article.edit', { revision: article.revision }) : t('article.create')}
      width={980}
      layout="vertical"
      disabled={readOnly}
      submitter={readOnly ? false : undefined}
      initialValues={
        article
          ? {
              title: article.title,
              categoryId: article.categoryId,
              coverUrl: article.coverUrl ?? undefined,
              summary: article.summary ?? undefined,
              contentHtml: article.contentHtml,
              author: article.author ?? undefined,
              source: article.source ?? undefined,
              tags: article.tags,
              seoTitle: article.seoTitle ?? undefined,
              seoDescription: article.seoDescription ?? undefined,
              pinnedUntil: day(article.pinnedUntil),
              recommended: article.recommended,
              publishAt: day(article.publishAt),
              offlineAt: day(article.offlineAt),
            }
          : { contentHtml: '', tags: [], recommended: false }
      }
      fieldNames={FIELDS}
      save={async (v, options) => {
        const body = {
          title: v.title.trim(),
          categoryId: v.categoryId!,
          coverUrl: v.coverUrl ?? null,
          summary: trimmed(v.summary),
          contentHtml: v.contentHtml ?? '',
          author: trimmed(v.author),
          source: trimmed(v.source),
          tags: v.tags ?? [],
          seoTitle: trimmed(v.seoTitle),
          seoDescription: trimmed(v.seoDescription),
          pinnedUntil: v.pinnedUntil?.toISOString() ?? null,
          recommended: v.recommended ?? false,
          publishAt: v.publishAt?.toISOString() ?? null,
          offlineAt: v.offlineAt?.toISOString() ?? null,
        };
        return (article ? await updateArticle({ ...body, id: article.id, baseRevision: article.revision }, options) : await createArticle(body, options)).data;
      }}
      successMessage={(saved) => t('article.saved', { revision: saved.revision })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {lockRefusal && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('article.lock.held')}
          description={lockRefusal}
          data-testid="article-lock-refusal"
        />
      )}
      {inReview && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('article.inReview')} />}
      {article?.status === 'returned' && article.reviewComment && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('article.returnedWith')} description={article.reviewComment} />
      )}
      <Row gutter={24}>
        <Col xs={24} lg={16}>
          <ProFormText
            name="title"
            label={t('article.field.title')}
            fieldProps={{ maxLength: 200, showCount: true }}
            rules={[{ required: true, whitespace: true, message: t('article.title.required') }]}
          />
          <ProFormTextArea
            name="summary"
            label={t('article.field.summary')}
            tooltip={t('article.summary.tip')}
            fieldProps={{ maxLength: 500, showCount: true, rows: 2 }}
          />
          <Form.Item
            name="contentHtml"
            label={t('article.field.contentHtml')}
            rules={[{ validator: (_: unknown, v?: string) => (hasContent(v) ? Promise.resolve() : Promise.reject(new Error(t('article.content.required')))) }]}
          >
            <RichTextEditor minHeight={360} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <ProFormTreeSelect
            name="categoryId"
            label={t('article.field.categoryName')}
            rules={[{ required: true, message: t('article.category.required') }]}
            request={categoryOptions}
            fieldProps={{ treeDefaultExpandAll: true }}
          />
          <Form.Item name="coverUrl" label={t('article.field.coverUrl')}>
            <ImageUrlInput />
          </Form.Item>
          <ProFormText name="author" label={t('article.field.author')} fieldProps={{ maxLength: 64 }} />
          <ProFormText name="source" label={t('article.field.source')} fieldProps={{ maxLength: 100 }} />
          <ProFormSelect
            name="tags"
            label={t('article.field.tags')}
            mode="tags"
            fieldProps={{ maxCount: ARTICLE_TAGS_MAX, tokenSeparators: [',', '，'] }}
            rules={[
              {
                validator: (_: unknown, v?: string[]) =>
                  (v ?? []).every((tag) => tag.trim().length <= 20) ? Promise.resolve() : Promise.reject(new Error(t('article.tags.tooLong'))),
              },
            ]}
          />
          <ProFormSwitch name="recommended" label={t('article.field.recommended')} />
          <ProFormDateTimePicker
            name="pinnedUntil"
            label={t('article.field.pinnedUntil')}
            tooltip={t('article.pinnedUntil.tip')}
            fieldProps={{ style: { width: '100%' } }}
          />
          <ProFormDateTimePicker
            name="publishAt"
            label={t('article.field.publishAt')}
            tooltip={t('article.publishAt.tip')}
            fieldProps={{ style: { width: '100%' } }}
          />
          <ProFormDateTimePicker
            name="offlineAt"
            label={t('article.field.offlineAt')}
            fieldProps={{ style: { width: '100%' } }}
            dependencies={['publishAt']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_: unknown, v?: Dayjs) => {
                  const publishAt: Dayjs | undefined = getFieldValue('publishAt');
                  return !v || !publishAt || v.isAfter(publishAt) ? Promise.resolve() : Promise.reject(new Error(t('article.offlineAt.afterPublish')));
                },
              }),
            ]}
          />
          <ProFormText name="seoTitle" label={t('article.field.seoTitle')} fieldProps={{ maxLength: 200 }} />
          <ProFormTextArea name="seoDescription" label={t('article.field.seoDescription')} fieldProps={{ maxLength: 300, showCount: true, rows: 3 }} />
        </Col>
      </Row>
    </EntityDrawerForm>
  );
}
