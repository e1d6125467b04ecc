import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { normaliseContact } from '@shared/contact';
import { useT } from '@/utils/i18n';
import { refusalOf } from './refusal';
import { useAntdApp } from '@/components/AntdApp';

export type CodeButtonProps = {
  /** The address typed so far. */
  address: () => string | undefined;
  /** Asks the server for the code (with skipErrorHandler); answers with the seconds before the next one. */
  send: (address: string) => Promise<{ data: { resendAfterSeconds: number } }>;
};

/** "Send code" with the minute to wait before the next one; an address that is none is not sent to. */
export default function CodeButton({ address, send }: CodeButtonProps) {
  const t = useT();
  const { message } = useAntdApp();
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const click = async () => {
    const to = address();
    if (!to || !normaliseContact(to)) {
      message.warning(t('visitor.address.invalid'));
      return;
    }
    setSending(true);
    try {
      const res = await send(to);
      message.success(t('visitor.code.sent'));
      setWait(res.data.resendAfterSeconds);
    } catch (err) {
      message.error(refusalOf(err, t('visitor.failed')).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button onClick={click} loading={sending} disabled={wait > 0} data-testid="send-code">
      {wait > 0 ? t('visitor.code.resend', { seconds: wait }) : t('visitor.code.send')}
    </Button>
  );
}
