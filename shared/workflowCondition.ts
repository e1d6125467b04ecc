/**
 * The condition a workflow step may carry on its business record's data, e.g.
 * `amount > 50万 and industry in ['I65', 'I64'] and not highTech == false`. The step runs only when it holds.
 *
 * Staff type these in an admin form, so parsing refuses anything doubtful with a message naming the position,
 * and evaluation never throws: a tokenizer, a recursive-descent parser and a tree walk, no eval. Shared by the
 * server (refuses a bad condition with a 422, evaluates it), the admin screens and the tests.
 */

export const MAX_CONDITION_LENGTH = 500;
/** Counted: each and/or/not, each comparison, each value of an `in` list. */
export const MAX_CONDITION_NODES = 64;

export type ConditionValue = number | string | boolean | null;
export type ComparisonOperator = '==' | '!=' | '<' | '<=' | '>' | '>=';

/** The parsed condition; plain JSON, so it can be stored as it is. */
export type ConditionNode =
  | { type: 'and'; left: ConditionNode; right: ConditionNode }
  | { type: 'or'; left: ConditionNode; right: ConditionNode }
  | { type: 'not'; operand: ConditionNode }
  | { type: 'compare'; field: string; op: ComparisonOperator; value: ConditionValue }
  | { type: 'in'; field: string; negated: boolean; values: ConditionValue[] };

export type ParseConditionResult = { ok: true; ast: ConditionNode; fields: string[] } | { ok: false; error: string; position: number };

type Token = { kind: 'number' | 'string' | 'word' | 'symbol' | 'end'; text: string; pos: number; value?: number | string };

class ConditionError extends Error {
  constructor(message: string, readonly position: number) {
    super(message);
  }
}
const fail = (message: string, position: number): never => {
  throw new ConditionError(message, position);
};

const COMPARISONS: string[] = ['==', '!=', '<', '<=', '>', '>='];
const OPERATORS = [...COMPARISONS, '&&', '||', '!'];
const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'true', 'false', 'null']);
// A Map, not an object literal: `"constructor" in {}` is true.
const LITERALS = new Map<string, ConditionValue>([
  ['true', true],
  ['false', false],
  ['null', null],
]);
const UNITS: Record<string, string> = { 万: 'e4', 亿: 'e8' };
const ESCAPABLE = ['\\', "'", '"'];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  /** Sticky match at i; '' when nothing matches. */
  const match = (re: RegExp) => {
    re.lastIndex = i;
    return re.exec(text)?.[0] ?? '';
  };
  while (i < text.length) {
    const start = i;
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
    } else if ('()[],'.includes(c)) {
      tokens.push({ kind: 'symbol', text: c, pos: i++ });
    } else if (/[<>=!&|]/.test(c)) {
      const run = match(/[<>=!&|]+/y);
      // "!!" and ">!" are an operator followed by negations; anything else unknown is refused as a whole ("=>").
      const head = OPERATORS.includes(run) ? run : run.replace(/!+$/, '');
      if (head && !OPERATORS.includes(head)) fail(`unknown operator "${run}"`, start);
      if (head) tokens.push({ kind: 'symbol', text: head, pos: start });
      for (let k = head.length; k < run.length; k++) tokens.push({ kind: 'symbol', text: '!', pos: start + k });
      i += run.length;
    } else if (match(/-?\d/y)) {
      const number = match(/-?\d+(?:\.\d+)?[万亿]?/y);
      i += number.length;
      // "1e5", "1.2.3", "5万万", "12abc": refuse rather than read a different number than the one meant.
      if (/[\w.万亿]/.test(text[i] ?? '')) fail(`invalid number "${number}${match(/[\w.万亿]+/y)}"`, start);
      const unit = UNITS[number.slice(-1)];
      // Shift by the exponent instead of multiplying, so 0.07万 is exactly 700.
      const value = Number(unit ? number.slice(0, -1) + unit : number);
      if (!Number.isFinite(value)) fail(`number too large`, start);
      tokens.push({ kind: 'number', text: number, pos: start, value: value === 0 ? 0 : value }); // no -0
    } else if (c === "'" || c === '"') {
      let value = '';
      for (i++; text[i] !== c; i++) {
        if (text[i] === '\\') {
          i++;
          if (i < text.length && !ESCAPABLE.includes(text[i])) fail(`unknown escape "\\${text[i]}"`, i - 1);
        }
        if (i >= text.length) fail('unterminated string', start);
        value += text[i];
      }
      tokens.push({ kind: 'string', text: text.slice(start, ++i), pos: start, value });
    } else if (/[A-Za-z_]/.test(c)) {
      const word = match(/[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*/y);
      i += word.length;
      if (text[i] === '.') fail(`invalid field name "${word}${match(/[\w.]+/y)}"`, start);
      tokens.push({ kind: 'word', text: word, pos: start });
    } else {
      fail(`unexpected character "${String.fromCodePoint(text.codePointAt(i)!)}"`, start);
    }
  }
  tokens.push({ kind: 'end', text: '', pos: text.length });
  return tokens;
}

