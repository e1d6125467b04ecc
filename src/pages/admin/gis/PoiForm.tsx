import { ProForm, ProFormDigit, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { FormInstance } from 'antd';
import DictSelect from '@/components/Dict/DictSelect';
import EntityModalForm from '@/components/EntityModalForm';
import { createGisPoi, updateGisPoi } from '@/services/portal/gis';
import { useT } from '@/utils/i18n';
import type { PoiItem } from './types';

type Values = { name: string; kind: string; x?: number | null; y?: number | null; note?: string };

const FIELDS = ['name', 'kind', 'x', 'y', 'note'];

/** Create (no `poi`) or edit a point of interest; its place may be typed here or dragged on the map. */
export default function PoiForm({ poi, onClose, onSaved }: { poi?: PoiItem; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const editing = !!poi;
  return (
    <EntityModalForm<Values, unknown>
      title={t(editing ? 'gis.poi.edit' : 'gis.poi.create')}
      width={520}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      initialValues={poi ? { name: poi.name, kind: poi.kind, x: poi.x, y: poi.y, note: poi.note ?? undefined } : {}}
      fieldNames={FIELDS}
      save={(values, options) => {
        const body = { name: values.name.trim(), kind: values.kind, x: values.x ?? null, y: values.y ?? null, note: values.note ?? null };
        return poi ? updateGisPoi({ ...body, id: poi.id }, options) : createGisPoi(body, options);
      }}
      successMessage={t(editing ? 'gis.common.saved' : 'gis.common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="name"
        label={t('gis.poi.name')}
        fieldProps={{ maxLength: 60 }}
        rules={[{ required: true, whitespace: true, message: t('gis.poi.name.required') }]}
      />
      <ProForm.Item name="kind" label={t('gis.poi.kind')} rules={[{ required: true, message: t('gis.poi.kind.required') }]}>
        <DictSelect name="poi_kind" />
      </ProForm.Item>
      <ProFormDigit name="x" label={t('gis.poi.x')} min={0} max={100000} fieldProps={{ precision: 1 }} />
      <ProFormDigit
        name="y"
        label={t('gis.poi.y')}
        min={0}
        max={100000}
        fieldProps={{ precision: 1 }}
        dependencies={['x']}
        rules={[
          ({ getFieldValue }: FormInstance) => ({
            validator: async (_: unknown, y?: number | null) => {
              const x = getFieldValue('x');
              if ((x === undefined || x === null) !== (y === undefined || y === null)) throw new Error(t('gis.poi.xy.both'));
            },
          }),
        ]}
      />
      <ProFormTextArea name="note" label={t('gis.poi.note')} fieldProps={{ maxLength: 500, showCount: true, rows: 3 }} />
    </EntityModalForm>
  );
}
