import { compare, flatten, isArray, isDate, isEqual, isNil, isNumber, isOperator, isRegExp, isString, typeOf } from 'mingo/util';
import { isPlainObject } from '../values';

// Decision 0039: aggregation expressions compiled once per request into closures, instead of mingo interpreting every
// operator for every document. mingo stays the reference: each operator below repeats what mingo's does (its
// util functions are reused for paths, equality and ordering), anything else is not compiled (NotCompiled), and an
// input a compiled operator does not expect at run time (a type mingo would reject or order oddly) raises Deopt, so
// the caller runs the whole stage through mingo instead and answers exactly what mingo answers.

export type CompiledExpression = (doc: unknown) => unknown;

/**
 * The variables in reach while compiling: each name bound by `$let`, `$map` or `$filter` has a slot of its own in one
 * frame shared by the whole compiled expression. Evaluation is synchronous and a binding operator writes its slot
 * before evaluating its body, which is the only reader, so no scope object is copied per document (a nested binding
 * of the same name gets a new slot, which is how it shadows the outer one).
 */
type Vars = { slots: ReadonlyMap<string, number>; frame: unknown[]; row?: ProjectedRow };

/**
 * A `$project` fused with the `$group` after it hands each projected document over as an array of its fields' values
 * instead of an object (decision 0063): a field path then reads its top-level name's place in that array.
 */
export type ProjectedRow = ReadonlyMap<string, number>;

function bind(vars: Vars, names: readonly string[]): { inner: Vars; slots: number[] } {
  const slots = names.map(() => vars.frame.push(undefined) - 1);
  const map = new Map(vars.slots);
  names.forEach((name, i) => map.set(name, slots[i]!));
  return { inner: { slots: map, frame: vars.frame, ...(vars.row ? { row: vars.row } : {}) }, slots };
}

/** A field path over a projected row: its first name's value, and the rest of the path read from it as from a document. */
function compileRowPath(path: string, row: ProjectedRow): CompiledExpression {
  const dot = path.indexOf('.');
  const name = dot === -1 ? path : path.slice(0, dot);
  const at = row.get(name);
  // The projection left that field out, so the document it stands for has no such field.
  if (at === undefined) return () => undefined;
  const read = (values: unknown) => (values as unknown[])[at];
  return dot === -1 ? read : readOn(read, name, path.slice(dot + 1), path);
}

/**
 * `name.rest` where `read` gives name's value (a variable's, a projected field's). mingo resolves it from an object
 * holding that value; one reused holder keeps that exact. A value that is a document or an array is read from
 * directly, which walks the same way; a compiled path hands back any other value (a number, a date) itself, where the
 * walk from the holder finds nothing.
 */
function readOn(read: CompiledExpression, name: string, rest: string, fullPath: string): CompiledExpression {
  const holder: Record<string, unknown> = {};
  const resolveFull = compilePath(fullPath);
  const resolveRest = compilePath(rest);
  return (doc) => {
    const value = read(doc);
    if (value !== null && typeof value === 'object' && !(value instanceof Date) && !(value instanceof RegExp)) return resolveRest(value);
    holder[name] = value;
    return resolveFull(holder);
  };
}

/** The expression (or stage) uses something this compiler does not cover; mingo runs it. */
export class NotCompiled extends Error {}

/** A compiled stage met an input it does not handle; the stage is run again through mingo. */
export class Deopt extends Error {}

const deopt = (): never => {
  throw new Deopt();
};

// mingo's truthy() in strict mode (the default): the empty string counts as true.
const truthy = (v: unknown): boolean => Boolean(v) || v === '';

/** Values whose mingo ordering is a plain total order (so a running min/max equals mingo's sort-then-pick). */
export function isSimple(v: unknown): boolean {
  const t = typeof v;
  if (t === 'string' || t === 'boolean') return true;
  if (t === 'number') return !Number.isNaN(v);
  return v === null || v instanceof Date;
}

// The query-side predicates mingo's aggregation comparisons use (operators/_predicates.js), with depth 1.
function predicateEq(a: unknown, b: unknown): boolean {
  if (isEqual(a, b)) return true;
  if (isNil(a) && isNil(b)) return true;
  if (isArray(a)) return a.some((v) => isEqual(v, b)) || flatten(a, 1).some((v) => isEqual(v, b));
  return false;
}

