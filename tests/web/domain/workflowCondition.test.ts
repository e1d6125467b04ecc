/** Workflow step conditions: the grammar, the evaluation rules (missing fields, null, types), every refusal with its position, the limits, the canonical text. */
import fs from 'fs';
import path from 'path';
import { evaluateCondition, formatCondition, MAX_CONDITION_LENGTH, MAX_CONDITION_NODES, parseCondition, type ConditionNode } from '@shared/workflowCondition';

const record = { amount: 800000, policyId: 3, industry: 'I65', region: '310115', highTech: true, note: null, company: { scale: 'small', staff: 40 } };

/** The tree of a condition that must parse. */
function ast(text: string): ConditionNode {
  const result = parseCondition(text);
  if (!result.ok) throw new Error(`${text}: ${result.error}`);
  return result.ast;
}
const holds = (text: string, data: Record<string, unknown> = record) => evaluateCondition(ast(text), data);
const cmp = (field: string, op: string, value: unknown) => ({ type: 'compare', field, op, value });

describe('comparisons', () => {
  it.each([
    ['amount > 500000', true],
    ['amount > 800000', false],
    ['amount >= 800000', true],
    ['amount >= 800001', false],
    ['amount < 800001', true],
    ['amount < 800000', false],
    ['amount <= 800000', true],
    ['amount <= 799999.99', false],
    ['policyId == 3', true],
    ['policyId == 4', false],
    ['policyId != 4', true],
    ['policyId != 3', false],
    ["industry == 'I65'", true],
    ['industry == "I65"', true],
    ["industry != 'I65'", false],
    ["region >= '310000'", true],
    ["region < '310000'", false],
    ['highTech == true', true],
    ['highTech == false', false],
    ['highTech != false', true],
  ])('%s → %s', (text, expected) => {
    expect(holds(text)).toBe(expected);
  });

  it('builds a comparison node with the field, the operator and the value', () => {
    expect(ast('amount >= 500000')).toEqual(cmp('amount', '>=', 500000));
    expect(ast("industry=='I65'")).toEqual(cmp('industry', '==', 'I65'));
    expect(ast('  x   !=\n null ')).toEqual(cmp('x', '!=', null));
  });

  it('reads integers, decimals and negative numbers', () => {
    expect(ast('x > -12.5')).toEqual(cmp('x', '>', -12.5));
    expect(ast('x == 0.25')).toEqual(cmp('x', '==', 0.25));
    expect(ast('x == -0')).toEqual(cmp('x', '==', 0));
    expect(Object.is((ast('x == -0') as { value: number }).value, 0)).toBe(true);
    expect(holds('balance > -100', { balance: -50 })).toBe(true);
  });
});

describe('in and not in', () => {
  it('parses lists of numbers, strings and literals', () => {
    expect(ast('policyId in [1, 2, 3]')).toEqual({ type: 'in', field: 'policyId', negated: false, values: [1, 2, 3] });
    expect(ast('industry not in [\'I64\', "I65", null, true]')).toEqual({ type: 'in', field: 'industry', negated: true, values: ['I64', 'I65', null, true] });
  });

  it.each([
    ['policyId in [1, 2, 3]', true],
    ['policyId in [4, 5]', false],
    ['policyId not in [4, 5]', true],
    ['policyId not in [1, 3]', false],
    ["industry in ['I64', 'I65']", true],
    ["industry not in ['I64', 'I65']", false],
    ["policyId in ['3']", false], // strict: the string '3' is not 3
    ['amount in [80万]', true],
  ])('%s → %s', (text, expected) => {
    expect(holds(text)).toBe(expected);
  });
});

