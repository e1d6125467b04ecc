/** 站点配置's home layout editor and 广告管理's advert form. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_HOME_LAYOUT } from '@shared/homeLayout';
import AdvertForm from '@/pages/admin/cms/ad/AdvertForm';
import LayoutEditor from '@/pages/admin/cms/webconfig/LayoutEditor';
import { getHomeLayout, saveAdResource, saveHomeLayout } from '@/services/portal/cms';
import { grant } from './helpers/umiMax';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/cms', () => ({ getHomeLayout: jest.fn(), saveHomeLayout: jest.fn(), saveAdResource: jest.fn() }));
jest.setTimeout(30000);

type Block = import('@shared/homeLayout').HomeBlock;
const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const rowKeys = () => screen.getAllByTestId('layout-row').map((r) => r.getAttribute('data-block'));
const previewRows = () =>
  [...screen.getByTestId('layout-preview').children]
    .filter((el) => el.tagName === 'DIV')
    .map((row) => [...row.children].map((b) => b.getAttribute('data-block')).join('+'));

describe('the home layout editor', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    grant();
    jest.mocked(getHomeLayout).mockResolvedValue(ok({ blocks: DEFAULT_HOME_LAYOUT }));
    jest.mocked(saveHomeLayout).mockImplementation(async ({ blocks }) => ok({ blocks }));
  });

  it('moves, hides and titles blocks, previews the rows, and saves every block in the new order', async () => {
    renderScreen(<LayoutEditor />);
    await screen.findAllByTestId('layout-row');
    expect(previewRows()).toEqual(['banner', 'search', 'figures', 'latest+closingSoon', 'news+market', 'services', 'links']);
    const save = screen.getByRole('button', { name: '保存布局' });
    expect(save).toBeDisabled();

    // The news two places up with the arrows (the keyboard's way), above the latest policies.
    fireEvent.click(screen.getByRole('button', { name: '上移 园区资讯' }));
    fireEvent.click(screen.getByRole('button', { name: '上移 园区资讯' }));
    fireEvent.click(screen.getByRole('button', { name: '上移 园区资讯' }));
    expect(rowKeys()).toEqual(['banner', 'search', 'news', 'figures', 'latest', 'closingSoon', 'market', 'services', 'links']);
    fireEvent.click(screen.getByRole('switch', { name: '首页横幅 显示' }));
    fireEvent.change(screen.getByRole('textbox', { name: '园区资讯 标题' }), { target: { value: '园区动态' } });
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    expect(previewRows()).toEqual(['search', 'news', 'figures', 'latest+closingSoon', 'market', 'services', 'links']);
    expect(within(screen.getByTestId('layout-preview')).getByText('园区动态')).toBeInTheDocument();
    expect(within(screen.getByTestId('layout-preview')).getByText('隐藏：首页横幅')).toBeInTheDocument();

    fireEvent.click(save);
    await screen.findByText('首页布局已保存');
    const sent = jest.mocked(saveHomeLayout).mock.calls[0][0].blocks as Block[];
    expect(sent.map((b) => b.key)).toEqual(['banner', 'search', 'news', 'figures', 'latest', 'closingSoon', 'market', 'services', 'links']);
    expect(sent.find((b) => b.key === 'banner')?.visible).toBe(false);
    expect(sent.find((b) => b.key === 'news')?.title).toBe('园区动态');
    await waitFor(() => expect(screen.getByRole('button', { name: '保存布局' })).toBeDisabled());

    // Back to the shipped layout, then the saved one again.
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    expect(rowKeys()).toEqual(DEFAULT_HOME_LAYOUT.map((b) => b.key));
    fireEvent.click(screen.getByRole('button', { name: '放弃修改' }));
    expect(rowKeys()[2]).toBe('news');
  });

  it('only shows the layout to someone who may not edit it', async () => {
    grant('webconfig:query');
    renderScreen(<LayoutEditor />);
    await screen.findAllByTestId('layout-row');
    expect(screen.getByText('你可以查看首页布局，修改需要“编辑首页布局”权限')).toBeInTheDocument();
    expect(screen.queryByTestId('layout-handle')).toBeNull();
    expect(screen.queryByRole('button', { name: '保存布局' })).toBeNull();
    expect(screen.getByRole('switch', { name: '首页横幅 显示' })).toBeDisabled();
  });
});

describe('the advert form', () => {
  const area = {
    id: 1,
    key: 'home-banner',
    name: '首页横幅',
    kind: 'image' as const,
    width: 1200,
    height: 300,
    shown: 3,
    description: null,
    enabled: true,
    resourceCount: 0,
    liveCount: 0,
    clicks: 0,
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
  beforeEach(() => jest.clearAllMocks());

  it('asks for a picture in a picture area and refuses a javascript: link before sending anything', async () => {
    const onSaved = jest.fn();
    renderScreen(<AdvertForm area={area} onClose={jest.fn()} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '标题' }), { target: { value: '秋季招商推介会' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /链接/ }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^(确\s*[定认]|提\s*交|OK)$/ }));
    expect(await within(dialog).findByText('只能是 http(s) 网址或以 / 开头的站内地址')).toBeInTheDocument();
    expect(within(dialog).getByText('该广告位显示图片，请上传')).toBeInTheDocument();
    expect(saveAdResource).not.toHaveBeenCalled();
  });

  it('sends an edited advert and shows the server’s refusal under the link', async () => {
    jest.mocked(saveAdResource).mockRejectedValue(refusal(422, 'link: must be an http(s) address or a path on this site starting with /', 'link'));
    const advert = {
      id: 9,
      areaId: 1,
      areaName: '首页横幅',
      title: '秋季招商推介会',
      imageUrl: '/ads/space.svg',
      alt: null,
      link: '/news',
      startAt: '2026-11-01T00:00:00.000Z',
      endAt: null,
      weight: 2,
      order: 10,
      enabled: true,
      state: 'live' as const,
      clicks: 12,
      updatedAt: '2026-11-20T08:00:00.000Z',
    };
    renderScreen(<AdvertForm area={area} advert={advert} onClose={jest.fn()} onSaved={jest.fn()} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^(确\s*[定认]|提\s*交|OK)$/ }));
    await waitFor(() => expect(saveAdResource).toHaveBeenCalled());
    expect(jest.mocked(saveAdResource).mock.calls[0][0]).toEqual({
      id: 9,
      areaId: 1,
      title: '秋季招商推介会',
      imageUrl: '/ads/space.svg',
      alt: null,
      link: '/news',
      startAt: '2026-11-01T00:00:00.000Z',
      endAt: null,
      weight: 2,
      order: 10,
      enabled: true,
    });
    expect(await within(dialog).findByText(/must be an http\(s\) address or a path on this site/)).toBeInTheDocument();
  });
});
