import { ObjectId, type Document } from 'bson';
import { Query } from 'mingo';
import { compare, flatten, isEqual, isNil, isOperator, typeOf } from 'mingo/util';
import { collationNotSupported, holdsString, type StringCompare } from '../collation';
import { compilePath, NotCompiled } from './expression';
import { isPlainObject } from '../values';

// Decision 0039: a query filter compiled once into one function per condition. mingo stays the reference: each
// operator below repeats mingo's predicate (operators/_predicates.js) over the value mingo's resolve (with
// unwrapArray) reads, and every condition this does not cover is tested by a mingo Query of that condition alone,
// which is exact because mingo, too, tests a filter's fields and top-level operators independently and ANDs them.

type Predicate = (doc: Document) => boolean;
const MINGO = { idKey: '_id' };

const isPrimitive = (v: unknown) => v === null || (typeof v !== 'object' && typeof v !== 'function');
const isScalar = (v: unknown) => isPrimitive(v) || v instanceof Date || v instanceof RegExp;

/**
 * Whether `v` equals `b` by mingo's isEqual, with primitives, dates and ObjectIds compared without the call (mingo
 * compares two ObjectIds by their hex strings, which is comparing their bytes without making the strings).
 */
function equalsTo(b: unknown, collation?: StringCompare): (v: unknown) => boolean {
  if (collation && typeof b === 'string') return (v) => typeof v === 'string' && collation(v, b) === 0;
  if (isPrimitive(b)) return b !== b ? (v) => v !== v : (v) => v === b;
  if (b instanceof Date) {
    const time = b.getTime();
    return (v) => v === b || (v instanceof Date && v.constructor === b.constructor && v.getTime() === time);
  }
  if (b instanceof ObjectId) return (v) => v === b || (v instanceof ObjectId && v.constructor === b.constructor && b.equals(v));
  return (v) => isEqual(v, b);
}

function eqPredicate(b: unknown, dots: number, collation?: StringCompare): (a: unknown) => boolean {
  const same = equalsTo(b, collation);
  const bNil = isNil(b);
  return (a) => {
    if (same(a) || (bNil && isNil(a))) return true;
    if (!Array.isArray(a)) return false;
    return a.some(same) || (dots > 0 && flatten(a, dots).some(same));
  };
}

function inPredicate(list: unknown[], collation?: StringCompare): (a: unknown) => boolean {
  const primitives = new Set(list.filter(isPrimitive));
  const others = list.filter((v) => !isPrimitive(v));
  const patterns = list.filter((v): v is RegExp => v instanceof RegExp);
  const hasNull = list.some((v) => v === null);
  const strings = list.filter((v): v is string => typeof v === 'string');
  const member = (v: unknown) =>
    collation && typeof v === 'string'
      ? strings.some((s) => collation(v, s) === 0)
      : isPrimitive(v)
        ? primitives.has(v)
        : others.some((o) => isEqual(v, o));
  return (a) => {
    if (isNil(a)) return hasNull;
    const values = Array.isArray(a) ? a : [a];
    if (values.some(member)) return true;
    return patterns.length > 0 && values.some((v) => typeof v === 'string' && patterns.some((re) => re.test(v)));
  };
}

const simpleCompare = (x: number | string, y: number | string) => (x < y ? -1 : x > y ? 1 : 0);

function orderPredicate(b: unknown, test: (c: number) => boolean, collation?: StringCompare): (a: unknown) => boolean {
  const type = typeOf(b);
  // mingo's compare of two numbers, two strings or two dates is a plain comparison (of the times for dates).
  let one = (v: unknown) => typeOf(v) === type && test(compare(v, b));
  if (collation && typeof b === 'string') one = (v) => typeof v === 'string' && test(collation(v, b));
  else if (typeof b === 'number' || typeof b === 'string') one = (v) => typeof v === type && test(simpleCompare(v as number | string, b));
  else if (b instanceof Date) {
    const time = b.getTime();
    one = (v) => v instanceof Date && test(simpleCompare(v.getTime(), time));
  }
  return (a) => (Array.isArray(a) ? a.some(one) : one(a));
}

function regexPredicate(re: RegExp): (a: unknown) => boolean {
  if (re.global || re.sticky) throw new NotCompiled('stateful regex');
  const match = (x: unknown) => typeof x === 'string' && re.test(x);
  return (a) => {
    const values = Array.isArray(a) ? a : [a];
    return values.some(match) || flatten(values, 1).some(match);
  };
}

const dotsIn = (field: string) => field.split('.').length - 1;

