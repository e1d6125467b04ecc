import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ProForm, ProFormDatePicker, ProFormDigit, ProFormGroup, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { AutoComplete, Button, Form, Upload, type FormInstance, type UploadFile } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useMemo } from 'react';
import { DictSelect } from '@/components/Dict';
import { EntityDrawerForm } from '@/components/EntityModalForm';
import { createWorkshop, updateWorkshop } from '@/services/portal/workshop';
import { useT } from '@/utils/i18n';
import { IMAGE_ACCEPT, IMAGE_UPLOAD_URL, MAX_IMAGE_MB, normFileList, tooLarge, uploadError, uploadHeaders } from '@/utils/upload';
import {
  CODE_PATTERN,
  FITOUT_DICT,
  MAX_AREA,
  MAX_FLOOR,
  MAX_PHOTOS,
  MAX_PRICE,
  MIN_FLOOR,
  RENTAL_STATUS_DICT,
  USAGE_DICT,
  type BuildingItem,
  type UnitItem,
} from './types';
import { fileToPhoto, filesToPhotos, photosToFiles } from './upload';
import { useAntdApp } from '@/components/AntdApp';

type Values = {
  code: string;
  building: string;
  floor: number;
  usage: string;
  rentalStatus: string;
  fitoutStatus: string;
  grossArea: number;
  usableArea: number;
  refPrice: number;
  availableFrom?: string | null;
  lng?: number | null;
  lat?: number | null;
  description?: string;
  photos?: UploadFile[];
  floorPlan?: UploadFile[];
};

const FIELDS = [
  'code',
  'building',
  'floor',
  'usage',
  'rentalStatus',
  'fitoutStatus',
  'grossArea',
  'usableArea',
  'refPrice',
  'availableFrom',
  'lng',
  'lat',
  'description',
  'photos',
  'floorPlan',
];

/**
 * Create (no `unit`) or edit a unit: where it is, its use, areas, price and statuses, the photos and
 * the floor plan (uploaded at once to the image uploader, saved with the unit). The rules mirror the
 * server's; its field errors land under the field.
 */
