import { ProForm, ProFormDateTimeRangePicker, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { isAllowedAdvertLink } from '@shared/adverts';
import EntityModalForm from '@/components/EntityModalForm';
import ImageUrlInput from '@/components/SingleImageUpload/ImageUrlInput';
import { saveAdResource } from '@/services/portal/cms';
import { useT } from '@/utils/i18n';
import type { AdArea, AdResource } from './types';

type Values = {
  title: string;
  imageUrl?: string | null;
  alt?: string;
  link: string;
  period?: [Dayjs | null, Dayjs | null];
  weight: number;
  order: number;
  enabled: boolean;
};
// The picker keeps the end after the start; the server's refusal of the period (endAt) comes as a message.
const FIELDS = ['title', 'imageUrl', 'alt', 'link', 'weight', 'order', 'enabled'];

/** Create an advert in `area` (no `advert`) or edit one: picture (in a picture area), link, when it shows, weight and order. */
export default function AdvertForm({ area, advert, onClose, onSaved }: { area: AdArea; advert?: AdResource; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const pictures = area.kind === 'image';
  return (
    <EntityModalForm<Values, AdResource>
      title={`${t(advert ? 'cms.ad.edit' : 'cms.ad.create')} · ${area.name}`}
      width={640}
      layout="vertical"
      // The period stays two Dayjs values (ProForm would send the range as local-time strings).
      dateFormatter={false}
      initialValues={
        advert
          ? {
              title: advert.title,
              imageUrl: advert.imageUrl,
              alt: advert.alt ?? undefined,
              link: advert.link,
              period: [advert.startAt ? dayjs(advert.startAt) : null, advert.endAt ? dayjs(advert.endAt) : null],
              weight: advert.weight,
              order: advert.order,
              enabled: advert.enabled,
            }
          : { weight: 1, order: 0, enabled: true }
      }
      fieldNames={FIELDS}
      save={async (values, options) =>
        (
          await saveAdResource(
            {
              id: advert?.id,
              areaId: area.id,
              title: values.title.trim(),
              imageUrl: values.imageUrl || null,
              alt: values.alt?.trim() || null,
              link: values.link.trim(),
              startAt: values.period?.[0]?.toISOString() ?? null,
              endAt: values.period?.[1]?.toISOString() ?? null,
              weight: values.weight,
              order: values.order,
              enabled: values.enabled,
            },
            options,
          )
        ).data
      }
      successMessage={t(advert ? 'org.common.saved' : 'org.common.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="title"
        label={t('cms.ad.title')}
        fieldProps={{ maxLength: 100 }}
        rules={[{ required: true, whitespace: true, message: t('cms.ad.title.required') }]}
      />
      {pictures && (
        <>
          <ProForm.Item
            name="imageUrl"
            label={t('cms.ad.image')}
            extra={area.width && area.height ? `${area.width} × ${area.height}` : undefined}
            rules={[{ required: true, message: t('cms.ad.image.required') }]}
          >
            <ImageUrlInput />
          </ProForm.Item>
          <ProFormText name="alt" label={t('cms.ad.alt')} tooltip={t('cms.ad.alt.tip')} fieldProps={{ maxLength: 120 }} />
        </>
      )}
      <ProFormText
        name="link"
        label={t('cms.ad.link')}
        tooltip={t('cms.ad.link.tip')}
        fieldProps={{ maxLength: 500, placeholder: 'https://' }}
        rules={[
          { required: true, whitespace: true, message: t('cms.ad.link.required') },
          {
            validator: async (_, v?: string) => (!v?.trim() || isAllowedAdvertLink(v.trim()) ? undefined : Promise.reject(new Error(t('cms.ad.link.invalid')))),
          },
        ]}
      />
      <ProFormDateTimeRangePicker
        name="period"
        label={t('cms.ad.period')}
        tooltip={t('cms.ad.period.tip')}
        fieldProps={{ allowEmpty: [true, true], style: { width: '100%' }, placeholder: [t('cms.ad.period.open'), t('cms.ad.period.open')] }}
      />
      <div style={{ display: 'flex', gap: 16 }}>
        <ProFormDigit name="weight" label={t('cms.ad.weight')} tooltip={t('cms.ad.weight.tip')} min={0} max={100} fieldProps={{ precision: 0 }} />
        <ProFormDigit name="order" label={t('cms.ad.order')} tooltip={t('org.common.order.tip')} min={0} max={9999} fieldProps={{ precision: 0 }} />
        <ProFormSwitch name="enabled" label={t('cms.ad.enabled')} />
      </div>
    </EntityModalForm>
  );
}
