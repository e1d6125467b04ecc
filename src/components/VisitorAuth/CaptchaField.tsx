import { ReloadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useT } from '@/utils/i18n';

export type Captcha = { id: string; svg: string };

/**
 * The image captcha the server asks for after repeated failures: the picture (an <img> of the SVG, never put
 * into the page as markup), the answer and a button for another picture. Each picture is good for one try.
 */
export default function CaptchaField({ captcha, onRefresh }: { captcha: Captcha; onRefresh: () => void }) {
  const t = useT();
  return (
    <Form.Item label={t('visitor.captcha')} required extra={t('visitor.captcha.hint')}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('visitor.captcha.required') }]}>
          <Input maxLength={8} autoComplete="off" spellCheck={false} aria-label={t('visitor.captcha')} />
        </Form.Item>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
          alt={t('visitor.captcha.image')}
          width={120}
          height={32}
          style={{ border: '1px solid #d9d9d9', borderLeft: 0, background: '#fff', objectFit: 'cover' }}
          data-testid="captcha-image"
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={onRefresh}
          aria-label={t('visitor.captcha.refresh')}
          title={t('visitor.captcha.refresh')}
          data-testid="captcha-refresh"
        />
      </Space.Compact>
    </Form.Item>
  );
}
