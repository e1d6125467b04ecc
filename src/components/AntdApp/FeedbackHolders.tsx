import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import { setAntdStatic } from '@/utils/antdStatic';

/** antd's context-aware message, notification and modal (they follow the theme and the language), handed to antdStatic. */
export default function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    setAntdStatic({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
