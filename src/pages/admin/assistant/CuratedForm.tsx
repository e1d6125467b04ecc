import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Segmented, Select, Space, Switch } from 'antd';
import { useEffect, useRef, useState } from 'react';
import EntityModalForm from '@/components/EntityModalForm';
import { assistantCuratedCreate, assistantCuratedSources, assistantCuratedUpdate } from '@/services/portal/assistantAdmin';
import { useT } from '@/utils/i18n';
import { SOURCE_KINDS, type CuratedDialog, type CuratedSource, type SourceKind } from './types';

type Values = { variants: string[]; answer: string; sources: string[]; enabled: boolean };

const keyOf = (s: { kind: SourceKind; id: number }) => `${s.kind}:${s.id}`;
const refOf = (key: string) => {
  const [kind, id] = key.split(':');
  return { kind: kind as SourceKind, id: Number(id) };
};

/** The form's fields a refusal can name (variants.1 and sources.0.id show under their list). */
const FIELDS = ['variants', 'answer', 'sources', 'enabled'];

/**
 * Create or edit a curated answer: its phrasings (a list), the answer as plain text, the sources chosen by title
 * (a type, then words of the title) and whether it is in use. A visitor's question from the report opens it prefilled.
 */
export default function CuratedForm({ dialog, onClose, onSaved }: { dialog: CuratedDialog; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { item, question } = dialog;
  const [kind, setKind] = useState<SourceKind>('policy');
  // Every source seen (the answer's own and those found), so a chosen one keeps its title.
  const [known, setKnown] = useState<Map<string, CuratedSource>>(() => new Map((item?.sources ?? []).map((s) => [keyOf(s), s])));
  const [found, setFound] = useState<string[]>([]);
  const asked = useRef(0);

  const search = async (keyword: string) => {
    const ticket = (asked.current += 1);
    const res = await assistantCuratedSources({ kind, keyword: keyword.trim() || undefined }).catch(() => null);
    // Only the latest search's answer counts.
    if (!res || ticket !== asked.current) return;
    setKnown((m) => new Map([...m, ...res.data.map((s) => [keyOf(s), s] as const)]));
    setFound(res.data.map(keyOf));
  };
  useEffect(() => {
    void search('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new type lists its latest titles
  }, [kind]);

  const label = (key: string) => {
    const s = known.get(key);
    const title = s?.title || t('assistantAdmin.curated.sourceGone');
    return `【${t(`assistantAdmin.kind.${refOf(key).kind}`)}】${title}`;
  };

  return (
    <EntityModalForm<Values>
      width={720}
      title={item ? t('assistantAdmin.curated.edit') : t('assistantAdmin.curated.create')}
      layout="vertical"
      initialValues={
        item
          ? { variants: item.variants, answer: item.answer, sources: item.sources.map(keyOf), enabled: item.enabled }
          : { variants: [question ?? ''], answer: '', sources: [], enabled: true }
      }
      fieldNames={FIELDS}
      save={(v, options) => {
        const body = { variants: v.variants.map((x) => x.trim()), answer: v.answer.trim(), sources: (v.sources ?? []).map(refOf), enabled: v.enabled };
        return item ? assistantCuratedUpdate({ ...body, id: item.id }, options) : assistantCuratedCreate(body, options);
      }}
      successMessage={t(item ? 'assistantAdmin.saved' : 'assistantAdmin.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.List
        name="variants"
        rules={[
          {
            validator: async (_, list?: string[]) => {
              if (!list?.length) throw new Error(t('assistantAdmin.curated.variants.required'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Form.Item label={t('assistantAdmin.curated.variants')} tooltip={t('assistantAdmin.curated.variants.tip')} required>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={field.name}
                  style={{ width: 600, marginBottom: 8 }}
                  rules={[{ required: true, whitespace: true, message: t('assistantAdmin.curated.variant.required') }, { max: 200 }]}
                >
                  <Input maxLength={200} aria-label={`${t('assistantAdmin.curated.variants')} ${i + 1}`} />
                </Form.Item>
                {fields.length > 1 && <MinusCircleOutlined aria-label={t('assistantAdmin.delete')} onClick={() => remove(field.name)} />}
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} disabled={fields.length >= 20}>
              {t('assistantAdmin.curated.variants.add')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        )}
      </Form.List>
      <Form.Item
        name="answer"
        label={t('assistantAdmin.curated.answer')}
        tooltip={t('assistantAdmin.curated.answer.tip')}
        rules={[{ required: true, whitespace: true, message: t('assistantAdmin.curated.answer.required') }, { max: 4000 }]}
      >
        <Input.TextArea rows={6} maxLength={4000} showCount />
      </Form.Item>
      <Form.Item label={t('assistantAdmin.curated.sources')} tooltip={t('assistantAdmin.curated.sources.tip')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Segmented<SourceKind> value={kind} onChange={setKind} options={SOURCE_KINDS.map((k) => ({ value: k, label: t(`assistantAdmin.kind.${k}`) }))} />
          <Form.Item name="sources" noStyle>
            <Select
              mode="multiple"
              showSearch
              filterOption={false}
              maxCount={10}
              placeholder={t('assistantAdmin.curated.sources.search')}
              aria-label={t('assistantAdmin.curated.sources')}
              onSearch={(k) => void search(k)}
              options={[...new Set([...found])].map((key) => ({ value: key, label: label(key) }))}
              labelRender={({ value }) => label(String(value))}
            />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item name="enabled" label={t('assistantAdmin.curated.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityModalForm>
  );
}
