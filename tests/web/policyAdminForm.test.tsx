/**
 * The policy editor (src/pages/admin/policy): the application window and its batches, the structured
 * rules, and saving (as a draft, and publishing) with the server's refusal put on the field.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import PolicyForm from '@/pages/admin/policy/PolicyForm';
import RuleList from '@/pages/admin/policy/RuleList';
import WindowFields from '@/pages/admin/policy/WindowFields';
import { adminCreatePolicy, adminPublishPolicy } from '@/services/portal/policyAdmin';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const zh = require('@/locales/zh-CN/policyAdmin').default as Record<string, string>;
  const format = (id: string, values: Record<string, unknown> = {}) => (zh[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  const { useDispatch, useSelector } = require('./helpers/reactRedux').reactRedux;
  return {
    useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => format(id, values) }),
    useAccess: () => ({ can: () => true }),
    useDispatch,
    useSelector,
  };
});
jest.mock('@/services/portal/policyAdmin', () => ({
  adminCreatePolicy: jest.fn(),
  adminUpdatePolicy: jest.fn(),
  adminPublishPolicy: jest.fn(),
  adminPolicyDetail: jest.fn(),
  adminQueryPolicyDepartments: jest.fn(async () => ({
    data: {
      list: [
        {
          id: 3,
          name: '苏州工业园区科技创新委员会',
          level: 'district',
          regionCode: '320571',
          phone: null,
          address: null,
          website: null,
          regionName: '苏州工业园区',
          order: 0,
          policyCount: 5,
          createdAt: '',
        },
      ],
      total: 1,
      current: 1,
      pageSize: 50,
    },
  })),
  adminQueryPolicyTags: jest.fn(async () => ({
    data: {
      list: [
        { id: 11, name: '科技创新', kind: 'theme', parentId: null, policyCount: 3, childCount: 1, order: 0, createdAt: '' },
        { id: 12, name: '高新技术企业', kind: 'theme', parentId: 11, policyCount: 2, childCount: 0, order: 0, createdAt: '' },
      ],
      total: 2,
      current: 1,
      pageSize: 100,
    },
  })),
}));
jest.mock('@/services/portal/dict', () => ({
  dictByName: jest.fn(async ({ name, parentValue }: { name: string; parentValue?: string }) => {
    const item = (value: string, label: string) => ({
      id: value.length,
      typeId: 1,
      value,
      label,
      parentValue: null,
      order: 0,
      color: null,
      isDefault: false,
      status: 'active',
      remark: null,
    });
    const items: Record<string, ReturnType<typeof item>[]> = {
      support_type: [item('subsidy', '资金补贴'), item('tax', '税收优惠')],
      region: parentValue === '' ? [item('320000', '江苏省')] : [],
    };
    return { success: true, code: 0, data: items[name] ?? [] };
  }),
}));
jest.setTimeout(120_000);

const popups = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
/** Opens the select whose input has this id, types `search` if given, and picks the option with this title. */
async function pick(id: string, title: string, search?: string) {
  fireEvent.mouseDown(document.getElementById(id)!.closest('.ant-select')!.querySelector('.ant-select-selector')!);
  // The option lists are virtual: in jsdom only the first few render, as a user would type to reach the rest.
  if (search) fireEvent.change(document.getElementById(id)!, { target: { value: search } });
  await waitFor(() => expect(popups().some((p) => p.querySelector(`[title="${title}"]`))).toBe(true));
  fireEvent.click(
    popups()
      .find((p) => p.querySelector(`[title="${title}"]`))!
      .querySelector(`[title="${title}"]`)!,
  );
}

/** A bare form holding one part of the editor, as the drawer does. */
function Host({ initial, onFinish, children }: { initial: object; onFinish: (values: never) => void; children: React.ReactNode }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={initial} onFinish={() => onFinish(form.getFieldsValue(true) as never)}>
      {children}
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));