describe('and, or, not, parentheses', () => {
  const a = cmp('a', '==', 1);
  const b = cmp('b', '==', 1);
  const c = cmp('c', '==', 1);

  it('binds and tighter than or', () => {
    expect(ast('a == 1 or b == 1 and c == 1')).toEqual({ type: 'or', left: a, right: { type: 'and', left: b, right: c } });
    expect(ast('a == 1 and b == 1 or c == 1')).toEqual({ type: 'or', left: { type: 'and', left: a, right: b }, right: c });
  });

  it('binds not tighter than and', () => {
    expect(ast('not a == 1 and b == 1')).toEqual({ type: 'and', left: { type: 'not', operand: a }, right: b });
    expect(ast('not not a == 1')).toEqual({ type: 'not', operand: { type: 'not', operand: a } });
  });

  it('groups left to right', () => {
    expect(ast('a == 1 and b == 1 and c == 1')).toEqual({ type: 'and', left: { type: 'and', left: a, right: b }, right: c });
    expect(ast('a == 1 or b == 1 or c == 1')).toEqual({ type: 'or', left: { type: 'or', left: a, right: b }, right: c });
  });

  it('lets parentheses override the precedence', () => {
    expect(ast('(a == 1 or b == 1) and c == 1')).toEqual({ type: 'and', left: { type: 'or', left: a, right: b }, right: c });
    expect(ast('not (a == 1 and b == 1)')).toEqual({ type: 'not', operand: { type: 'and', left: a, right: b } });
    expect(ast('((a == 1))')).toEqual(a);
  });

  it('accepts &&, || and ! as the same operators', () => {
    expect(ast('!a==1 && b==1 || c==1')).toEqual(ast('not a == 1 and b == 1 or c == 1'));
    expect(ast('!!(a==1)')).toEqual(ast('not not a == 1'));
    expect(ast('a==1&&!b==1')).toEqual(ast('a == 1 and not b == 1'));
  });

  it.each([
    // a=1, b=0, c=0: precedence changes the answer
    ['a == 1 or b == 1 and c == 1', true],
    ['(a == 1 or b == 1) and c == 1', false],
    ['not a == 1 or c == 0', true],
    ['not (a == 1 or c == 0)', false],
    ['a == 1 and not b == 1', true],
    ['a == 1 && (b == 1 || !c == 1)', true],
  ])('%s → %s', (text, expected) => {
    expect(holds(text, { a: 1, b: 0, c: 0 })).toBe(expected);
  });
});

describe('万 and 亿', () => {
  it.each([
    ['50万', 500000],
    ['1.5万', 15000],
    ['0.07万', 700], // exact, not 700.0000000000001
    ['-2万', -20000],
    ['3亿', 300000000],
    ['1.25亿', 125000000],
  ])('%s = %d', (literal, value) => {
    expect(ast(`amount == ${literal}`)).toEqual(cmp('amount', '==', value));
  });

  it('compares against the scaled number', () => {
    expect(holds('amount > 50万')).toBe(true);
    expect(holds('amount > 80万')).toBe(false);
    expect(holds('amount >= 80万 and amount < 0.01亿')).toBe(true);
  });
});

describe('strings', () => {
  it.each([
    [String.raw`x == 'it\'s'`, "it's"],
    [String.raw`x == "say \"hi\""`, 'say "hi"'],
    [String.raw`x == "it's"`, "it's"],
    [String.raw`x == 'back\\slash'`, 'back\\slash'],
    [String.raw`x == '\"'`, '"'],
    ["x == ''", ''],
    ["x == '有限公司 and or ('", '有限公司 and or ('],
  ])('%s', (text, value) => {
    expect(ast(text)).toEqual(cmp('x', '==', value));
    expect(holds(text, { x: value })).toBe(true);
  });
});