export default function UnitForm({
  unit,
  buildings,
  onClose,
  onSaved,
}: {
  unit?: UnitItem;
  buildings: BuildingItem[];
  onClose: () => void;
  onSaved: (saved: UnitItem) => void;
}) {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const canUpload = access.can('upload:image');
  // Read once per opening: the token may have changed since the screen loaded.
  const headers = useMemo(uploadHeaders, []);
  const editing = !!unit;

  /** Uploads still running or refused: the unit waits for them (or for their removal). */
  const filesSettled = (_: RuleObject, files?: UploadFile[]) => {
    if (files?.some((f) => f.status === 'uploading')) return Promise.reject(new Error(t('workshop.upload.pending')));
    const failed = files?.find((f) => f.status === 'error');
    if (failed) return Promise.reject(new Error(t('workshop.upload.failed', { name: failed.name, reason: uploadError(failed) ?? '' })));
    return Promise.resolve();
  };

  /** Refused before sending: a type the uploader does not take, or a file over its limit. */
  const beforeUpload = (file: File) => {
    if (!IMAGE_ACCEPT.split(',').includes(file.type)) {
      message.error(t('workshop.upload.type', { name: file.name }));
      return Upload.LIST_IGNORE;
    }
    if (tooLarge(file, MAX_IMAGE_MB)) {
      message.error(t('workshop.upload.size', { name: file.name, max: MAX_IMAGE_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const onUploadChange = ({ file }: { file: UploadFile }) => {
    const reason = uploadError(file);
    if (reason) message.error(t('workshop.upload.failed', { name: file.name, reason }));
  };

  const uploadProps = {
    action: IMAGE_UPLOAD_URL,
    headers,
    name: 'file',
    accept: IMAGE_ACCEPT,
    beforeUpload,
    onChange: onUploadChange,
    disabled: !canUpload,
  };

  return (
    <EntityDrawerForm<Values, UnitItem>
      title={editing ? t('workshop.edit.title', { code: unit.code }) : t('workshop.create')}
      width={760}
      layout="vertical"
      initialValues={
        unit
          ? {
              ...unit,
              availableFrom: unit.availableFrom ?? undefined,
              lng: unit.lng ?? undefined,
              lat: unit.lat ?? undefined,
              description: unit.description ?? undefined,
              photos: photosToFiles(unit.photos),
              floorPlan: unit.floorPlan ? photosToFiles([{ url: unit.floorPlan }]) : [],
            }
          : { rentalStatus: 'available', fitoutStatus: 'bare', photos: [], floorPlan: [] }
      }
      fieldNames={FIELDS}
      save={async (values, options) => {
        const body = {
          code: values.code.trim(),
          building: values.building.trim(),
          floor: values.floor,
          usage: values.usage,
          rentalStatus: values.rentalStatus,
          fitoutStatus: values.fitoutStatus,
          grossArea: values.grossArea,
          usableArea: values.usableArea,
          refPrice: values.refPrice,
          availableFrom: values.availableFrom || undefined,
          lng: values.lng ?? undefined,
          lat: values.lat ?? undefined,
          description: values.description?.trim() || undefined,
          photos: filesToPhotos(values.photos),
          floorPlan: (values.floorPlan?.[0] && fileToPhoto(values.floorPlan[0])?.url) || '',
        };
        const res = unit ? await updateWorkshop({ id: unit.id, ...body }, options) : await createWorkshop(body, options);
        return res.data;
      }}
      successMessage={(saved) => t(editing ? 'workshop.saved' : 'workshop.created', { code: saved.code })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormGroup>
        <ProFormText
          name="code"
          label={t('workshop.code')}
          width="sm"
          tooltip={t('workshop.code.tip')}
          fieldProps={{ maxLength: 32 }}
          rules={[
            { required: true, whitespace: true, message: t('workshop.code.required') },
            { pattern: CODE_PATTERN, message: t('workshop.code.invalid') },
          ]}
        />
        <ProForm.Item
          name="building"
          label={t('workshop.building')}
          tooltip={t('workshop.building.tip')}
          rules={[{ required: true, whitespace: true, message: t('workshop.building.required') }]}
        >
          <AutoComplete
            style={{ width: 216 }}
            maxLength={32}
            placeholder={t('workshop.building.placeholder')}
            options={buildings.map((b) => ({ value: b.building }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.trim().toLowerCase())
            }
          />
        </ProForm.Item>
        <ProFormDigit
          name="floor"
          label={t('workshop.floor')}
          width="xs"
          tooltip={t('workshop.floor.tip')}
          // ProFormDigit stops at 0 unless told otherwise: basements are negative.
          min={MIN_FLOOR}
          max={MAX_FLOOR}
          fieldProps={{ precision: 0 }}
          rules={[
            { required: true, message: t('workshop.floor.required') },
            { type: 'integer', min: MIN_FLOOR, max: MAX_FLOOR, message: t('workshop.floor.range', { min: MIN_FLOOR, max: MAX_FLOOR }) },
            { validator: async (_: RuleObject, v?: number) => (v === 0 ? Promise.reject(new Error(t('workshop.floor.zero'))) : undefined) },
          ]}
        />
      </ProFormGroup>
      <ProFormGroup>
        <ProForm.Item name="usage" label={t('workshop.usage')} rules={[{ required: true, message: t('workshop.usage.required') }]}>
          <DictSelect name={USAGE_DICT} style={{ width: 216 }} placeholder={t('workshop.select')} />
        </ProForm.Item>
        <ProForm.Item name="rentalStatus" label={t('workshop.rentalStatus')} rules={[{ required: true, message: t('workshop.rentalStatus.required') }]}>
          <DictSelect name={RENTAL_STATUS_DICT} style={{ width: 216 }} placeholder={t('workshop.select')} />
        </ProForm.Item>
        <ProForm.Item name="fitoutStatus" label={t('workshop.fitoutStatus')} rules={[{ required: true, message: t('workshop.fitoutStatus.required') }]}>
          <DictSelect name={FITOUT_DICT} style={{ width: 216 }} placeholder={t('workshop.select')} />
        </ProForm.Item>
      </ProFormGroup>
      <ProFormGroup>
        <ProFormDigit
          name="grossArea"
          label={t('workshop.grossArea')}
          width="sm"
          fieldProps={{ precision: 2, addonAfter: '㎡' }}
          rules={[
            { required: true, message: t('workshop.grossArea.required') },
            { type: 'number', min: 0.01, max: MAX_AREA, message: t('workshop.area.positive') },
          ]}
        />
        <ProFormDigit
          name="usableArea"
          label={t('workshop.usableArea')}
          width="sm"
          dependencies={['grossArea']}
          fieldProps={{ precision: 2, addonAfter: '㎡' }}
          rules={[
            { required: true, message: t('workshop.usableArea.required') },
            { type: 'number', min: 0.01, max: MAX_AREA, message: t('workshop.area.positive') },
            ({ getFieldValue }: FormInstance) => ({
              validator: async (_: RuleObject, v?: number) => {
                const gross = getFieldValue('grossArea') as number | undefined;
                if (typeof v === 'number' && typeof gross === 'number' && v > gross) throw new Error(t('workshop.usableArea.tooBig'));
              },
            }),
          ]}
        />
        <ProFormDigit
          name="refPrice"
          label={t('workshop.refPrice')}
          width="sm"
          tooltip={t('workshop.refPrice.tip')}
          fieldProps={{ precision: 2, addonAfter: t('workshop.price.unit') }}
          rules={[
            { required: true, message: t('workshop.refPrice.required') },
            { type: 'number', min: 0, max: MAX_PRICE, message: t('workshop.refPrice.invalid') },
          ]}
        />
      </ProFormGroup>
      <ProFormGroup>
        <ProFormDatePicker
          name="availableFrom"
          label={t('workshop.availableFrom')}
          width="sm"
          tooltip={t('workshop.availableFrom.tip')}
          fieldProps={{ format: 'YYYY-MM-DD' }}
        />
        <ProFormDigit
          name="lng"
          label={t('workshop.lng')}
          width="sm"
          dependencies={['lat']}
          min={-180}
          max={180}
          fieldProps={{ precision: 6 }}
          rules={[
            { type: 'number', min: -180, max: 180, message: t('workshop.lng.invalid') },
            ({ getFieldValue }: FormInstance) => ({
              validator: async (_: RuleObject, v?: number | null) => {
                if ((v ?? null) === null && (getFieldValue('lat') ?? null) !== null) throw new Error(t('workshop.location.pair'));
              },
            }),
          ]}
        />
        <ProFormDigit
          name="lat"
          label={t('workshop.lat')}
          width="sm"
          dependencies={['lng']}
          min={-90}
          max={90}
          fieldProps={{ precision: 6 }}
          rules={[
            { type: 'number', min: -90, max: 90, message: t('workshop.lat.invalid') },
            ({ getFieldValue }: FormInstance) => ({
              validator: async (_: RuleObject, v?: number | null) => {
                if ((v ?? null) === null && (getFieldValue('lng') ?? null) !== null) throw new Error(t('workshop.location.pair'));
              },
            }),
          ]}
        />
      </ProFormGroup>

      <Form.Item
        name="photos"
        label={t('workshop.photos')}
        valuePropName="fileList"
        getValueFromEvent={normFileList}
        extra={canUpload ? t('workshop.photos.extra', { max: MAX_PHOTOS, size: MAX_IMAGE_MB }) : t('workshop.upload.noPermission')}
        rules={[{ validator: filesSettled }]}
      >
        <Upload {...uploadProps} listType="picture-card" multiple maxCount={MAX_PHOTOS}>
          {canUpload && (
            <div>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{t('workshop.photos.add')}</div>
            </div>
          )}
        </Upload>
      </Form.Item>
      <Form.Item
        name="floorPlan"
        label={t('workshop.floorPlan')}
        valuePropName="fileList"
        getValueFromEvent={normFileList}
        extra={canUpload ? t('workshop.floorPlan.extra', { size: MAX_IMAGE_MB }) : t('workshop.upload.noPermission')}
        rules={[{ validator: filesSettled }]}
      >
        <Upload {...uploadProps} listType="picture" maxCount={1}>
          {canUpload && <Button icon={<UploadOutlined />}>{t('workshop.floorPlan.upload')}</Button>}
        </Upload>
      </Form.Item>
      <ProFormTextArea
        name="description"
        label={t('workshop.description')}
        fieldProps={{ maxLength: 5000, showCount: true, autoSize: { minRows: 3, maxRows: 8 } }}
      />
    </EntityDrawerForm>
  );
}
