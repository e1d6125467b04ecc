import { ProFormCheckbox, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Button, Descriptions, Modal, Popconfirm, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import EntityModalForm from '@/components/EntityModalForm';
import { appOidcClient, regenerateAppOidcSecret, revokeAppOidcGrants, saveAppOidcClient } from '@/services/portal/sso';
import type { DataOf } from '@/utils/request/dataOf';
import { useT } from '@/utils/i18n';
import type { AppItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

type Client = DataOf<typeof appOidcClient>;
type Values = { enabled: boolean; redirectUris: string; scopes: string[]; backchannelLogoutUri?: string };

const FIELDS = ['enabled', 'redirectUris', 'scopes', 'backchannelLogoutUri'];
/** Absolute https, or http on this machine; the server checks the same (and more). */
const URI_PATTERN = /^(https:\/\/[^\s#]+|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/[^\s#]*)?)$/;

const lines = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The client secret, shown this once after it is made. */
function SecretModal({ secret, clientId, onClose }: { secret: string; clientId: string; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open
      title={t('pages.app.oidc.secret.title')}
      onCancel={onClose}
      onOk={onClose}
      maskClosable={false}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph type="warning">{t('pages.app.oidc.secret.once')}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="client_id">
          <Typography.Text copyable>{clientId}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="client_secret">
          <Typography.Text copyable code data-testid="oidc-secret">
            {secret}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

/**
 * An app's OpenID Connect client (single sign-on through the portal): enabled, where codes may go, which scopes
 * it may ask for; a new secret (shown once) and revoking every user's consent. Every change is in the operation log.
 */
export default function OidcClientForm({ app, onClose }: { app: AppItem; onClose: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [client, setClient] = useState<Client>();
  const [secret, setSecret] = useState<{ secret: string; clientId: string }>();

  useEffect(() => {
    appOidcClient({ appId: app.id }).then((res) => setClient(res.data), onClose);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app.id]);

  if (secret) return <SecretModal {...secret} onClose={onClose} />;
  if (!client)
    return (
      <Modal open footer={null} onCancel={onClose}>
        <Spin />
      </Modal>
    );

  const regenerate = async () => {
    const res = await regenerateAppOidcSecret({ appId: app.id });
    setSecret({ secret: res.data.secret!, clientId: res.data.client.clientId! });
  };
  const revokeAll = async () => {
    const res = await revokeAppOidcGrants({ appId: app.id });
    message.success(t('pages.app.oidc.revoked', { n: res.data.revoked }));
  };

  return (
    <EntityModalForm<Values, DataOf<typeof saveAppOidcClient>>
      name="oidcClientForm"
      width={640}
      title={t('pages.app.oidc.title', { app: app.title })}
      initialValues={{
        enabled: client.configured ? client.enabled : true,
        redirectUris: client.redirectUris.join('\n'),
        scopes: client.scopes,
        backchannelLogoutUri: client.backchannelLogoutUri ?? undefined,
      }}
      fieldNames={FIELDS}
      save={(values, options) =>
        saveAppOidcClient(
          {
            appId: app.id,
            enabled: values.enabled,
            redirectUris: lines(values.redirectUris),
            scopes: values.scopes as ('openid' | 'profile' | 'email')[],
            backchannelLogoutUri: values.backchannelLogoutUri?.trim() || null,
          },
          options,
        ).then((res) => res.data)
      }
      successMessage={t('common.saved')}
      onClose={onClose}
      onSaved={(saved) => {
        if (saved.secret) setSecret({ secret: saved.secret, clientId: saved.client.clientId! });
      }}
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('pages.app.oidc.issuer')}>
          <Typography.Text copyable>{client.issuer}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="client_id">
          {client.clientId ? <Typography.Text copyable>{client.clientId}</Typography.Text> : t('pages.app.oidc.notYet')}
        </Descriptions.Item>
        <Descriptions.Item label={t('pages.app.oidc.auth')}>client_secret_basic · PKCE (S256) · code</Descriptions.Item>
      </Descriptions>
      <ProFormSwitch name="enabled" label={t('pages.app.oidc.enabled')} />
      <ProFormTextArea
        name="redirectUris"
        label={t('pages.app.oidc.redirectUris')}
        tooltip={t('pages.app.oidc.redirectUris.tip')}
        fieldProps={{ rows: 3, placeholder: 'https://oa.example-park.cn/oidc/callback' }}
        rules={[
          { required: true, whitespace: true, message: t('pages.app.oidc.redirectUris.required') },
          {
            validator: (_: unknown, v?: string) =>
              lines(v).every((l) => URI_PATTERN.test(l)) ? Promise.resolve() : Promise.reject(new Error(t('pages.app.oidc.redirectUris.invalid'))),
          },
        ]}
      />
      <ProFormCheckbox.Group
        name="scopes"
        label={t('pages.app.oidc.scopes')}
        options={[
          { label: 'openid', value: 'openid', disabled: true },
          { label: 'profile', value: 'profile' },
          { label: 'email', value: 'email' },
        ]}
      />
      <ProFormText
        name="backchannelLogoutUri"
        label={t('pages.app.oidc.backchannel')}
        tooltip={t('pages.app.oidc.backchannel.tip')}
        rules={[{ pattern: URI_PATTERN, message: t('pages.app.oidc.redirectUris.invalid') }]}
      />
      {client.configured && (
        <Space>
          <Popconfirm title={t('pages.app.oidc.regenerate.confirm')} onConfirm={regenerate}>
            <Button danger>{t('pages.app.oidc.regenerate')}</Button>
          </Popconfirm>
          <Popconfirm title={t('pages.app.oidc.revoke.confirm')} onConfirm={revokeAll}>
            <Button>{t('pages.app.oidc.revoke')}</Button>
          </Popconfirm>
        </Space>
      )}
    </EntityModalForm>
  );
}
