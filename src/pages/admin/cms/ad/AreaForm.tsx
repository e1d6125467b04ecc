import { ProFormDependency, ProFormDigit, ProFormRadio, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { AD_AREA_KEY_PATTERN, adAreaKinds } from '@shared/adverts';
import EntityModalForm from '@/components/EntityModalForm';
import { saveAdArea } from '@/services/portal/cms';
import { useT } from '@/utils/i18n';
import type { AdArea } from './types';

type Values = Pick<AdArea, 'key' | 'name' | 'kind' | 'width' | 'height' | 'shown' | 'enabled'> & { description?: string };
const FIELDS = ['key', 'name', 'kind', 'width', 'height', 'shown', 'description', 'enabled'];

/** Create an advert area (no `area`) or edit one: its key (what the front asks for), kind, picture size and room. */
export default function AreaForm({ area, onClose, onSaved }: { area?: AdArea; onClose: () => void; onSaved: (saved: AdArea) => void }) {
  const t = useT();
  return (
    <EntityModalForm<Values, AdArea>
      title={t(area ? 'cms.ad.area.edit' : 'cms.ad.area.create')}
      width={560}
      layout="vertical"
      initialValues={area ? { ...area, description: area.description ?? undefined } : { kind: 'image', width: 1200, height: 300, shown: 1, enabled: true }}
      fieldNames={FIELDS}
      save={async (values, options) =>
        (
          await saveAdArea(
            { ...values, id: area?.id, key: values.key.trim(), name: values.name.trim(), description: values.description?.trim() || null },
            options,
          )
        ).data
      }
      successMessage={t(area ? 'org.common.saved' : 'org.common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="key"
        label={t('cms.ad.area.key')}
        tooltip={t('cms.ad.area.key.tip')}
        fieldProps={{ maxLength: 40, placeholder: 'home-banner' }}
        rules={[
          { required: true, whitespace: true, message: t('cms.ad.area.key.required') },
          { pattern: AD_AREA_KEY_PATTERN, message: t('cms.ad.area.key.invalid') },
        ]}
      />
      <ProFormText
        name="name"
        label={t('cms.ad.area.name')}
        fieldProps={{ maxLength: 64 }}
        rules={[{ required: true, whitespace: true, message: t('cms.ad.area.name.required') }]}
      />
      <ProFormRadio.Group name="kind" label={t('cms.ad.area.kind')} options={adAreaKinds.map((k) => ({ value: k, label: t(`cms.ad.area.kind.${k}`) }))} />
      <ProFormDependency name={['kind']}>
        {({ kind }) =>
          kind === 'image' && (
            <div style={{ display: 'flex', gap: 16 }}>
              <ProFormDigit name="width" label={t('cms.ad.area.width')} min={0} max={4000} fieldProps={{ precision: 0 }} />
              <ProFormDigit name="height" label={t('cms.ad.area.height')} min={0} max={4000} fieldProps={{ precision: 0 }} />
            </div>
          )
        }
      </ProFormDependency>
      <ProFormDigit name="shown" label={t('cms.ad.area.shown')} tooltip={t('cms.ad.area.shown.tip')} min={1} max={20} fieldProps={{ precision: 0 }} />
      <ProFormTextArea name="description" label={t('cms.ad.area.description')} fieldProps={{ maxLength: 255, rows: 2 }} />
      <ProFormSwitch name="enabled" label={t('cms.ad.area.enabled')} />
    </EntityModalForm>
  );
}