describe('nested fields', () => {
  it('follows the dots into objects', () => {
    expect(ast("company.scale == 'small'")).toEqual(cmp('company.scale', '==', 'small'));
    expect(holds("company.scale == 'small'")).toBe(true);
    expect(holds('company.staff >= 40 and company.staff < 41')).toBe(true);
    expect(holds('a.b.c == 1', { a: { b: { c: 1 } } })).toBe(true);
  });

  it('treats a missing step on the way as a missing field', () => {
    expect(holds('company.missing.deeper == null')).toBe(true);
    expect(holds('amount.value == null')).toBe(true); // a number has no fields
    expect(holds('industry.length == null')).toBe(true); // nor a string
    expect(holds('company.staff > 0', {})).toBe(false);
  });

  it('sees only the data, not what objects inherit', () => {
    expect(holds('constructor == null', {})).toBe(true);
    expect(holds('toString != null', {})).toBe(false);
    expect(holds('company.hasOwnProperty == null')).toBe(true);
  });
});

describe('missing fields and null', () => {
  it.each([
    // a missing field is false for every comparison but == null …
    ['missing == null', true],
    ['missing != null', false],
    ['missing == 1', false],
    ['missing != 1', false],
    ['missing > 1', false],
    ["missing <= 'z'", false],
    ['missing in [1, 2]', false],
    ['missing not in [1, 2]', false],
    ['missing in [1, null]', true],
    // … and so is a null one
    ['note == null', true],
    ['note != null', false],
    ['note == 0', false],
    ['note != 0', false],
    ["note < 'a'", false],
    ['note not in [0]', false],
    // a present value is not null
    ['amount == null', false],
    ['amount != null', true],
    ['amount not in [null]', true],
    // not turns the false of a missing field into true
    ['not missing > 1', true],
  ])('%s → %s', (text, expected) => {
    expect(holds(text)).toBe(expected);
  });
});

describe('types never mix', () => {
  it.each([
    ["amount > '1'", { amount: 800000 }],
    ['amount > 1', { amount: '800000' }], // a numeric string is not coerced
    ['amount == 800000', { amount: '800000' }],
    ['amount in [800000]', { amount: '800000' }],
    ["policyId == '3'", { policyId: 3 }],
    ['highTech == 1', { highTech: true }],
    ['highTech > 0', { highTech: true }],
    ['company > 0', { company: { scale: 'small' } }],
    ['list == 1', { list: [1] }],
    ['n > 0', { n: Number.NaN }],
  ])('%s is false for %p', (text, data) => {
    expect(() => holds(text, data)).not.toThrow();
    expect(holds(text, data)).toBe(false);
  });

  it('orders strings by their characters', () => {
    expect(holds("region > '310000' and region < '320000'")).toBe(true);
  });
});

describe('fields', () => {
  it('lists each field once, sorted', () => {
    const result = parseCondition("region in ['310115'] and (amount > 1 or amount < -1) and not company.scale == 'micro' and amount != 0");
    expect(result).toMatchObject({ ok: true, fields: ['amount', 'company.scale', 'region'] });
  });

  it('does not take strings or keywords for fields', () => {
    expect(parseCondition("x == 'y' and z in [true, null]")).toMatchObject({ fields: ['x', 'z'] });
  });
});

