// A calculated measure's expression: measure names, numbers, + − × ÷ and parentheses, parsed
// into a tree once for browser and server (the same messages on both sides). The tree is
// evaluated over the figures of a result cell; it never becomes SQL text.

export type CalcNode =
  | { kind: 'number'; value: number }
  | { kind: 'measure'; id: string }
  | { kind: 'negate'; operand: CalcNode }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: CalcNode; right: CalcNode };

export const MAX_EXPRESSION_LENGTH = 300;
/** Nesting deeper than this is refused (a hostile expression cannot exhaust the stack). */
const MAX_DEPTH = 30;

export const CALC_EXPRESSION_MSG = {
  empty: 'Enter an expression, such as orders / dealers.',
  tooLong: `An expression can be at most ${MAX_EXPRESSION_LENGTH} characters long.`,
  badCharacter: (ch: string) =>
    `"${ch}" cannot be used in an expression: use measure names, numbers, + − × ÷ and parentheses.`,
  unknownMeasure: (id: string) => `"${id}" is not a measure of this analysis. Use the names of its measures.`,
  incomplete: 'The expression is incomplete: check its operators and parentheses.',
  unclosed: 'Every opening parenthesis needs a closing one.',
  tooDeep: 'The expression nests too deeply.',
  noMeasure: 'Use at least one measure in the expression.',
} as const;

type Token = { t: 'num'; v: number } | { t: 'id'; v: string } | { t: 'op'; v: '+' | '-' | '*' | '/' | '(' | ')' };

const OPERATORS: Record<string, '+' | '-' | '*' | '/' | '(' | ')'> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  '×': '*',
  '/': '/',
  '÷': '/',
  '(': '(',
  ')': ')',
};

class CalcSyntaxError extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const op = OPERATORS[ch];
    if (op) {
      tokens.push({ t: 'op', v: op });
      i++;
      continue;
    }
    const num = /^\d+(\.\d+)?/.exec(text.slice(i));
    if (num) {
      tokens.push({ t: 'num', v: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const id = /^[a-z][a-z0-9_]*/.exec(text.slice(i));
    if (id) {
      tokens.push({ t: 'id', v: id[0] });
      i += id[0].length;
      continue;
    }
    throw new CalcSyntaxError(CALC_EXPRESSION_MSG.badCharacter(ch));
  }
  return tokens;
}

/** Recursive descent: sum := product (('+'|'-') product)*; product := unary (('*'|'/') unary)*. */
function parseTokens(tokens: Token[], known: ReadonlySet<string>): CalcNode {
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (v: string) => {
    const tok = peek();
    return tok?.t === 'op' && tok.v === v;
  };

  const sum = (depth: number): CalcNode => {
    let left = product(depth);
    while (isOp('+') || isOp('-')) {
      const op = (tokens[pos++] as { v: '+' | '-' }).v;
      left = { kind: 'binary', op, left, right: product(depth) };
    }
    return left;
  };
  const product = (depth: number): CalcNode => {
    let left = unary(depth);
    while (isOp('*') || isOp('/')) {
      const op = (tokens[pos++] as { v: '*' | '/' }).v;
      left = { kind: 'binary', op, left, right: unary(depth) };
    }
    return left;
  };
  const unary = (depth: number): CalcNode => {
    if (depth > MAX_DEPTH) throw new CalcSyntaxError(CALC_EXPRESSION_MSG.tooDeep);
    if (isOp('-')) {
      pos++;
      return { kind: 'negate', operand: unary(depth + 1) };
    }
    if (isOp('+')) {
      pos++;
      return unary(depth + 1);
    }
    const tok = tokens[pos++];
    if (!tok) throw new CalcSyntaxError(CALC_EXPRESSION_MSG.incomplete);
    if (tok.t === 'num') return { kind: 'number', value: tok.v };
    if (tok.t === 'id') {
      if (!known.has(tok.v)) throw new CalcSyntaxError(CALC_EXPRESSION_MSG.unknownMeasure(tok.v));
      return { kind: 'measure', id: tok.v };
    }
    if (tok.v === '(') {
      const inner = sum(depth + 1);
      if (!isOp(')'))
        throw new CalcSyntaxError(pos >= tokens.length ? CALC_EXPRESSION_MSG.unclosed : CALC_EXPRESSION_MSG.incomplete);
      pos++;
      return inner;
    }
    throw new CalcSyntaxError(CALC_EXPRESSION_MSG.incomplete);
  };

  const node = sum(0);
  if (pos < tokens.length) throw new CalcSyntaxError(CALC_EXPRESSION_MSG.incomplete);
  return node;
}

export type CalcParse = { ok: true; node: CalcNode; measures: string[] } | { ok: false; message: string };

/** Parses an expression whose names must be among `known` (the analysis's measures). */
export function parseCalcExpression(text: string, known: Iterable<string>): CalcParse {
  if (text.trim() === '') return { ok: false, message: CALC_EXPRESSION_MSG.empty };
  if (text.length > MAX_EXPRESSION_LENGTH) return { ok: false, message: CALC_EXPRESSION_MSG.tooLong };
  try {
    const node = parseTokens(tokenize(text), new Set(known));
    const measures = [...new Set(measuresOf(node))];
    if (measures.length === 0) return { ok: false, message: CALC_EXPRESSION_MSG.noMeasure };
    return { ok: true, node, measures };
  } catch (e) {
    if (e instanceof CalcSyntaxError) return { ok: false, message: e.message };
    throw e;
  }
}

function measuresOf(node: CalcNode): string[] {
  switch (node.kind) {
    case 'number':
      return [];
    case 'measure':
      return [node.id];
    case 'negate':
      return measuresOf(node.operand);
    case 'binary':
      return [...measuresOf(node.left), ...measuresOf(node.right)];
  }
}

/** The value of an expression; blank (null) where a figure is blank or a divisor is zero, never Infinity or NaN. */
export function evaluateCalc(node: CalcNode, figureOf: (id: string) => number | null): number | null {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'measure':
      return figureOf(node.id);
    case 'negate': {
      const v = evaluateCalc(node.operand, figureOf);
      return v === null ? null : -v;
    }
    case 'binary': {
      const a = evaluateCalc(node.left, figureOf);
      const b = evaluateCalc(node.right, figureOf);
      if (a === null || b === null) return null;
      const v = node.op === '+' ? a + b : node.op === '-' ? a - b : node.op === '*' ? a * b : b === 0 ? null : a / b;
      return v === null || !Number.isFinite(v) ? null : v;
    }
  }
}