/** or := and ("or" and)* ; and := not ("and" not)* ; not := "not" not | "(" or ")" | comparison */
function parseTokens(tokens: Token[]): { ast: ConditionNode; fields: string[] } {
  let i = 0;
  let nodes = 0;
  const fields = new Set<string>();
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  // Only words and symbols are syntax: the string 'and' is a value.
  const is = (...texts: string[]) => (peek().kind === 'word' || peek().kind === 'symbol') && texts.includes(peek().text);
  const count = (pos: number) => {
    if (++nodes > MAX_CONDITION_NODES) fail(`condition too complex (more than ${MAX_CONDITION_NODES} parts)`, pos);
  };
  const expected = (what: string): never => {
    const previous = tokens[i - 1];
    return fail(previous ? `expected ${what} after "${previous.text}"` : `expected ${what}`, peek().pos);
  };

  const binary = (type: 'and' | 'or', words: string[], operand: () => ConditionNode) => {
    let left = operand();
    while (is(...words)) {
      count(next().pos);
      left = { type, left, right: operand() };
    }
    return left;
  };
  const and = (): ConditionNode => binary('and', ['and', '&&'], not);
  const or = (): ConditionNode => binary('or', ['or', '||'], and);

  function not(): ConditionNode {
    if (is('not', '!')) {
      count(next().pos);
      return { type: 'not', operand: not() };
    }
    const token = peek();
    if (is('(')) {
      next();
      const inner = or();
      if (peek().kind === 'end') fail('unclosed "(" opened', token.pos);
      if (!is(')')) expected('"and", "or" or ")"');
      next();
      return inner;
    }
    if (token.kind !== 'word' || KEYWORDS.has(token.text)) expected('a condition');
    return comparison(next());
  }

  function comparison(field: Token): ConditionNode {
    fields.add(field.text);
    count(field.pos);
    if (is('in', 'not')) {
      const negated = next().text === 'not';
      if (negated && !is('in')) expected('"in"');
      if (negated) next();
      return { type: 'in', field: field.text, negated, values: list() };
    }
    if (!is(...COMPARISONS)) expected('an operator');
    const op = next().text as ComparisonOperator;
    const at = peek().pos;
    const value = literal();
    // Ordering against true/false/null is always false: surely a mistake, so say so at save time.
    if (op !== '==' && op !== '!=' && typeof value !== 'number' && typeof value !== 'string') fail(`"${op}" needs a number or a string`, at);
    return { type: 'compare', field: field.text, op, value };
  }

  function list(): ConditionValue[] {
    const open = peek();
    if (!is('[')) expected('"["');
    next();
    const values: ConditionValue[] = [];
    do {
      count(peek().pos);
      values.push(literal());
    } while (is(',') && next());
    if (peek().kind === 'end') fail('unclosed "[" opened', open.pos);
    if (!is(']')) expected('"," or "]"');
    next();
    return values;
  }

  function literal(): ConditionValue {
    const token = peek();
    if (token.kind === 'number' || token.kind === 'string') return next().value!;
    if (token.kind === 'word' && LITERALS.has(token.text)) return LITERALS.get(next().text)!;
    return expected('a value');
  }

  const ast = or();
  if (is(')')) fail('unmatched ")"', peek().pos);
  if (peek().kind !== 'end') expected('"and" or "or"');
  return { ast, fields: [...fields].sort() };
}

