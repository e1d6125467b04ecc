import { message as staticMessage, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * antd's message and notification for code outside React (the request layer). The instances come
 * from <App> (App.useApp(), set by <AntdStaticHolder />) so they follow the theme and locale and antd
 * prints no "Static function can not consume context" warning. Until the holder has rendered (and in
 * unit tests) the static API is the fallback.
 */
export type AntdStatic = { message: MessageInstance; notification: NotificationInstance };

let holder: Partial<AntdStatic> = {};

export function setAntdStatic(api: Partial<AntdStatic>) {
  holder = { ...holder, ...api };
}

/** Forget the App instances (tests). */
export function resetAntdStatic() {
  holder = {};
}

export function getMessage(): MessageInstance {
  return holder.message ?? staticMessage;
}

export function getNotification(): NotificationInstance {
  return holder.notification ?? staticNotification;
}