function orderedPredicate(test: (c: number) => boolean) {
  return (a: unknown, b: unknown): boolean => {
    const tb = typeOf(b);
    if (isArray(a)) {
      for (const v of a) if (typeOf(v) === tb && test(compare(v, b))) return true;
      return false;
    }
    return typeOf(a) === tb && test(compare(a, b));
  };
}

const COMPARISONS: Record<string, (a: unknown, b: unknown) => boolean> = {
  $eq: predicateEq,
  $ne: (a, b) => !predicateEq(a, b),
  $gt: orderedPredicate((c) => c > 0),
  $gte: orderedPredicate((c) => c >= 0),
  $lt: orderedPredicate((c) => c < 0),
  $lte: orderedPredicate((c) => c <= 0),
};

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');
const YEAR_DAYS_OFFSET = [
  [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334],
  [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335],
];
const isLeapYear = (y: number) => (y & 3) === 0 && (y % 100 !== 0 || y % 400 === 0);
const dayOfYear = (d: Date) => YEAR_DAYS_OFFSET[+isLeapYear(d.getUTCFullYear())]![d.getUTCMonth()]! + d.getUTCDate();

// mingo's $dateToString specifiers that need no timezone or locale, with their zero padding.
const DATE_SPECIFIERS: Record<string, [(d: Date) => number, number]> = {
  '%Y': [(d) => d.getUTCFullYear(), 4],
  '%G': [(d) => d.getUTCFullYear(), 4],
  '%m': [(d) => d.getUTCMonth() + 1, 2],
  '%d': [(d) => d.getUTCDate(), 2],
  '%H': [(d) => d.getUTCHours(), 2],
  '%M': [(d) => d.getUTCMinutes(), 2],
  '%S': [(d) => d.getUTCSeconds(), 2],
  '%L': [(d) => d.getUTCMilliseconds(), 3],
  '%u': [(d) => d.getUTCDay() || 7, 1],
  '%j': [dayOfYear, 3],
  '%w': [(d) => d.getUTCDay(), 1],
};

const DATE_PARTS: Record<string, (d: Date) => number> = {
  $year: (d) => d.getUTCFullYear(),
  $month: (d) => d.getUTCMonth() + 1,
  $dayOfMonth: (d) => d.getUTCDate(),
  $hour: (d) => d.getUTCHours(),
  $minute: (d) => d.getUTCMinutes(),
  $second: (d) => d.getUTCSeconds(),
  $millisecond: (d) => d.getUTCMilliseconds(),
  $dayOfWeek: (d) => d.getUTCDay() + 1,
  $dayOfYear: dayOfYear,
};

/** A format string turned into literal pieces and date readers, as mingo's replace loop produces it. */
function compileDateFormat(format: string): (d: Date) => string {
  const pieces: Array<string | [(d: Date) => number, number]> = [];
  let last = 0;
  for (const match of format.matchAll(/(%[bBYGmdjHMSLwuUVzZ%])/g)) {
    const spec = match[0];
    pieces.push(format.slice(last, match.index));
    if (spec === '%%') pieces.push('');
    else {
      const known = DATE_SPECIFIERS[spec];
      if (!known) throw new NotCompiled(`$dateToString ${spec}`);
      pieces.push(known);
    }
    last = match.index + spec.length;
  }
  pieces.push(format.slice(last));
  const write = (d: Date) => {
    let out = '';
    for (const p of pieces) out += typeof p === 'string' ? p : pad(p[0](d), p[1]);
    return out;
  };
  // A format of day-level parts (a report's `%Y-%m-%d`) reads the same for every instant of a UTC day: written once
  // per day and then looked up, since a year's report formats 100,000 dates into 365 strings.
  const specifiers = format.match(/%[a-zA-Z%]/g) ?? [];
  if (!specifiers.every((spec) => DAY_LEVEL.has(spec))) return write;
  const days = new Map<number, string>();
  return (d) => {
    const day = Math.floor(d.getTime() / 86_400_000);
    let text = days.get(day);
    if (text === undefined) {
      if (Number.isNaN(day)) return write(d);
      if (days.size >= 4096) days.clear();
      text = write(d);
      days.set(day, text);
    }
    return text;
  };
}

const DAY_LEVEL = new Set(['%Y', '%G', '%m', '%d', '%j', '%u', '%w', '%%']);

