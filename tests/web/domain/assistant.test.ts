import {
  answeringSentences,
  contentPassages,
  deadlineWords,
  paragraphsOfHtml,
  pieces,
  policyPassages,
  profileInQuestion,
  readQuestion,
  topicWords,
  type PolicyForPassages,
} from '@shared/assistant';

const policy: PolicyForPassages = {
  id: 7,
  title: '苏州市关于开展2026年度高新技术企业认定奖励申报工作的通知',
  summary: '对首次通过高新技术企业认定的企业给予奖励。',
  conditionsText: '1. 在苏州市注册的企业\n2. 上一年度研发投入占比不低于5%',
  ruleLabels: ['在苏州市注册的企业', '有效期内的高新技术企业'],
  window: { kind: 'range', startDate: '2026-10-08', endDate: '2026-12-15', batches: [] },
  maxAmount: 30,
  supportTypeLabel: '资金补贴',
  contacts: [{ department: '苏州市科学技术局高新处', phone: '0512-68610000', address: '苏州市姑苏区' }],
  attachments: [{ name: '附件1：申报书.docx' }],
  contentHtml:
    '<p>各有关单位：</p><h2>一、支持对象</h2><p>首次认定的高新技术企业。</p><h2>三、支持标准</h2><p>单个企业支持金额最高不超过<strong>30万元</strong>。</p>' +
    '<h2>四、申报材料</h2><ul><li>申报书（附件1）；</li><li>营业执照复印件；</li></ul><h2>六、联系方式</h2><p>苏州市科学技术局，电话：0512-68610000。</p>',
};

describe('passages', () => {
  it('splits a policy into its summary, each condition, the window, the amount, the materials, the contacts and its paragraphs', () => {
    const list = policyPassages(policy);
    const sections = (s: string) => list.filter((p) => p.section === s);
    expect(sections('summary').map((p) => p.text)).toEqual(['对首次通过高新技术企业认定的企业给予奖励。']);
    // Each condition once, the rule labels and the conditions' lines merged.
    expect(sections('condition').map((p) => p.text)).toEqual([
      '申报条件：在苏州市注册的企业',
      '申报条件：有效期内的高新技术企业',
      '申报条件：上一年度研发投入占比不低于5%',
    ]);
    expect(sections('window')).toEqual([
      expect.objectContaining({ text: '申报时间：2026-10-08 至 2026-12-15', link: '/policydetail/7#window', title: policy.title }),
    ]);
    expect(sections('amount')[0].text).toMatch(/^最高支持金额：30万元（资金补贴）。三、支持标准：单个企业支持金额最高不超过30万元。/);
    expect(sections('materials').map((p) => p.text)).toEqual(['四、申报材料：申报书（附件1）；营业执照复印件；', '附件：附件1：申报书.docx']);
    expect(sections('contacts')[0].text).toContain('苏州市科学技术局高新处，电话：0512-68610000');
    expect(sections('text').map((p) => p.link)).toEqual(Array(5).fill('/policydetail/7#text'));
    expect(list.map((p) => p.ord)).toEqual(list.map((_, i) => i));
  });

  it('groups a heading with its short blocks, and cuts long text at sentence ends', () => {
    expect(paragraphsOfHtml('<h3>材料</h3><li>甲；</li><li>乙</li><p>丙。</p>')).toEqual([{ heading: '材料', text: '材料：甲；乙；丙。' }]);
    const long = '这是一个句子。'.repeat(100);
    const cut = pieces(long, 50);
    expect(cut.every((p) => p.length <= 50)).toBe(true);
    expect(cut.join('')).toBe(long);
    expect(paragraphsOfHtml('<p>a &amp; b &lt;c&gt;</p><script>x</script>')).toEqual([{ heading: null, text: 'a & b <c>' }]);
  });

  it('splits articles and pages by paragraph, linking to them', () => {
    const list = contentPassages('article', 3, '园区新闻', '/news/3', '摘要。', '<p>第一段。</p><p>第二段。</p>');
    expect(list.map((p) => [p.section, p.text, p.link])).toEqual([
      ['summary', '摘要。', '/news/3'],
      ['text', '第一段。', '/news/3'],
      ['text', '第二段。', '/news/3'],
    ]);
  });
});

describe('questions', () => {
  it.each([
    ['高新技术企业认定奖励什么时候截止？', 'deadline', false],
    ['那它的截止时间呢？', 'deadline', true],
    ['研发费用加计扣除需要什么材料？', 'materials', false],
    ['专精特新奖励最高多少钱', 'amount', false],
    ['这个政策的申报条件是什么', 'conditions', true],
    ['科技局的联系电话', 'contact', false],
    ['高新技术企业认定奖励的咨询电话是多少？', 'contact', false],
    ['申报新材料首批次应用保险补偿需要满足什么条件？', 'conditions', false],
    ['我们是软件企业，今年能申报哪些补贴？', 'myCompany', false],
    ['高新技术企业认定和专精特新有什么区别', 'compare', false],
    ['园区食堂在哪里', 'general', false],
  ])('%s is a %s question (follow-up %s)', (q, shape, followUp) => {
    expect(readQuestion(q)).toEqual({ shape, followUp });
  });

  it('keeps the topic words only', () => {
    expect(topicWords(['高新技术', '企业', '认定', '奖励', '什么', '时候', '截止', '？'])).toEqual(['高新技术', '认定']);
    // A programme named by a word that is otherwise a question word keeps it.
    expect(topicWords(['补贴', '吗'])).toEqual(['补贴']);
  });

  it('reads a company profile given in the conversation', () => {
    expect(profileInQuestion('我们是小型软件企业')).toMatchObject({ industryCode: 'I65', scale: 'small' });
    expect(profileInQuestion('你好')).toBeNull();
  });

  it('picks the sentences that answer', () => {
    expect(answeringSentences('园区位于苏州。高新技术企业可获奖励。其他说明。', ['高新技术', '奖励'])).toEqual(['高新技术企业可获奖励。']);
    expect(answeringSentences('第一句。第二句。', ['无关'])).toEqual(['第一句。']);
  });

  it('says the deadline of a window on a day', () => {
    const w = policy.window;
    expect(deadlineWords(w, '2026-11-21')).toBe('申报时间为 2026-10-08 至 2026-12-15，截止日期为 2026-12-15（还剩 24 天）');
    expect(deadlineWords(w, '2026-12-16')).toBe('申报时间为 2026-10-08 至 2026-12-15，已于 2026-12-15 截止');
    expect(deadlineWords(w, '2026-09-01')).toContain('将于 2026-10-08 开始受理');
    expect(deadlineWords({ kind: 'all_year', startDate: null, endDate: null, batches: [] }, '2026-11-21')).toBe('常年受理，没有截止日期');
  });
});
