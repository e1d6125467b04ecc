import { Link, useDispatch, useIntl, useLocation, useSelector } from '@umijs/max';
import { Alert, Button, Checkbox, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { normaliseContact } from '@shared/contact';
import { sitePagePath } from '@shared/slug';
import { defaultPasswordPolicy, passwordProblem } from '@shared/passwordPolicy';
import type { GlobalState } from '@/models/global';
import { sendVerificationCode, visitorCaptcha, visitorLogin, visitorRegister, visitorResetPassword } from '@/services/portal/visitor';
import { useT } from '@/utils/i18n';
import { loginPath } from '@/utils/signOut';
import { setVisitorToken } from '@/utils/token';
import CaptchaField, { type Captcha } from './CaptchaField';
import CodeButton from './CodeButton';
import { refusalOf } from './refusal';
import ExternalSignIn from '../ExternalSignIn';
import { useAntdApp } from '@/components/AntdApp';

type Mode = 'signIn' | 'register' | 'reset';
type Values = { address: string; password: string; code?: string; displayName?: string; acceptTerms?: boolean; captcha?: string };
/** The fields a refusal may name: its message goes under the field. */
const FIELDS = new Set<keyof Values>(['address', 'code', 'password', 'displayName', 'captcha']);

/**
 * The public front's sign-in, registration and forgotten-password dialog, opened by the global model's
 * loginModalVisible (sign in) and logonModalVisible (register). A visitor registers with an e-mail address or a
 * mobile number and the code sent to it; staff sign in on their own page, linked from here. After repeated
 * failures the server asks for the image captcha (a refusal with `captchaRequired`): the picture shows, and a new
 * one after every try, since each is good for one.
 */
export default function VisitorAuth() {
  const t = useT();
  const intl = useIntl();
  /** A standing page (the terms, the privacy policy) in a new tab, so the dialog keeps what was typed. */
  const pageLink = (slug: string) => (text: React.ReactNode) =>
    (
      <a href={sitePagePath(slug)} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  const dispatch = useDispatch();
  const location = useLocation();
  const { message } = useAntdApp();
  const { loginModalVisible, logonModalVisible } = useSelector((s: { global: GlobalState }) => s.global);
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('signIn');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The address typed stays when the dialog switches between signing in, registering and resetting.
  const [address, setAddress] = useState<string>();
  const [captcha, setCaptcha] = useState<Captcha>();
  const open = loginModalVisible || logonModalVisible;
  const shown: Mode = logonModalVisible ? 'register' : mode;

  const show = (next: Mode) => {
    setError(undefined);
    setMode(next === 'register' ? 'signIn' : next);
    dispatch({ type: 'global/changeLogonModalVisible', payload: next === 'register' });
    dispatch({ type: 'global/changeLoginModalVisible', payload: next !== 'register' });
  };
  const close = () => {
    setError(undefined);
    setMode('signIn');
    dispatch({ type: 'global/changeLoginModalVisible', payload: false });
    dispatch({ type: 'global/changeLogonModalVisible', payload: false });
  };

  const loadCaptcha = async () => {
    try {
      const res = await visitorCaptcha({ skipErrorHandler: true });
      setCaptcha({ id: res.data.captchaId, svg: res.data.svg });
      form.setFieldValue('captcha', '');
    } catch (err) {
      message.error(refusalOf(err, t('visitor.failed')).message);
    }
  };

  const submit = async (values: Values) => {
    setError(undefined);
    setBusy(true);
    const solved = captcha ? { captchaId: captcha.id, captcha: values.captcha } : {};
    try {
      if (shown === 'reset') {
        await visitorResetPassword({ address: values.address, code: values.code!, password: values.password, ...solved }, { skipErrorHandler: true });
        setCaptcha(undefined);
        message.success(t('visitor.reset.done'));
        form.setFieldsValue({ password: '', code: '' });
        setMode('signIn');
        return;
      }
      const res =
        shown === 'register'
          ? await visitorRegister(
              {
                address: values.address,
                code: values.code!,
                password: values.password,
                displayName: values.displayName || undefined,
                acceptTerms: true,
                ...solved,
              },
              { skipErrorHandler: true },
            )
          : await visitorLogin({ address: values.address, password: values.password, ...solved }, { skipErrorHandler: true });
      setCaptcha(undefined);
      setVisitorToken(res.data.token);
      dispatch({ type: 'visitor/save', payload: res.data.visitor });
      message.success(t('visitor.welcome', { name: res.data.visitor.displayName || values.address }));
      form.resetFields();
      close();
    } catch (err) {
      const refusal = refusalOf(err, t('visitor.failed'));
      const field = refusal.field as keyof Values | undefined;
      // A picture shown was used up by this try: the next one needs a new picture.
      if (refusal.captchaRequired || captcha) await loadCaptcha();
      if (field === 'captcha') form.setFields([{ name: 'captcha', value: '', errors: [t(captcha ? 'visitor.captcha.wrong' : 'visitor.captcha.required')] }]);
      else if (field && FIELDS.has(field) && (field !== 'code' || shown !== 'signIn')) form.setFields([{ name: field, errors: [refusal.message] }]);
      else setError(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  const addressRules = [
    { required: true, message: t('visitor.address.required') },
    { validator: (_: unknown, v?: string) => (!v || normaliseContact(v) ? Promise.resolve() : Promise.reject(new Error(t('visitor.address.invalid')))) },
  ];
  const newPasswordRules = [
    { required: true, message: t('visitor.password.required') },
    {
      validator: (_: unknown, v?: string) =>
        !v || !passwordProblem(v, defaultPasswordPolicy) ? Promise.resolve() : Promise.reject(new Error(t('visitor.password.rule'))),
    },
  ];
  const codeField = (purpose: 'register' | 'reset_password') => (
    <Form.Item label={t('visitor.code')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: t('visitor.code.required') }]}>
          <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" aria-label={t('visitor.code')} />
        </Form.Item>
        <CodeButton address={() => form.getFieldValue('address')} send={(to) => sendVerificationCode({ purpose, address: to }, { skipErrorHandler: true })} />
      </Space.Compact>
    </Form.Item>
  );

  return (
    <Modal open={open} onCancel={close} footer={null} destroyOnHidden width={420} title={t(`visitor.${shown}.title`)} data-testid="visitor-auth">
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        preserve={false}
        key={shown}
        initialValues={{ address }}
        onValuesChange={(changed: Partial<Values>) => changed.address !== undefined && setAddress(changed.address)}
      >
        {error && <Alert style={{ marginBottom: 16 }} type="error" showIcon message={error} data-testid="visitor-auth-error" />}
        <Form.Item name="address" label={t('visitor.address')} rules={addressRules}>
          <Input autoComplete="username" />
        </Form.Item>
        {shown !== 'signIn' && codeField(shown === 'register' ? 'register' : 'reset_password')}
        <Form.Item
          name="password"
          label={t(shown === 'reset' ? 'visitor.password.new' : 'visitor.password')}
          rules={shown === 'signIn' ? [{ required: true, message: t('visitor.password.required') }] : newPasswordRules}
          extra={shown === 'signIn' ? undefined : t('visitor.password.rule')}
        >
          <Input.Password autoComplete={shown === 'signIn' ? 'current-password' : 'new-password'} />
        </Form.Item>
        {captcha && <CaptchaField captcha={captcha} onRefresh={loadCaptcha} />}
        {shown === 'register' && (
          <>
            <Form.Item name="displayName" label={t('visitor.displayName')} rules={[{ max: 64 }]}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="acceptTerms"
              valuePropName="checked"
              rules={[{ validator: (_: unknown, v?: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(t('visitor.terms.required')))) }]}
            >
              <Checkbox>{intl.formatMessage({ id: 'visitor.terms' }, { terms: pageLink('terms'), privacy: pageLink('privacy') })}</Checkbox>
            </Form.Item>
          </>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t(`visitor.${shown}.submit`)}
        </Button>
        {shown === 'signIn' && (
          <div style={{ marginTop: 12 }}>
            <ExternalSignIn audience="visitor" reurl={`${location.pathname}${location.search}`} />
          </div>
        )}
        <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 12 }} wrap>
          {shown === 'signIn' ? (
            <>
              <a onClick={() => show('register')}>{t('visitor.toRegister')}</a>
              <a onClick={() => show('reset')}>{t('visitor.forgot')}</a>
            </>
          ) : (
            <a onClick={() => show('signIn')}>{t('visitor.toSignIn')}</a>
          )}
          <Link to={loginPath(`${location.pathname}${location.search}`)} onClick={close}>
            {t('visitor.staffLogin')}
          </Link>
        </Space>
      </Form>
    </Modal>
  );
}