/** A date operand as mingo's computeDate reads it, when it is a Date (anything else goes to mingo). */
function dateOperand(arg: unknown, vars: Vars): CompiledExpression {
  if (isPlainObject(arg) && !isOperator(Object.keys(arg)[0] ?? '')) throw new NotCompiled('date parts with a timezone');
  const fn = compileExpression(arg, vars);
  return (doc) => {
    const v = fn(doc);
    return v instanceof Date ? v : deopt();
  };
}

// Object.prototype's own names: mingo's getValue reads one of these only when the object holds it itself.
const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype).filter((n) => n !== '__proto__'));
const isDigits = (s: string) => /^[0-9]*$/.test(s);

/**
 * mingo's resolve(obj, path) for one path known in advance: the same walk (arrays are descended at the start of
 * the path and below, an array met at the start of a descended item is kept whole, numeric parts index arrays),
 * with the path split and checked once instead of on every call.
 */
export function compilePath(path: string, options: { unwrapArray?: boolean } = {}): (obj: unknown) => unknown {
  if (path === '__proto__' || path.startsWith('__proto__.') || path.endsWith('.__proto__') || path.includes('.__proto__.')) {
    throw new NotCompiled('__proto__ in a path');
  }
  const parts = path.split('.');
  const index = parts.map(isDigits);
  const guarded = parts.map((p) => PROTOTYPE_NAMES.has(p));
  const get = (value: unknown, j: number): unknown => {
    if (value === null || typeof value !== 'object') return undefined;
    const field = parts[j]!;
    if (Array.isArray(value)) return value[Number(field)];
    if (guarded[j] && !Object.prototype.hasOwnProperty.call(value, field)) return undefined;
    return (value as Record<string, unknown>)[field];
  };
  // How many arrays the current call descended (mingo's `depth`), for unwrapArray; calls never overlap.
  let depth = 0;
  const walk = (start: unknown, from: number, top: boolean): unknown => {
    let value = start;
    for (let j = from; j < parts.length; j++) {
      if (!index[j] && Array.isArray(value)) {
        if (j === from && !top) return value;
        depth += 1;
        const out: unknown[] = [];
        for (const item of value) {
          const v = walk(item, j, false);
          if (v !== undefined) out.push(v);
        }
        return out;
      }
      value = get(value, j);
      if (value === undefined) return undefined;
    }
    return value;
  };
  if (options.unwrapArray) {
    // mingo's unwrap: up to `depth` levels of single-element arrays holding an array are taken off.
    return (obj) => {
      if (obj === null || typeof obj !== 'object' || obj instanceof Date || obj instanceof RegExp) return obj;
      depth = 0;
      const found = walk(obj, 0, true);
      if (!Array.isArray(found)) return found;
      let value: unknown[] = found;
      while (depth-- > 0 && value.length === 1 && Array.isArray(value[0])) value = value[0] as unknown[];
      return value;
    };
  }
  if (parts.length === 1) {
    return (obj) => {
      if (obj === null || typeof obj !== 'object' || obj instanceof Date || obj instanceof RegExp) return obj;
      return Array.isArray(obj) ? walk(obj, 0, true) : get(obj, 0);
    };
  }
  return (obj) => {
    if (obj === null || typeof obj !== 'object' || obj instanceof Date || obj instanceof RegExp) return obj;
    return walk(obj, 0, true);
  };
}

function compileFieldPath(path: string, vars: Vars): CompiledExpression {
  if (path === '$' || path === '$$' || path === '$$KEEP' || path === '$$PRUNE' || path === '$$DESCEND') throw new NotCompiled(path);
  const dot = path.indexOf('.');
  const prefix = dot === -1 ? path : path.slice(0, dot);
  const rest = dot === -1 ? '' : path.slice(dot + 1);
  if (prefix === '$$ROOT' || prefix === '$$CURRENT') {
    if (vars.row) throw new NotCompiled(`${prefix} over a projected row`);
    if (!rest) return (doc) => doc;
    const read = compilePath(rest);
    return (doc) => read(doc);
  }
  if (prefix === '$$REMOVE') return () => undefined;
  if (prefix.startsWith('$$')) {
    const name = prefix.slice(2);
    const fullPath = path.slice(2);
    const slot = vars.slots.get(name);
    if (slot === undefined && (name !== 'this' || vars.row)) throw new NotCompiled(`variable ${name}`);
    const frame = vars.frame;
    const read = slot !== undefined ? () => frame[slot] : (doc: unknown) => doc;
    return rest ? readOn(read, name, rest, fullPath) : read;
  }
  if (vars.row) return compileRowPath(path.slice(1), vars.row);
  const field = compilePath(path.slice(1));
  return (doc) => field(doc);
}

