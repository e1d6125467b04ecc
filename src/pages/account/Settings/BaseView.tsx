import { ProForm, ProFormDependency, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useDispatch, useModel, useSelector } from '@umijs/max';
import { useEffectCall } from '@/models/useEffectCall';
import { Col, Form, Row, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ConnectState, ProfileInput, UpdateProfileResult } from '@/models/account';
import { applyFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import AvatarPicker from './AvatarPicker';
import { PHONE_PATTERN } from '@shared/phone';
import { useAntdApp } from '@/components/AntdApp';

type Values = {
  realName: string;
  email?: string;
  phone?: string;
  signature?: string;
  provinceCode?: string;
  cityCode?: string;
  address?: string;
  emailNotices: boolean;
};

const FIELDS = ['realName', 'email', 'phone', 'signature', 'provinceCode', 'cityCode', 'address', 'emailNotices'];

/**
 * 基本设置: one's own name, contacts, signature, address (province and city from the region dictionary),
 * whether task reminders also come by e-mail, and avatar. The avatar is saved with the form; the header shows it once the saved user is reloaded.
 */
export default function BaseView() {
  const t = useT();
  const { message } = useAntdApp();
  const dispatch = useDispatch();
  const callEffect = useEffectCall();
  const { refresh } = useModel('@@initialState');
  const [form] = Form.useForm<Values>();
  /** A new avatar URL, null to remove it, undefined while unchanged. */
  const [avatar, setAvatar] = useState<string | null | undefined>(undefined);
  const { currentUser, province, city, isLoading } = useSelector((s: ConnectState) => s.account);
  const cityLoading = useSelector((s: ConnectState) => !!s.loading.effects['account/fetchCity']);
  const provinceCode = currentUser.geographic?.province?.key;

  useEffect(() => {
    dispatch({ type: 'account/fetchCurrent' });
    dispatch({ type: 'account/fetchProvince' });
  }, [dispatch]);

  // The saved province's cities, so the saved city shows by name.
  useEffect(() => {
    dispatch({ type: 'account/fetchCity', payload: provinceCode });
  }, [dispatch, provinceCode]);

  if (!currentUser.userid) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  return (
    <Row gutter={48}>
      <Col xs={24} lg={14}>
        <ProForm<Values>
          key={currentUser.userid}
          form={form}
          name="profileForm"
          layout="vertical"
          initialValues={{
            realName: currentUser.name,
            email: currentUser.email ?? undefined,
            phone: currentUser.phone ?? undefined,
            signature: currentUser.signature ?? undefined,
            provinceCode,
            cityCode: currentUser.geographic?.city?.key,
            address: currentUser.address ?? undefined,
            emailNotices: currentUser.emailNotices ?? true,
          }}
          submitter={{ searchConfig: { submitText: t('pages.accountSettings.basic.submit') }, resetButtonProps: { style: { display: 'none' } } }}
          onFinish={async (values) => {
            const payload: ProfileInput = {
              realName: values.realName.trim(),
              email: values.email ?? '',
              phone: values.phone ?? '',
              signature: values.signature ?? '',
              provinceCode: values.provinceCode ?? '',
              cityCode: values.cityCode ?? '',
              address: values.address ?? '',
              emailNotices: values.emailNotices,
              // Left out while unchanged, so the server keeps the saved one; '' removes it.
              ...(avatar === undefined ? {} : { avatar: avatar ?? '' }),
            };
            const result = await callEffect<UpdateProfileResult>('account/updateProfile', payload);
            if (!result?.success) {
              if (result) applyFieldError(form, result.error, FIELDS, (text) => message.error(text));
              return false;
            }
            message.success(t('pages.accountSettings.basic.saved'));
            setAvatar(undefined);
            // The layout's header reads initialState.currentUser: reload it for the new name and avatar.
            await refresh();
            return true;
          }}
        >
          <ProFormText
            name="realName"
            label={t('pages.accountSettings.realName')}
            fieldProps={{ maxLength: 64 }}
            rules={[{ required: true, whitespace: true, message: t('pages.account.realName.required') }]}
          />
          <ProFormText name="email" label={t('pages.account.email')} rules={[{ type: 'email', message: t('form.email.invalid') }]} />
          <ProFormText name="phone" label={t('pages.account.phone')} rules={[{ pattern: PHONE_PATTERN, message: t('form.phone.invalid') }]} />
          <ProFormTextArea
            name="signature"
            label={t('pages.accountSettings.signature')}
            placeholder={t('pages.accountSettings.signature.placeholder')}
            fieldProps={{ maxLength: 255, showCount: true, rows: 3 }}
          />
          <ProForm.Group title={t('pages.accountSettings.region')} size={8}>
            <ProFormSelect
              name="provinceCode"
              width="sm"
              placeholder={t('pages.accountSettings.province')}
              showSearch
              options={province.map((p) => ({ value: p.id, label: p.name }))}
              fieldProps={{
                loading: isLoading,
                optionFilterProp: 'label',
                onChange: (value?: string) => {
                  form.setFieldValue('cityCode', undefined);
                  dispatch({ type: 'account/fetchCity', payload: value });
                },
              }}
            />
            <ProFormDependency name={['provinceCode']}>
              {({ provinceCode: chosen }) => (
                <ProFormSelect
                  name="cityCode"
                  width="sm"
                  placeholder={t('pages.accountSettings.city')}
                  showSearch
                  disabled={!chosen}
                  options={city.map((c) => ({ value: c.id, label: c.name }))}
                  fieldProps={{ loading: cityLoading, optionFilterProp: 'label' }}
                />
              )}
            </ProFormDependency>
          </ProForm.Group>
          <ProFormText name="address" label={t('pages.accountSettings.address')} fieldProps={{ maxLength: 255 }} />
          <ProFormSwitch name="emailNotices" label={t('pages.accountSettings.emailNotices')} extra={t('pages.accountSettings.emailNotices.hint')} />
        </ProForm>
      </Col>
      <Col xs={24} lg={10} style={{ textAlign: 'center', paddingTop: 24 }}>
        <AvatarPicker current={currentUser.avatar} value={avatar} onChange={setAvatar} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {currentUser.group}
        </Typography.Paragraph>
      </Col>
    </Row>
  );
}
