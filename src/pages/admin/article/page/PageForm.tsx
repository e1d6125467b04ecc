import { ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import { SLUG_MAX, SLUG_PATTERN } from '@shared/slug';
import { EntityDrawerForm } from '@/components/EntityModalForm';
import RichTextEditor from '@/components/RichTextEditor';
import { saveSitePage, type sitePageDetail } from '@/services/portal/article';
import { useT } from '@/utils/i18n';

type Values = { slug: string; title: string; description?: string; inFooter: boolean; order?: number; contentHtml: string };
export type PageDetail = Awaited<ReturnType<typeof sitePageDetail>>['data'];

const FIELDS = ['slug', 'title', 'description', 'inFooter', 'order', 'contentHtml'];
/** Whether the editor's HTML holds any text or picture (the server refuses an empty page too). */
const hasContent = (html?: string) =>
  !!html &&
  (/<img\b/i.test(html) ||
    !!html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim());

/** Create a single page (no `page`) or edit one: its text in the rich-text editor, sanitised by the server on save. */
export default function PageForm({ page, onClose, onSaved }: { page?: PageDetail; onClose: () => void; onSaved: (saved: PageDetail) => void }) {
  const t = useT();
  return (
    <EntityDrawerForm<Values, PageDetail>
      title={t(page ? 'article.page.edit' : 'article.page.create')}
      width={860}
      layout="vertical"
      initialValues={
        page
          ? {
              slug: page.slug,
              title: page.title,
              description: page.description ?? undefined,
              inFooter: page.inFooter,
              order: page.order,
              contentHtml: page.contentHtml,
            }
          : { inFooter: false, order: 0, contentHtml: '' }
      }
      fieldNames={FIELDS}
      save={async (values, options) =>
        (
          await saveSitePage(
            {
              ...values,
              id: page?.id,
              slug: values.slug.trim(),
              title: values.title.trim(),
              description: values.description?.trim() || null,
              contentHtml: values.contentHtml ?? '',
            },
            options,
          )
        ).data
      }
      successMessage={t(page ? 'org.common.saved' : 'org.common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="title"
        label={t('article.page.title')}
        fieldProps={{ maxLength: 100 }}
        rules={[{ required: true, whitespace: true, message: t('article.page.title.required') }]}
      />
      <ProFormText
        name="slug"
        label={t('article.page.slug')}
        tooltip={t('article.page.slug.tip')}
        fieldProps={{ maxLength: SLUG_MAX, placeholder: 'about' }}
        rules={[
          { required: true, whitespace: true, message: t('article.category.slug.required') },
          { pattern: SLUG_PATTERN, message: t('article.category.slug.invalid') },
        ]}
      />
      <ProFormTextArea
        name="description"
        label={t('article.page.description')}
        tooltip={t('article.page.description.tip')}
        fieldProps={{ maxLength: 255, showCount: true, rows: 2 }}
      />
      <ProFormSwitch name="inFooter" label={t('article.page.inFooter')} />
      <ProFormDigit name="order" label={t('org.common.order')} min={0} max={9999} fieldProps={{ precision: 0 }} tooltip={t('org.common.order.tip')} />
      <Form.Item
        name="contentHtml"
        label={t('article.page.content')}
        rules={[{ validator: (_: unknown, v?: string) => (hasContent(v) ? Promise.resolve() : Promise.reject(new Error(t('article.page.content.required')))) }]}
      >
        <RichTextEditor minHeight={320} />
      </Form.Item>
    </EntityDrawerForm>
  );
}
