/** `/apply?policyId=N`: the policy's application form for my company (prefill, save, submit, resubmit after a return). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { history } from '@umijs/max';
import ApplyForm from '@/pages/policy/Apply/ApplyForm';
import { applyDetail, applyForm, applySave, applySubmit } from '@/services/portal/application';
import { refusal, renderScreen } from './helpers/renderScreen';
import { answer, application, detail, form } from './helpers/applyFixtures';

jest.mock('@umijs/max', () => require('./helpers/applyUmiMax').applyUmiMax());
jest.mock('@/services/portal/application', () => ({
  applyForm: jest.fn(),
  applyDetail: jest.fn(),
  applySave: jest.fn(),
  applySubmit: jest.fn(),
}));
jest.setTimeout(60000);

const show = async () => {
  await act(async () => {
    renderScreen(<ApplyForm policyId={1} />);
  });
  await screen.findByTestId('apply-form');
};
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const saved = (app = application()) => answer(detail(app));

beforeEach(() => jest.clearAllMocks());

it('prefills the company and contact, and saves the draft with the fields filled in', async () => {
  jest.mocked(applyForm).mockResolvedValue(answer(form()));
  jest.mocked(applySave).mockResolvedValue(saved());
  await show();
  expect(screen.getByText('苏州博睿信息技术有限公司')).toBeInTheDocument();
  expect(screen.getByText('91320594MA1MOCK01X')).toBeInTheDocument();
  expect(screen.getByLabelText('联系人')).toHaveValue('陈雨桐');
  expect(screen.getByLabelText('联系电话')).toHaveValue('15062881031');
  expect(screen.getByTestId('apply-window')).toHaveTextContent('申报中');
  expect(screen.getByText('最高 100 万元')).toBeInTheDocument();
  const material = screen.getByTestId('material-ipProof');
  expect(within(material).getByText('下载模板')).toHaveAttribute('href', '/uploads/templates/ip.docx');
  expect(within(screen.getByTestId('material-licence')).getByText('支持 PDF / JPG / PNG，单个文件不超过 20 MB')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('联系人'), { target: { value: ' 王芳 ' } });
  fireEvent.change(screen.getByLabelText('申请金额（元）'), { target: { value: '300000' } });
  fireEvent.change(screen.getByLabelText('项目名称'), { target: { value: '工业视觉检测平台' } });
  await click('保存草稿');
  expect(applySave).toHaveBeenCalledWith(
    {
      id: undefined,
      policyId: 1,
      fields: { amount: 300000, projectName: '工业视觉检测平台' },
      materials: [],
      contactName: '王芳',
      contactPhone: '15062881031',
    },
    { skipErrorHandler: true },
  );
  expect(await screen.findByText('草稿已保存')).toBeInTheDocument();

  // The next save changes the draft it made.
  await click('保存草稿');
  expect(jest.mocked(applySave).mock.calls[1][0]).toMatchObject({ id: 12 });
});

it('caps the amount at the policy maximum and asks for required fields and materials before submitting', async () => {
  jest.mocked(applyForm).mockResolvedValue(answer(form()));
  await show();
  fireEvent.change(screen.getByLabelText('申请金额（元）'), { target: { value: '2000000' } });
  fireEvent.blur(screen.getByLabelText('申请金额（元）'));
  expect(screen.getByLabelText('申请金额（元）')).toHaveValue('1000000');
  await click('提交申报');
  expect(await screen.findByText('请填写项目名称')).toBeInTheDocument();
  expect(within(screen.getByTestId('material-licence')).getByText('请上传营业执照')).toBeInTheDocument();
  expect(applySave).not.toHaveBeenCalled();
});

it("puts the server's refusal of a material under it, and the window's as a notice on top", async () => {
  jest.mocked(applyForm).mockResolvedValue(answer(form(application())));
  jest.mocked(applySave).mockResolvedValue(saved());
  jest.mocked(applySubmit).mockRejectedValueOnce(refusal(422, 'materials.licence: 营业执照 must be pdf, jpg, png; scan.doc is not', 'materials.licence'));
  await show();
  expect(screen.getByText('营业执照.pdf')).toBeInTheDocument();
  await click('提交申报');
  expect(applySave).toHaveBeenCalledWith(expect.objectContaining({ id: 12, materials: [{ key: 'licence', uploadId: 31 }] }), { skipErrorHandler: true });
  expect(applySubmit).toHaveBeenCalledWith({ id: 12 }, { skipErrorHandler: true });
  expect(await within(screen.getByTestId('material-licence')).findByText('营业执照 must be pdf, jpg, png; scan.doc is not')).toBeInTheDocument();

  jest
    .mocked(applySubmit)
    .mockRejectedValueOnce(refusal(422, 'window: the application window (2026-01-01 to 2026-06-30) is closed; today is 2026-07-02', 'window'));
  await click('提交申报');
  expect(await screen.findByTestId('apply-notice')).toHaveTextContent('the application window (2026-01-01 to 2026-06-30) is closed; today is 2026-07-02');
  expect(history.push).not.toHaveBeenCalled();
});

it('disables submitting outside the window and says when it opens; a draft can still be saved', async () => {
  jest
    .mocked(applyForm)
    .mockResolvedValue(
      answer(
        form(null, { window: { kind: 'range', startDate: '2099-03-01', endDate: '2099-04-30', batches: [] }, windowStatus: 'upcoming', openToday: false }),
      ),
    );
  await show();
  expect(screen.getByTestId('apply-submit')).toBeDisabled();
  expect(screen.getByText('申报尚未开始（2099-03-01 开始），现在可以先保存草稿')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '保存草稿' })).toBeEnabled();
});

it("reopens a returned application with the reviewer's comment on top, and resubmits it", async () => {
  const returned = application({ status: 'returned', submittedAt: '2026-11-21T02:00:00Z' });
  jest.mocked(applyForm).mockResolvedValue(answer(form(returned)));
  jest
    .mocked(applyDetail)
    .mockResolvedValue(
      answer(detail(returned, { sentBack: { action: 'return', stepName: '主管部门复审', comment: '请补充2025年度审计报告', at: '2026-11-22T02:00:00Z' } })),
    );
  jest.mocked(applySave).mockResolvedValue(saved(returned));
  jest.mocked(applySubmit).mockResolvedValue(saved(application({ status: 'running' })));
  await show();
  const notice = await screen.findByTestId('sent-back');
  expect(notice).toHaveTextContent('申报被退回，请按审核意见修改');
  expect(notice).toHaveTextContent('请补充2025年度审计报告');
  expect(notice).toHaveTextContent('申报将直接回到「主管部门复审」继续审核');
  expect(applyDetail).toHaveBeenCalledWith({ id: 12 }, { skipErrorHandler: true });
  expect(screen.getByLabelText('项目名称')).toHaveValue('工业视觉检测平台');

  fireEvent.change(screen.getByLabelText('申请金额（元）'), { target: { value: '450000' } });
  await click('重新提交');
  await waitFor(() => expect(applySubmit).toHaveBeenCalledWith({ id: 12 }, { skipErrorHandler: true }));
  expect(jest.mocked(applySave).mock.calls[0][0]).toMatchObject({ id: 12, fields: { amount: 450000 } });
  expect(history.push).toHaveBeenCalledWith('/apply?application=12');
});

it('says when the policy takes no applications online', async () => {
  jest.mocked(applyForm).mockRejectedValue(refusal(422, 'policyId: online application is not open for this policy', 'policyId'));
  await act(async () => {
    renderScreen(<ApplyForm policyId={1} />);
  });
  expect(await screen.findByText('该政策未开通在线申报')).toBeInTheDocument();
  expect(screen.getByText('查看政策详情')).toHaveAttribute('href', '/policydetail/1');
});

it('sends an application already under review to its page instead of a second form', async () => {
  jest.mocked(applyForm).mockResolvedValue(answer(form(application({ status: 'running', editable: false }))));
  await act(async () => {
    renderScreen(<ApplyForm policyId={1} />);
  });
  expect(await screen.findByText('贵企业已有该政策的申报（审核中），无需重复填写。')).toBeInTheDocument();
  await click('查看申报进度');
  expect(history.push).toHaveBeenCalledWith('/apply?application=12');
});

describe('a material file', () => {
  /** The browser's XHR as antd's Upload uses it: records what was sent and answers with `reply`. */
  const sent: { url?: string; headers: Record<string, string> }[] = [];
  let reply = { status: 200, body: {} as unknown };
  class FakeXhr {
    upload = {};
    status = 0;
    responseText = '';
    withCredentials = false;
    onload?: () => void;
    private request = { headers: {} as Record<string, string>, url: '' };
    open(_method: string, url: string) {
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send() {
      sent.push(this.request);
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      setTimeout(() => this.onload?.(), 0);
    }
    abort() {}
  }
  const realXhr = window.XMLHttpRequest;
  beforeAll(() => Object.assign(window, { XMLHttpRequest: FakeXhr }));
  afterAll(() => Object.assign(window, { XMLHttpRequest: realXhr }));
  beforeEach(() => {
    sent.length = 0;
    window.localStorage.setItem('visitor_token', 'visitor-token-1');
  });

  const choose = async (file: File) => {
    const input = screen.getByTestId('material-licence').querySelector('input[type="file"]')!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
  };

  it("posts to the visitors' upload with the visitor's token, and shows the server's refusal on the file", async () => {
    jest.mocked(applyForm).mockResolvedValue(answer(form()));
    await show();
    reply = { status: 415, body: { success: false, errorMessage: 'scan.pdf is not a PDF by its content' } };
    await choose(new File(['%PDF?'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('scan.pdf is not a PDF by its content')).toBeInTheDocument();
    expect(sent).toEqual([
      { url: '/api/visitor/apply/upload', headers: expect.objectContaining({ Authorization: 'Bearer visitor-token-1', 'app-name': 'portal' }) },
    ]);
  });

  it('keeps a file over 20 MB out before sending it', async () => {
    jest.mocked(applyForm).mockResolvedValue(answer(form()));
    await show();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await choose(big);
    expect(await screen.findByText('big.pdf 超过 20 MB，请压缩后再上传')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