describe('refusals, with what was expected and where', () => {
  it.each([
    ['', 'expected a condition at 0', 0],
    ['   ', 'expected a condition at 3', 3],
    ['amount > ', 'expected a value after ">" at 9', 9],
    ['amount > and x == 1', 'expected a value after ">" at 9', 9],
    ['amount > other', 'expected a value after ">" at 9', 9],
    ['amount => 5', 'unknown operator "=>" at 7', 7],
    ['amount = 5', 'unknown operator "=" at 7', 7],
    ['amount <> 5', 'unknown operator "<>" at 7', 7],
    ['a == 1 & b == 1', 'unknown operator "&" at 7', 7],
    ['(amount > 5', 'unclosed "(" opened at 0', 0],
    ['a == 1 and ((b == 1) or c == 1', 'unclosed "(" opened at 11', 11],
    ["industry == 'I65", 'unterminated string at 12', 12],
    ['x == "abc\\"', 'unterminated string at 5', 5],
    ["x == 'a\\nb'", 'unknown escape "\\n" at 7', 7],
    ['amount > 5)', 'unmatched ")" at 10', 10],
    ['amount 5', 'expected an operator after "amount" at 7', 7],
    ['highTech and a == 1', 'expected an operator after "highTech" at 9', 9],
    ['a == 1 b == 2', 'expected "and" or "or" after "1" at 7', 7],
    ['(a == 1 b == 2)', 'expected "and", "or" or ")" after "1" at 8', 8],
    ['a == 1 and', 'expected a condition after "and" at 10', 10],
    ['a == 1 or or b == 1', 'expected a condition after "or" at 10', 10],
    ['not', 'expected a condition after "not" at 3', 3],
    ['5 > amount', 'expected a condition at 0', 0],
    ['() ', 'expected a condition after "(" at 1', 1],
    ['a in 1, 2', 'expected "[" after "in" at 5', 5],
    ['a not 3', 'expected "in" after "not" at 6', 6],
    ['a in []', 'expected a value after "[" at 6', 6],
    ['a in [1,]', 'expected a value after "," at 8', 8],
    ['a in [1 2]', 'expected "," or "]" after "1" at 8', 8],
    ['a in [1, 2', 'unclosed "[" opened at 5', 5],
    ['a > true', '">" needs a number or a string at 4', 4],
    ['a <= null', '"<=" needs a number or a string at 5', 5],
    ['a == 1e5', 'invalid number "1e5" at 5', 5],
    ['a == 1.2.3', 'invalid number "1.2.3" at 5', 5],
    ['a == 5万万', 'invalid number "5万万" at 5', 5],
    ['a == 1.', 'invalid number "1." at 5', 5],
    ['a == - 5', 'unexpected character "-" at 5', 5],
    ['金额 > 5', 'unexpected character "金" at 0', 0],
    ['a # b', 'unexpected character "#" at 2', 2],
    ['company. == 1', 'invalid field name "company." at 0', 0],
    ['company.1st == 1', 'invalid field name "company.1st" at 0', 0],
    ['a == 1 AND b == 1', 'expected "and" or "or" after "1" at 7', 7],
  ])('%p → %s', (text, error, position) => {
    expect(parseCondition(text)).toEqual({ ok: false, error, position });
  });
});

it('refuses a number too large to hold', () => {
  expect(parseCondition(`a == 1${'0'.repeat(400)}`)).toEqual({ ok: false, error: 'number too large at 5', position: 5 });
  expect(parseCondition(`a == 1${'0'.repeat(301)}亿`)).toEqual({ ok: false, error: 'number too large at 5', position: 5 });
});

describe('limits', () => {
  it(`accepts ${MAX_CONDITION_LENGTH} characters and refuses one more`, () => {
    const pad = (n: number) => `a == '${'x'.repeat(n - 7)}'`;
    expect(pad(500)).toHaveLength(500);
    expect(parseCondition(pad(500)).ok).toBe(true);
    expect(parseCondition(pad(501))).toEqual({ ok: false, error: 'condition longer than 500 characters at 500', position: 500 });
    // Whitespace counts too: the limit is on the text as typed.
    expect(parseCondition(`a == 1${' '.repeat(495)}`).ok).toBe(false);
  });

  it(`accepts ${MAX_CONDITION_NODES} parts and refuses one more`, () => {
    expect(MAX_CONDITION_NODES).toBe(64);
    // 1 comparison + 63 list values = 64
    const list = (n: number) => `a in [${Array.from({ length: n }, (_, k) => k).join(',')}]`;
    expect(parseCondition(list(63)).ok).toBe(true);
    const text = list(64);
    expect(parseCondition(text)).toEqual({ ok: false, error: `condition too complex (more than 64 parts) at ${text.length - 3}`, position: text.length - 3 });
  });

  it('counts comparisons, and/or and not', () => {
    // 32 comparisons + 31 "and" = 63; one "not" makes 64, a second 65
    const chain = Array.from({ length: 32 }, () => 'a>1').join(' and ');
    expect(parseCondition(`not ${chain}`).ok).toBe(true);
    expect(parseCondition(`not not ${chain}`)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^condition too complex \(more than 64 parts\) at \d+$/),
    });
    // the 64th part is the "and", the 65th the comparison after it
    expect(parseCondition(`${chain} and a>1`)).toMatchObject({ ok: false, position: chain.length + 5 });
  });

  it('lets parentheses nest without counting', () => {
    expect(ast(`${'('.repeat(200)}a == 1${')'.repeat(200)}`)).toEqual(cmp('a', '==', 1));
  });
});

