/** The user centre's notifications and subscriptions: read and delete, the bell's count; subscribe, change, pause. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import GlobalModel from '@/models/global';
import VisitorModel from '@/models/visitor';
import InboxTab from '@/pages/user/centre/InboxTab';
import SubscriptionsTab from '@/pages/user/centre/SubscriptionsTab';
import { policyAreaDict, policyDepartments, policyTagDetailList, policyTagList } from '@/services/portal/policy';
import {
  visitorInbox,
  visitorInboxDelete,
  visitorInboxRead,
  visitorSubscribe,
  visitorSubscriptions,
  visitorUpdateSubscription,
} from '@/services/portal/visitor';
import { renderScreen } from './helpers/renderScreen';
import { createStore } from './helpers/store';
import { searchParams } from './helpers/frontUmiMax';

jest.mock('@umijs/max', () => require('./helpers/frontUmiMax').frontUmiMax());
jest.mock('@/services/portal/visitor', () => ({
  visitorCurrentUser: jest.fn(),
  visitorLogout: jest.fn(),
  visitorInboxUnread: jest.fn(),
  visitorInbox: jest.fn(),
  visitorInboxRead: jest.fn(),
  visitorInboxDelete: jest.fn(),
  visitorSubscriptions: jest.fn(),
  visitorSubscribe: jest.fn(),
  visitorUpdateSubscription: jest.fn(),
  visitorDeleteSubscription: jest.fn(),
}));
jest.mock('@/services/portal/policy', () => ({
  policyTagList: jest.fn(),
  policyTagDetailList: jest.fn(),
  policyDepartments: jest.fn(),
  policyAreaDict: jest.fn(),
}));
jest.mock('@/services/portal/match', () => ({}));
jest.setTimeout(60000);

const { history } = jest.requireMock('@umijs/max') as { history: { push: jest.Mock } };
const answer = <T,>(data: T) => ({ success: true as const, code: 0 as const, data });
const visitor = { id: 5, displayName: '王芳', email: 'wang.fang@example.cn', phone: null, emailNotices: true, createdAt: '2026-11-25T08:00:00Z' };

const messages = [
  {
    id: 9,
    kind: 'policy' as const,
    title: '新政策：苏州市研发投入奖励办法',
    body: '苏州市科学技术局 · 最高 100 万元',
    link: '/policydetail/41',
    policyIds: [41],
    read: false,
    readAt: null,
    createdAt: '2026-11-25T08:00:00Z',
  },
  {
    id: 8,
    kind: 'reminder' as const,
    title: '7 天后截止申报：高企培育库',
    body: '申报截止日期 2026-12-02。',
    link: '/policydetail/12',
    policyIds: [12],
    read: true,
    readAt: '2026-11-24T08:00:00Z',
    createdAt: '2026-11-24T07:00:00Z',
  },
];
const subscription = {
  id: 3,
  kind: 'policy' as const,
  criteria: { keyword: '研发费用' },
  channels: ['inApp' as const],
  rhythm: 'weekly' as const,
  active: true,
  description: '有新政策发布或开始申报，且标题或正文包含「研发费用」时，我们会每周一 8:00 汇总通过站内通知告诉您……',
  descriptionEn: 'When a policy mentions "研发费用" …',
  createdAt: '2026-11-20T08:00:00Z',
};

let store = createStore(GlobalModel, VisitorModel);
async function show(ui: JSX.Element, search = '') {
  searchParams.search = search;
  store = createStore(GlobalModel, VisitorModel);
  await store.dispatch({ type: 'visitor/save', payload: visitor });
  await act(async () => {
    renderScreen(ui, { store });
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(visitorInbox).mockResolvedValue(answer({ list: messages, total: 2, current: 1, pageSize: 10, unreadCount: 1 }));
  jest.mocked(visitorSubscriptions).mockResolvedValue(answer({ list: [subscription], total: 1, current: 1, pageSize: 10 }));
  jest
    .mocked(policyTagList)
    .mockResolvedValue(answer([{ id: 9, name: '高端装备制造', kind: 'industry' as const, parentId: null, policyCount: 12, childCount: 1 }]));
  jest
    .mocked(policyTagDetailList)
    .mockResolvedValue(answer([{ id: 11, name: '首台套', kind: 'industry' as const, parentId: 9, policyCount: 3, childCount: 0 }]));
  jest
    .mocked(policyDepartments)
    .mockResolvedValue(answer([{ id: 8, name: '江苏省工业和信息化厅', level: 'provincial' as const, regionCode: '320000', policyCount: 20 }]));
  jest.mocked(policyAreaDict).mockResolvedValue(answer([{ code: '320000', name: '江苏省', count: 20, children: [] }]));
});

it('lists notifications, unread first in weight; opening one marks it read, goes to its policy and updates the bell', async () => {
  await show(<InboxTab />);
  const items = await screen.findAllByTestId('inbox-item');
  expect(items).toHaveLength(2);
  expect(store.getState().visitor.unread).toBe(1);
  jest.mocked(visitorInboxRead).mockResolvedValue(answer({ unreadCount: 0 }));
  await act(async () => {
    fireEvent.click(within(items[0]).getByText('新政策：苏州市研发投入奖励办法'));
  });
  expect(visitorInboxRead).toHaveBeenCalledWith({ ids: [9] }, expect.anything());
  expect(history.push).toHaveBeenCalledWith('/policydetail/41');
  expect(store.getState().visitor.unread).toBe(0);
  // A read one goes to its policy without asking the server again.
  jest.mocked(visitorInboxRead).mockClear();
  await act(async () => {
    fireEvent.click(within(items[1]).getByText('7 天后截止申报：高企培育库'));
  });
  expect(visitorInboxRead).not.toHaveBeenCalled();
});

it('reads all, filters unread, and deletes one', async () => {
  await show(<InboxTab />);
  await screen.findAllByTestId('inbox-item');
  jest.mocked(visitorInboxRead).mockResolvedValue(answer({ unreadCount: 0 }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
  });
  expect(visitorInboxRead).toHaveBeenCalledWith({ all: true });
  await act(async () => {
    fireEvent.click(screen.getByText('未读 1'));
  });
  await waitFor(() => expect(visitorInbox).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, unreadOnly: 'true' }));
  jest.mocked(visitorInboxDelete).mockResolvedValue(answer({ removed: 1, unreadCount: 0 }));
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: '删除消息' })[0]);
  });
  const ok = (await screen.findAllByRole('button', { name: /^(OK|确\s*定)$/ })).at(-1)!;
  await act(async () => {
    fireEvent.click(ok);
  });
  expect(visitorInboxDelete).toHaveBeenCalledWith({ ids: [9] });
});

it('lists subscriptions in plain words and pauses one', async () => {
  await show(<SubscriptionsTab visitor={visitor} />);
  expect(await screen.findByText(/标题或正文包含「研发费用」/)).toBeInTheDocument();
  jest.mocked(visitorUpdateSubscription).mockResolvedValue(answer({ ...subscription, active: false }));
  await act(async () => {
    fireEvent.click(screen.getByRole('switch', { name: '接收通知' }));
  });
  expect(visitorUpdateSubscription).toHaveBeenCalledWith({ id: 3, active: false });
  expect(await screen.findByText('已暂停')).toBeInTheDocument();
});

it('opens the form filled in from a policy\'s "subscribe" and sends its criteria', async () => {
  await show(<SubscriptionsTab visitor={visitor} />, '?tagId=11,9&departmentId=8');
  const dialog = await screen.findByRole('dialog', { name: '新建订阅' });
  // The small tag's name shows: its big tag's list was loaded for the draft.
  await waitFor(() => expect(within(dialog).getByText('首台套')).toBeInTheDocument());
  expect(within(dialog).getByText('江苏省工业和信息化厅')).toBeInTheDocument();
  expect(searchParams.search).toBe('?');
  jest.mocked(visitorSubscribe).mockResolvedValue(answer({ ...subscription, id: 4, created: true }));
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: /订\s*阅/ }));
  });
  await waitFor(() =>
    expect(visitorSubscribe).toHaveBeenCalledWith(
      {
        criteria: { tagIds: [11, 9], departmentIds: [8], levels: [], regionCodes: [], supportTypes: [], keyword: undefined },
        channels: ['inApp', 'email'],
        rhythm: 'immediate',
      },
      { skipErrorHandler: true },
    ),
  );
});

it('asks for at least one condition', async () => {
  await show(<SubscriptionsTab visitor={{ ...visitor, email: null }} />);
  await act(async () => {
    fireEvent.click(await screen.findByTestId('new-subscription'));
  });
  const dialog = await screen.findByRole('dialog', { name: '新建订阅' });
  // No e-mail bound: e-mail cannot be chosen.
  expect(within(dialog).getByRole('checkbox', { name: /邮件（请先在个人资料中绑定邮箱）/ })).toBeDisabled();
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: /订\s*阅/ }));
  });
  expect((await within(dialog).findAllByText('请至少选择一项条件或填写关键词')).length).toBeGreaterThan(0);
  expect(visitorSubscribe).not.toHaveBeenCalled();
});
