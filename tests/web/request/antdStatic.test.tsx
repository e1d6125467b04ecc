/**
 * message, notification and modal come from antd's App context: <AntdApp> gives one whose real instances load the
 * first time something is shown, and calls made before then are shown when they arrive.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import AntdApp, { useAntdApp } from '@/components/AntdApp';
import { antdStatic, getMessage, getNotification, resetAntdStatic } from '@/utils/antdStatic';

afterEach(() => resetAntdStatic());

it('gives screens the same instances as the request layer, under antd’s own App.useApp too', () => {
  let ours: ReturnType<typeof useAntdApp> | undefined;
  let antds: ReturnType<typeof App.useApp> | undefined;
  function Probe() {
    ours = useAntdApp();
    antds = App.useApp();
    return null;
  }
  render(
    <AntdApp>
      <Probe />
    </AntdApp>,
  );
  expect(ours).toBe(antdStatic);
  expect(antds).toBe(antdStatic);
  expect(getMessage()).toBe(antdStatic.message);
  expect(getNotification()).toBe(antdStatic.notification);
});

it('shows what was asked before the real instances loaded, once they have, without antd’s static-function warning', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Asked before the app has even rendered (a start-up request failing).
  getNotification().error({ message: '请求错误 500: /api/x' });
  render(
    // As in the app: a themed ConfigProvider (Umi's antd plugin) makes antd warn about static calls.
    <ConfigProvider theme={{ token: { colorPrimary: '#1890ff' } }}>
      <AntdApp>
        <span>page</span>
      </AntdApp>
    </ConfigProvider>,
  );
  expect(await screen.findByText('请求错误 500: /api/x')).toBeTruthy();
  // As antd's <App>: the page sits in the `ant-app` element that gives text the theme's font and colour.
  expect(screen.getByText('page').closest('.ant-app')).not.toBeNull();
  act(() => {
    getMessage().success('已保存');
  });
  expect(await screen.findByText('已保存')).toBeTruthy();
  act(() => {
    antdStatic.modal.confirm({ title: '删除这条记录？' });
  });
  await waitFor(() => expect(screen.getAllByText('删除这条记录？').length).toBeGreaterThan(0));
  const printed = [...warn.mock.calls, ...error.mock.calls].flat().join(' ');
  expect(printed).not.toMatch(/Static function can not consume context/i);
  warn.mockRestore();
  error.mockRestore();
});