function args(expr: unknown, vars: Vars, count?: number): CompiledExpression[] {
  if (!isArray(expr) || (count !== undefined && expr.length !== count)) throw new NotCompiled('operator arguments');
  return expr.map((e) => compileExpression(e, vars));
}

function compileOperator(op: string, expr: unknown, vars: Vars): CompiledExpression {
  const comparison = COMPARISONS[op];
  if (comparison) {
    if (!isArray(expr) || expr.length !== 2) throw new NotCompiled('operator arguments');
    const a = compileExpression(expr[0], vars);
    const literal = expr[1];
    if ((op === '$eq' || op === '$ne') && (literal === null || (typeof literal === 'string' && literal[0] !== '$') || typeof literal === 'boolean')) {
      // Equality with a written string, boolean or null: only that value (null: null or missing) or an array holding
      // it can be equal, so predicateEq is asked only about arrays (and the written value needs no compiling).
      const same = literal === null ? (v: unknown) => v === null || v === undefined : (v: unknown) => v === literal;
      const eq = (v: unknown) => same(v) || (isArray(v) && predicateEq(v, literal));
      return op === '$eq' ? (doc) => eq(a(doc)) : (doc) => !eq(a(doc));
    }
    const b = compileExpression(literal, vars);
    return (doc) => comparison(a(doc), b(doc));
  }
  const datePart = DATE_PARTS[op];
  if (datePart) {
    const date = dateOperand(expr, vars);
    return (doc) => datePart(date(doc) as Date);
  }
  switch (op) {
    case '$literal':
      return () => expr;
    case '$cond': {
      let parts: unknown[];
      if (isArray(expr)) {
        if (expr.length !== 3) throw new NotCompiled('$cond');
        parts = expr;
      } else if (isPlainObject(expr)) parts = [expr.if, expr.then, expr.else];
      else throw new NotCompiled('$cond');
      const [test, then, otherwise] = parts.map((p) => compileExpression(p, vars)) as [CompiledExpression, CompiledExpression, CompiledExpression];
      return (doc) => (truthy(test(doc)) ? then(doc) : otherwise(doc));
    }
    case '$ifNull': {
      const fns = args(expr, vars);
      return (doc) => {
        let v: unknown;
        for (const fn of fns) {
          v = fn(doc);
          if (!isNil(v)) return v;
        }
        return v;
      };
    }
    case '$in': {
      const [item, list] = args(expr, vars, 2) as [CompiledExpression, CompiledExpression];
      const literal = isArray(expr) ? expr[1] : undefined;
      if (isArray(literal) && literal.length > 0 && literal.every((x) => typeof x === 'string' && !x.startsWith('$'))) {
        // A list of plain strings, written in the pipeline: built once, and a value is in it exactly when it is a
        // string the set has (isEqual of two strings is ===, and no other value equals a string).
        const strings = new Set(literal as string[]);
        return (doc) => {
          const v = item(doc);
          return typeof v === 'string' && strings.has(v);
        };
      }
      return (doc) => {
        const v = item(doc);
        const arr = list(doc);
        if (!isArray(arr)) return deopt();
        for (const x of arr) if (isEqual(x, v)) return true;
        return false;
      };
    }
    case '$cmp': {
      const [a, b] = args(expr, vars, 2) as [CompiledExpression, CompiledExpression];
      return (doc) => compare(a(doc), b(doc));
    }
    case '$and': {
      const fns = args(expr, vars);
      return (doc) => fns.every((fn) => truthy(fn(doc)));
    }
    case '$or': {
      const fns = args(expr, vars);
      return (doc) => fns.some((fn) => truthy(fn(doc)));
    }
    case '$not': {
      const list = isArray(expr) ? expr : [expr];
      if (list.length === 0) return () => false;
      if (list.length > 1) throw new NotCompiled('$not');
      const fn = compileExpression(list[0], vars);
      return (doc) => !fn(doc);
    }
    case '$type': {
      const fn = compileExpression(expr, vars);
      return (doc) => {
        const v = fn(doc);
        if (v === undefined) return 'missing';
        if (v === true || v === false) return 'bool';
        if (isNumber(v)) {
          if (v % 1 !== 0) return 'double';
          return v >= -2147483648 && v <= 2147483647 ? 'int' : 'long';
        }
        if (isRegExp(v)) return 'regex';
        // The common answers without mingo's general type name (what it would answer for these).
        if (v instanceof Date) return 'date';
        if (typeof v === 'string') return 'string';
        if (v === null) return 'null';
        return typeOf(v);
      };
    }
    case '$let': {
      if (!isPlainObject(expr) || !isPlainObject(expr.vars)) throw new NotCompiled('$let');
      const names = Object.keys(expr.vars);
      // The values are compiled with the outer variables: a $let's variables do not see each other.
      const values = names.map((n) => compileExpression((expr.vars as Record<string, unknown>)[n], vars));
      const { inner, slots } = bind(vars, names);
      const body = compileExpression(expr.in, inner);
      const frame = vars.frame;
      return (doc) => {
        for (let i = 0; i < slots.length; i++) frame[slots[i]!] = values[i]!(doc);
        return body(doc);
      };
    }
    case '$map':
    case '$filter': {
      if (!isPlainObject(expr) || !('input' in expr) || !((op === '$map' ? 'in' : 'cond') in expr)) throw new NotCompiled(op);
      if (expr.as !== undefined && expr.as !== null && !isString(expr.as)) throw new NotCompiled(op);
      if (op === '$filter' && expr.limit !== undefined) throw new NotCompiled('$filter limit');
      const name = (expr.as as string | undefined) || 'this';
      const input = compileExpression(expr.input, vars);
      const { inner, slots } = bind(vars, [name]);
      const slot = slots[0]!;
      const frame = vars.frame;
      const body = compileExpression(op === '$map' ? expr.in : expr.cond, inner);
      if (op === '$map') {
        return (doc) => {
          const list = input(doc);
          if (isNil(list)) return null;
          if (!isArray(list)) return deopt();
          const out = new Array<unknown>(list.length);
          for (let i = 0; i < list.length; i++) {
            frame[slot] = list[i];
            out[i] = body(doc);
          }
          return out;
        };
      }
      return (doc) => {
        const list = input(doc);
        if (isNil(list)) return null;
        if (!isArray(list)) return deopt();
        const out: unknown[] = [];
        for (const item of list) {
          frame[slot] = item;
          if (truthy(body(doc))) out.push(item);
        }
        return out;
      };
    }
    case '$min':
    case '$max':
    case '$sum':
    case '$avg': {
      // As expressions these are mingo's accumulators over the array the operand evaluates to.
      const fn = compileExpression(expr, vars);
      const reduce = ARRAY_REDUCERS[op]!;
      return (doc) => {
        const list = fn(doc);
        return isArray(list) ? reduce(list) : deopt();
      };
    }
    case '$add': {
      const fns = args(expr, vars);
      return (doc) => {
        // mingo evaluates every operand before looking at any (so an operand that fails fails the whole $add).
        const values = fns.map((fn) => fn(doc));
        let dateFound = false;
        let result = 0;
        for (const n of values) {
          if (isNil(n)) return null;
          if (typeof n === 'number') result += n;
          else if (n instanceof Date && !dateFound) {
            dateFound = true;
            result += +n;
          } else return deopt();
        }
        return dateFound ? new Date(result) : result;
      };
    }
    case '$subtract': {
      const [fa, fb] = args(expr, vars, 2) as [CompiledExpression, CompiledExpression];
      return (doc) => {
        const a = fa(doc);
        const b = fb(doc);
        if (isNil(a) || isNil(b)) return null;
        if (isDate(a) && isNumber(b)) return new Date(+a - Math.round(b));
        if (isDate(a) && isDate(b)) return +a - +b;
        if (typeof a === 'number' && typeof b === 'number') return a - b;
        return deopt();
      };
    }
    case '$multiply': {
      const fns = args(expr, vars);
      return (doc) => {
        const values = fns.map((fn) => fn(doc));
        if (values.some(isNil)) return null;
        let result = 1;
        for (const n of values) result *= isNumber(n) ? n : deopt();
        return result;
      };
    }
    case '$divide': {
      const [fa, fb] = args(expr, vars, 2) as [CompiledExpression, CompiledExpression];
      return (doc) => {
        const a = fa(doc);
        const b = fb(doc);
        if (isNil(a) || isNil(b)) return null;
        if (!isNumber(a) || !isNumber(b) || b === 0) return deopt();
        return a / b;
      };
    }
    case '$concat': {
      const fns = args(expr, vars);
      return (doc) => {
        const values = fns.map((fn) => fn(doc));
        let strings = true;
        for (const s of values) {
          if (isNil(s)) return null;
          strings &&= isString(s);
        }
        return strings ? values.join('') : deopt();
      };
    }
    case '$size': {
      const fn = compileExpression(expr, vars);
      return (doc) => {
        const v = fn(doc);
        if (isNil(v)) return null;
        return isArray(v) ? v.length : deopt();
      };
    }
    case '$dateToString': {
      if (!isPlainObject(expr) || Object.keys(expr).some((k) => k !== 'format' && k !== 'date' && k !== 'onNull')) throw new NotCompiled('$dateToString');
      const format = expr.format ?? '%Y-%m-%dT%H:%M:%S.%LZ';
      if (!isString(format) || format.startsWith('$')) throw new NotCompiled('$dateToString format');
      const write = compileDateFormat(format);
      const date = compileExpression(expr.date, vars);
      const onNull = compileExpression(expr.onNull, vars);
      return (doc) => {
        const d = date(doc);
        const fallback = onNull(doc);
        if (isNil(d)) return isNil(fallback) ? null : fallback;
        return d instanceof Date ? write(d) : deopt();
      };
    }
    default:
      throw new NotCompiled(op);
  }
}

