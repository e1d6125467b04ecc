/** message and notification come from antd's App context once <AntdStaticHolder /> has rendered. */
import { render } from '@testing-library/react';
import { App, ConfigProvider, message, notification } from 'antd';
import AntdStaticHolder from '@/components/AntdStaticHolder';
import { getMessage, getNotification, resetAntdStatic } from '@/utils/antdStatic';

afterEach(() => resetAntdStatic());

it('falls back to antd’s static API before the holder has rendered', () => {
  expect(getMessage()).toBe(message);
  expect(getNotification()).toBe(notification);
});

it('hands over the App-context instances, so antd prints no static-function warning', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fromContext: ReturnType<typeof App.useApp> | undefined;
  function Probe() {
    fromContext = App.useApp();
    return null;
  }
  // As in the app: a themed ConfigProvider (Umi's antd plugin) makes antd warn about static calls.
  render(
    <ConfigProvider theme={{ token: { colorPrimary: '#1890ff' } }}>
      <App>
        <AntdStaticHolder />
        <Probe />
      </App>
    </ConfigProvider>,
  );
  expect(getMessage()).toBe(fromContext?.message);
  expect(getNotification()).toBe(fromContext?.notification);
  expect(getMessage()).not.toBe(message);

  getMessage().error('boom');
  getNotification().error({ message: 'title' });
  const printed = [...warn.mock.calls, ...error.mock.calls].flat().join(' ');
  expect(printed).not.toMatch(/Static function can not consume context/i);
  warn.mockRestore();
  error.mockRestore();
});

it('keeps the static fallback when mounted outside <App> (whose context is then empty)', () => {
  render(<AntdStaticHolder />);
  expect(getMessage()).toBe(message);
  expect(getNotification()).toBe(notification);
});