export function parseCondition(text: string): ParseConditionResult {
  try {
    if (text.length > MAX_CONDITION_LENGTH) fail(`condition longer than ${MAX_CONDITION_LENGTH} characters`, MAX_CONDITION_LENGTH);
    return { ok: true, ...parseTokens(tokenize(text)) };
  } catch (e) {
    if (!(e instanceof ConditionError)) throw e;
    return { ok: false, error: `${e.message} at ${e.position}`, position: e.position };
  }
}

/** Own properties only, along the dots: `constructor` or `__proto__` is missing, not Object's. */
function lookup(data: unknown, path: string): unknown {
  let value = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.prototype.hasOwnProperty.call(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const order = <T extends number | string>(a: T, op: ComparisonOperator, b: T) =>
  op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : op === '>=' ? a >= b : false;

/** `== null` asks "is it missing?"; every other comparison with a missing or null side is false. */
function compare(a: unknown, op: ComparisonOperator, b: ConditionValue): boolean {
  const missing = a === undefined || a === null;
  if (b === null) return op === '==' ? missing : op === '!=' ? !missing : false;
  if (missing) return false;
  if (op === '==') return a === b; // strict: the string "3" is not 3
  if (op === '!=') return a !== b;
  if (typeof a === 'number' && typeof b === 'number') return order(a, op, b);
  if (typeof a === 'string' && typeof b === 'string') return order(a, op, b);
  return false;
}

export function evaluateCondition(ast: ConditionNode, data: Record<string, unknown>): boolean {
  switch (ast.type) {
    case 'and':
      return evaluateCondition(ast.left, data) && evaluateCondition(ast.right, data);
    case 'or':
      return evaluateCondition(ast.left, data) || evaluateCondition(ast.right, data);
    case 'not':
      return !evaluateCondition(ast.operand, data);
    case 'compare':
      return compare(lookup(data, ast.field), ast.op, ast.value);
    case 'in': {
      const value = lookup(data, ast.field);
      return ast.negated ? ast.values.every((v) => compare(value, '!=', v)) : ast.values.some((v) => compare(value, '==', v));
    }
  }
}

/** Plain digits, never exponent notation (which the grammar does not read): 1e-7 → 0.0000001. */
function formatNumber(n: number): string {
  const [, sign, first, rest = '', exponent] = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(n)) ?? [];
  if (exponent === undefined) return String(n);
  const e = Number(exponent);
  return e < 0 ? `${sign}0.${'0'.repeat(-e - 1)}${first}${rest}` : sign + (first + rest).padEnd(e + 1, '0');
}

function formatValue(value: ConditionValue): string {
  if (typeof value === 'string') return `'${value.replace(/[\\']/g, '\\$&')}'`;
  return typeof value === 'number' ? formatNumber(value) : String(value);
}

/** The canonical text: words for operators, plain numbers, single quotes, only the parentheses the tree needs. */
export function formatCondition(ast: ConditionNode): string {
  const group = (node: ConditionNode, needed: boolean) => (needed ? `(${formatCondition(node)})` : formatCondition(node));
  const binary = (node: ConditionNode) => node.type === 'and' || node.type === 'or';
  switch (ast.type) {
    case 'compare':
      return `${ast.field} ${ast.op} ${formatValue(ast.value)}`;
    case 'in':
      return `${ast.field} ${ast.negated ? 'not in' : 'in'} [${ast.values.map(formatValue).join(', ')}]`;
    case 'not':
      return `not ${group(ast.operand, binary(ast.operand))}`;
    // Left-associative: a right operand of the same kind keeps its parentheses, so the tree comes back as it was.
    case 'and':
      return `${group(ast.left, ast.left.type === 'or')} and ${group(ast.right, binary(ast.right))}`;
    case 'or':
      return `${formatCondition(ast.left)} or ${group(ast.right, ast.right.type === 'or')}`;
  }
}