/** One operator on one field, or NotCompiled. */
function compileOperator(field: string, op: string, value: unknown, collation?: StringCompare): Predicate {
  // Only plain string values get the collated comparisons below; a document or array holding strings does not.
  if (collation && typeof value === 'object' && op !== '$in' && op !== '$nin' && holdsString(value)) throw new NotCompiled('collated document');
  if (collation && (op === '$in' || op === '$nin') && Array.isArray(value) && value.some((v) => typeof v === 'object' && holdsString(v))) {
    throw new NotCompiled('collated document');
  }
  if (op === '$exists') {
    if (field.includes('.') && !/\.\d+$/.test(field)) throw new NotCompiled('$exists on a nested path');
    const read = compilePath(field);
    const wanted = Boolean(value);
    return (doc) => (read(doc) !== undefined) === wanted;
  }
  let test: (a: unknown) => boolean;
  switch (op) {
    case '$eq':
      test = eqPredicate(value, dotsIn(field), collation);
      break;
    case '$ne': {
      const eq = eqPredicate(value, dotsIn(field), collation);
      test = (a) => !eq(a);
      break;
    }
    case '$in':
    case '$nin': {
      if (!Array.isArray(value)) throw new NotCompiled(op);
      const member = inPredicate(value, collation);
      test = op === '$in' ? member : (a) => !member(a);
      break;
    }
    case '$gt':
      test = orderPredicate(value, (c) => c > 0, collation);
      break;
    case '$gte':
      test = orderPredicate(value, (c) => c >= 0, collation);
      break;
    case '$lt':
      test = orderPredicate(value, (c) => c < 0, collation);
      break;
    case '$lte':
      test = orderPredicate(value, (c) => c <= 0, collation);
      break;
    case '$regex':
      if (!(value instanceof RegExp)) throw new NotCompiled('$regex');
      test = regexPredicate(value);
      break;
    default:
      throw new NotCompiled(op);
  }
  const read = compilePath(field, { unwrapArray: true });
  return (doc) => test(read(doc));
}

/** mingo's normalize(): a field's condition as operator -> value. */
function normalize(condition: unknown): Record<string, unknown> {
  if (isScalar(condition)) return condition instanceof RegExp ? { $regex: condition } : { $eq: condition };
  const keys = Object.keys(condition as object);
  if (!keys.some(isOperator)) return { $eq: condition };
  const ops = condition as Record<string, unknown>;
  if ('$regex' in ops) {
    const { $options, ...rest } = ops;
    return { ...rest, $regex: new RegExp(ops.$regex as string | RegExp, $options as string | undefined) };
  }
  return ops;
}

function compileCondition(field: string, condition: unknown, collation?: StringCompare): Predicate {
  if (field === '$and' || field === '$or' || field === '$nor') {
    if (!Array.isArray(condition)) throw new NotCompiled(field);
    const parts = condition.map((part) => compileFilter(part as Document, collation));
    if (field === '$and') return (doc) => parts.every((p) => p(doc));
    if (field === '$or') return (doc) => parts.some((p) => p(doc));
    return (doc) => !parts.some((p) => p(doc));
  }
  if (field.startsWith('$')) throw new NotCompiled(field);
  const ops = normalize(condition);
  const tests = Object.keys(ops).map((op) => compileOperator(field, op, ops[op], collation));
  return tests.length === 1 ? tests[0]! : (doc) => tests.every((t) => t(doc));
}

/** A matcher for `filter`, compiled where it can be and a mingo Query for each condition it cannot. */
export function compileFilter(filter: Document | undefined, collation?: StringCompare): (doc: Document) => boolean {
  if (!filter || (isPlainObject(filter) && Object.keys(filter).length === 0)) return () => true;
  if (!isPlainObject(filter)) {
    const query = new Query(filter, MINGO);
    return (doc) => query.test(doc);
  }
  const tests: Predicate[] = Object.keys(filter).map((field) => {
    try {
      return compileCondition(field, filter[field], collation);
    } catch (error) {
      if (!(error instanceof NotCompiled)) throw error;
      // mingo compares strings in binary order, so a collated condition it would answer must not reach it.
      if (collation && holdsString(filter[field])) throw collationNotSupported(`the condition on ${field}`);
      const query = new Query({ [field]: filter[field] }, MINGO);
      return (doc: Document) => query.test(doc);
    }
  });
  if (tests.length === 1) return tests[0]!;
  return (doc) => {
    for (const test of tests) if (!test(doc)) return false;
    return true;
  };
}