describe('canonical text', () => {
  it.each([
    ['amount>50万', 'amount > 500000'],
    ['a==1&&b==2||!c==3', 'a == 1 and b == 2 or not c == 3'],
    ['(a == 1 or b == 2) and c == 3', '(a == 1 or b == 2) and c == 3'],
    ['((a == 1) and (b == 2))', 'a == 1 and b == 2'],
    ['a == 1 and (b == 2 and c == 3)', 'a == 1 and (b == 2 and c == 3)'],
    ['a == 1 or (b == 2 or c == 3)', 'a == 1 or (b == 2 or c == 3)'],
    ['not (a == 1 or b == 2)', 'not (a == 1 or b == 2)'],
    ['x == "it\'s \\\\ ok"', "x == 'it\\'s \\\\ ok'"],
    ['x in [ 1 ,"a",true , null ]', "x in [1, 'a', true, null]"],
    ['x not in [1]', 'x not in [1]'],
    ['x > 0.0000001', 'x > 0.0000001'],
    ['x < 1.5亿', 'x < 150000000'],
  ])('%s → %s', (text, canonical) => {
    expect(formatCondition(ast(text))).toBe(canonical);
  });

  it.each([
    'amount > 50万 and industry in ["I65", \'I64\'] and not highTech == false',
    'a == 1 or b == 2 and c == 3',
    '(a == 1 or b == 2) and (c == 3 or d == 4)',
    'not not (a == 1 and not b == 2)',
    'a == 1 and (b == 2 and (c == 3 or d == 4))',
    'company.scale not in [\'micro\', "small"] or x.y.z != null',
    'x == -12.5 or x <= 1.25亿 or x >= 0.07万',
    's == \'quote \\\' and \\\\ backslash\' and t == "double \\" quote"',
    'x == 123456789012 or x != 0',
  ])('round-trips %s', (text) => {
    const tree = ast(text);
    const formatted = formatCondition(tree);
    expect(ast(formatted)).toEqual(tree);
    expect(formatCondition(ast(formatted))).toBe(formatted);
  });

  it('round-trips trees built by hand, nested either way', () => {
    const a = cmp('a', '==', 1) as ConditionNode;
    const b = cmp('b', '<', 'x') as ConditionNode;
    const trees: ConditionNode[] = [
      { type: 'and', left: a, right: { type: 'and', left: b, right: a } },
      { type: 'or', left: { type: 'or', left: a, right: b }, right: { type: 'or', left: b, right: a } },
      { type: 'and', left: { type: 'or', left: a, right: b }, right: { type: 'not', operand: { type: 'or', left: a, right: b } } },
      { type: 'not', operand: { type: 'not', operand: { type: 'in', field: 'c', negated: true, values: [1e-9, 1e21, -3] } } },
    ];
    for (const tree of trees) expect(ast(formatCondition(tree))).toEqual(tree);
  });

  it('is plain JSON', () => {
    const tree = ast("(amount > 50万 or company.scale in ['small', null]) and not highTech == false");
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  });
});

it('never evaluates text as code', () => {
  const source = fs.readFileSync(path.join(__dirname, '../../../shared/workflowCondition.ts'), 'utf8');
  expect(source).not.toMatch(/\beval\s*\(|\bFunction\s*\(|new\s+Function/);
  expect(source).not.toMatch(/^import /m);
});