describe('application window', () => {
  it('refuses a date range whose end is before its start', async () => {
    const onFinish = jest.fn();
    renderScreen(
      <Host initial={{ window: { kind: 'range', startDate: dayjs('2025-06-30'), endDate: dayjs('2025-06-01') } }} onFinish={onFinish}>
        <WindowFields />
      </Host>,
    );
    submit();
    expect(await screen.findByText('截止日期不能早于开始日期')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('accepts a one-day window (end on the start day)', async () => {
    const onFinish = jest.fn();
    renderScreen(
      <Host initial={{ window: { kind: 'range', startDate: dayjs('2025-06-30'), endDate: dayjs('2025-06-30') } }} onFinish={onFinish}>
        <WindowFields />
      </Host>,
    );
    submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
  });

  it('asks for both dates of a range and shows nothing to fill for all year', async () => {
    const onFinish = jest.fn();
    renderScreen(
      <Host initial={{ window: { kind: 'range' } }} onFinish={onFinish}>
        <WindowFields />
      </Host>,
    );
    submit();
    expect(await screen.findByText('请选择开始日期')).toBeInTheDocument();
    expect(screen.getByText('请选择截止日期')).toBeInTheDocument();
    fireEvent.click(screen.getByText('常年受理'));
    expect(await screen.findByText(/没有截止日期/)).toBeInTheDocument();
    submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
  });

  it('checks each batch: a name, end not before start, and no overlap with another batch', async () => {
    const onFinish = jest.fn();
    renderScreen(
      <Host
        initial={{
          window: {
            kind: 'batches',
            batches: [
              { name: '第一批', startDate: dayjs('2025-04-01'), endDate: dayjs('2025-04-30') },
              { name: '第二批', startDate: dayjs('2025-09-30'), endDate: dayjs('2025-09-01') },
            ],
          },
        }}
        onFinish={onFinish}
      >
        <WindowFields />
      </Host>,
    );
    submit();
    expect(await screen.findByText('截止日期不能早于开始日期')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();

    // A third batch that starts inside the first one.
    fireEvent.click(screen.getByRole('button', { name: /添加批次/ }));
    await waitFor(() => expect(document.getElementById('window_batches_2_name')).toHaveValue('第3批'));
    fireEvent.click(screen.getAllByRole('button', { name: '删除批次' })[1]);
    await waitFor(() => expect(screen.queryByText('截止日期不能早于开始日期')).toBeNull());
    submit();
    // The new batch has no dates yet.
    expect(await screen.findByText('请选择开始日期')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('refuses overlapping batches and needs at least one', async () => {
    const onFinish = jest.fn();
    renderScreen(
      <Host
        initial={{
          window: {
            kind: 'batches',
            batches: [
              { name: '第一批', startDate: dayjs('2025-04-01'), endDate: dayjs('2025-04-30') },
              { name: '第二批', startDate: dayjs('2025-04-30'), endDate: dayjs('2025-05-31') },
            ],
          },
        }}
        onFinish={onFinish}
      >
        <WindowFields />
      </Host>,
    );
    submit();
    expect(await screen.findByText('第 2 批与「第一批」时间重叠')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: '删除批次' }).reverse()) fireEvent.click(button);
    submit();
    expect(await screen.findByText('请至少添加一个批次')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });
});

describe('structured rules', () => {
  it('asks the fiscal year of a figure rule only, and drops it when the field changes to a non-figure one', async () => {
    const onFinish = jest.fn();
    renderScreen(
      <Host initial={{ rules: [] }} onFinish={onFinish}>
        <RuleList />
      </Host>,
    );
    fireEvent.click(screen.getByRole('button', { name: /添加条件/ }));
    await waitFor(() => expect(document.getElementById('rules_0_field')).not.toBeNull());
    // No field yet: no year either.
    expect(document.getElementById('rules_0_yearsBack')).toBeNull();

    await pick('rules_0_field', '营业收入', '营业收入');
    // A figure: the year is asked, last year by default; the operator starts at ≥.
    await waitFor(() => expect(document.getElementById('rules_0_yearsBack')).not.toBeNull());
    const row = screen.getByTestId('rule-0');
    expect(within(row).getByTitle('上一年度')).toBeInTheDocument();
    expect(within(row).getByTitle('不低于 ≥')).toBeInTheDocument();
    fireEvent.change(document.getElementById('rules_0_num')!, { target: { value: '2000' } });
    fireEvent.click(within(row).getByRole('button', { name: '按所选条件生成说明' }));
    await waitFor(() => expect(document.getElementById('rules_0_label')).toHaveValue('营业收入（上一年度） ≥ 2000万元'));

    // Another rule, on a fact: no year.
    fireEvent.click(screen.getByRole('button', { name: /添加条件/ }));
    await waitFor(() => expect(document.getElementById('rules_1_field')).not.toBeNull());
    await pick('rules_1_field', '主体类型', '主体');
    await waitFor(() => expect(document.getElementById('rules_1_codes')).not.toBeNull());
    expect(document.getElementById('rules_1_yearsBack')).toBeNull();
    await pick('rules_1_codes', '企业');

    // Switching the first rule to a fact takes its year away.
    await pick('rules_0_field', '成立年限', '成立');
    await waitFor(() => expect(document.getElementById('rules_0_yearsBack')).toBeNull());
    fireEvent.change(document.getElementById('rules_0_num')!, { target: { value: '3' } });

    submit();
    // The second rule has no label yet.
    expect(await screen.findByText('请填写条件说明')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.change(document.getElementById('rules_1_label')!, { target: { value: '企业法人' } });
    submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    const { rules } = onFinish.mock.calls[0][0] as { rules: Record<string, unknown>[] };
    expect(rules[0]).toMatchObject({ id: 'r1', field: 'foundedYears', op: 'gte', num: 3, hard: true });
    expect(rules[0].yearsBack).toBeUndefined();
    expect(rules[1]).toMatchObject({ id: 'r2', field: 'entityType', op: 'in', codes: ['enterprise'], label: '企业法人' });
    expect(rules[1].yearsBack).toBeUndefined();
  });

  it('needs a value, and an upper bound not below the lower one', async () => {
    const onFinish = jest.fn();
    renderScreen(
      <Host
        initial={{
          rules: [
            { id: 'r1', field: 'rdRatio', op: 'between', min: 10, max: 3, yearsBack: 1, hard: true, label: '研发投入占比' },
            { id: 'r2', field: 'staff', op: 'gte', yearsBack: 1, hard: false, label: '职工人数' },
          ],
        }}
        onFinish={onFinish}
      >
        <RuleList />
      </Host>,
    );
    submit();
    expect(await screen.findByText('上限不能小于下限')).toBeInTheDocument();
    expect(screen.getByText('请输入取值')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });
});

describe('saving a policy', () => {
  const saved = { id: 41, status: 'draft', title: '人工智能应用场景奖励' };

  async function fillNewPolicy() {
    renderScreen(<PolicyForm onClose={jest.fn()} onSaved={jest.fn()} />);
    await waitFor(() => expect(document.getElementById('title')).not.toBeNull());
    fireEvent.change(document.getElementById('title')!, { target: { value: '人工智能应用场景奖励' } });
    fireEvent.change(document.getElementById('docNo')!, { target: { value: '苏园科〔2025〕20号' } });
    await pick('departmentId', '苏州工业园区科技创新委员会');
    // The department's level and region fill the empty fields.
    await waitFor(() => expect(screen.getByTitle('区级')).toBeInTheDocument());
    await pick('supportType', '资金补贴');
    fireEvent.change(document.getElementById('maxAmount')!, { target: { value: '50' } });
    fireEvent.click(screen.getByText('常年受理'));
  }

  it('saves a new policy as a draft with the values entered', async () => {
    jest.mocked(adminCreatePolicy).mockResolvedValue({ success: true, code: 0, data: saved } as never);
    await fillNewPolicy();
    fireEvent.click(screen.getByRole('button', { name: '保存为草稿' }));
    await waitFor(() => expect(adminCreatePolicy).toHaveBeenCalled());
    expect(adminCreatePolicy).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '人工智能应用场景奖励',
        docNo: '苏园科〔2025〕20号',
        departmentId: 3,
        level: 'district',
        regionCode: '320571',
        publishDate: dayjs().format('YYYY-MM-DD'),
        supportType: 'subsidy',
        maxAmount: 50,
        window: { kind: 'all_year', batches: [] },
        payoutMode: 'apply',
        entityTypes: ['enterprise'],
        rules: [],
      }),
      { skipErrorHandler: true },
    );
    expect(adminPublishPolicy).not.toHaveBeenCalled();
  });

  it('publishes after saving when asked to', async () => {
    jest.mocked(adminCreatePolicy).mockResolvedValue({ success: true, code: 0, data: saved } as never);
    jest.mocked(adminPublishPolicy).mockResolvedValue({ success: true, code: 0, data: { ...saved, status: 'published' } } as never);
    await fillNewPolicy();
    fireEvent.click(screen.getByRole('button', { name: '保存并发布' }));
    await waitFor(() => expect(adminPublishPolicy).toHaveBeenCalledWith({ id: 41 }, { skipErrorHandler: true }));
  });

  it("puts the server's refusal under the field it names", async () => {
    jest.mocked(adminCreatePolicy).mockRejectedValue(refusal(422, 'supportType: "subsidy" is not a support type of the dictionary', 'supportType'));
    await fillNewPolicy();
    fireEvent.click(screen.getByRole('button', { name: '保存为草稿' }));
    expect(await screen.findByText('"subsidy" is not a support type of the dictionary')).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('checks the required fields and the source address before asking the server', async () => {
    renderScreen(<PolicyForm onClose={jest.fn()} onSaved={jest.fn()} />);
    await waitFor(() => expect(document.getElementById('title')).not.toBeNull());
    fireEvent.change(document.getElementById('sourceUrl')!, { target: { value: 'www.gov.cn/zhengce' } });
    fireEvent.click(screen.getByRole('button', { name: '保存为草稿' }));
    expect(await screen.findByText('请输入政策标题')).toBeInTheDocument();
    expect(screen.getByText('请选择发文部门')).toBeInTheDocument();
    expect(screen.getByText('请选择支持方式')).toBeInTheDocument();
    expect(screen.getByText('请输入以 http:// 或 https:// 开头的网址')).toBeInTheDocument();
    expect(adminCreatePolicy).not.toHaveBeenCalled();
  });
});

beforeEach(() => {
  jest.mocked(adminCreatePolicy).mockReset();
  jest.mocked(adminPublishPolicy).mockReset();
});