const ARRAY_REDUCERS: Record<string, (list: unknown[]) => unknown> = {
  $sum: (list) => {
    let sum = 0;
    for (const v of list) if (isNumber(v)) sum += v;
    return sum;
  },
  $avg: (list) => {
    let sum = 0;
    let n = 0;
    for (const v of list) {
      if (isNumber(v)) {
        sum += v;
        n++;
      }
    }
    return n === 0 ? null : sum / n;
  },
  $min: (list) => {
    let best: unknown;
    let found = false;
    for (const v of list) {
      if (isNil(v)) continue;
      if (!isSimple(v)) return deopt();
      if (!found || compare(v, best) < 0) best = v;
      found = true;
    }
    return found ? best : null;
  },
  $max: (list) => {
    // mingo sorts with Array#sort, which puts undefined last, so one missing value makes the answer null.
    let best: unknown = null;
    for (const v of list) {
      if (v === undefined) return null;
      if (!isSimple(v)) return deopt();
      if (compare(v, best) >= 0) best = v;
    }
    return best;
  },
};

/** compileExpression over a projected row (see ProjectedRow) when `row` is given, else over documents. */
export function compileExpressionOver(expr: unknown, row: ProjectedRow | undefined): CompiledExpression {
  return compileExpression(expr, { slots: new Map(), frame: [], ...(row ? { row } : {}) });
}

/** Compiles an aggregation expression; throws NotCompiled when any part of it is not covered. */
export function compileExpression(expr: unknown, vars: Vars = { slots: new Map(), frame: [] }): CompiledExpression {
  if (typeof expr === 'string') {
    if (expr.length > 0 && expr[0] === '$') return compileFieldPath(expr, vars);
    return () => expr;
  }
  if (isArray(expr)) {
    const fns = expr.map((e) => compileExpression(e, vars));
    return (doc) => fns.map((fn) => fn(doc));
  }
  if (isPlainObject(expr)) {
    const keys = Object.keys(expr);
    if (keys.length > 0 && isOperator(keys[0]!)) {
      if (keys.length !== 1) throw new NotCompiled('expression with several operators');
      return compileOperator(keys[0]!, expr[keys[0]!], vars);
    }
    const fns = keys.map((k) => [k, compileExpression(expr[k], vars)] as const);
    return (doc) => {
      const out: Record<string, unknown> = {};
      for (const [k, fn] of fns) out[k] = fn(doc);
      return out;
    };
  }
  return () => expr;
}
