import type { Document } from 'bson';
import { Aggregator } from 'mingo';
import { resolve } from 'mingo/util';
import { CommandError, ErrorCodes } from './errors';
import { isPlainObject } from './values';

// Decision 0050: `let` (find, aggregate, update, delete, findAndModify) and $merge's `$$new` are bound by writing each
// `$$name` reference as a `$literal` of its value before the filter or pipeline runs, so the compiled code (decision
// 0039) and mingo both see plain constants and neither needs a variables option. References are replaced only where
// MongoDB reads them as variables: inside `$expr` in a filter, and in pipeline stage expressions.

export type Variables = Record<string, unknown>;

/** The values of a `let` document: each is an expression over no document ($$NOW and literals). */
export function evaluateLet(spec: unknown, over: Document = {}): Variables {
  if (spec === undefined || spec === null) return {};
  if (!isPlainObject(spec)) throw new CommandError("BSON field 'let' is the wrong type, expected type 'object'", ErrorCodes.TypeMismatch);
  for (const name of Object.keys(spec)) {
    if (!/^[a-z\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*$/.test(name)) {
      throw new CommandError(`'${name}' starts with an invalid character for a user variable name`, 16870);
    }
  }
  if (Object.keys(spec).length === 0) return {};
  const [values] = new Aggregator([{ $replaceWith: spec }], { idKey: '_id' }).run([over]) as Document[];
  return values ?? {};
}

function without(vars: Variables, names: string[]): Variables {
  if (!names.some((n) => n in vars)) return vars;
  const out = { ...vars };
  for (const n of names) delete out[n];
  return out;
}

/** An expression with every reference to one of `vars` replaced by its value. */
function bindExpression(expr: unknown, vars: Variables): unknown {
  if (Object.keys(vars).length === 0) return expr;
  if (typeof expr === 'string') {
    if (!expr.startsWith('$$')) return expr;
    const dot = expr.indexOf('.');
    const name = expr.slice(2, dot === -1 ? undefined : dot);
    if (!(name in vars)) return expr;
    const value = vars[name];
    return { $literal: dot === -1 ? value : resolve(value as never, expr.slice(dot + 1)) };
  }
  if (Array.isArray(expr)) return expr.map((e) => bindExpression(e, vars));
  if (!isPlainObject(expr)) return expr;
  if ('$literal' in expr) return expr;
  // Variables an operator defines for its own sub-expressions hide the outer ones of the same name.
  let inner = vars;
  if (isPlainObject(expr.$let) && isPlainObject(expr.$let.vars)) inner = without(vars, Object.keys(expr.$let.vars));
  for (const op of ['$map', '$filter']) if (isPlainObject(expr[op])) inner = without(vars, [String(expr[op].as ?? 'this')]);
  if (isPlainObject(expr.$reduce)) inner = without(vars, ['value', 'this']);
  const out: Document = {};
  for (const [k, v] of Object.entries(expr)) {
    // The definitions themselves ($let's vars, $map's input) are read in the outer scope.
    if (k === '$let' && isPlainObject(v)) out[k] = { ...v, vars: bindExpression(v.vars, vars), in: bindExpression(v.in, inner) };
    else if ((k === '$map' || k === '$filter' || k === '$reduce') && isPlainObject(v)) {
      const bound: Document = {};
      for (const [kk, vv] of Object.entries(v)) bound[kk] = kk === 'input' || kk === 'initialValue' ? bindExpression(vv, vars) : bindExpression(vv, inner);
      out[k] = bound;
    } else out[k] = bindExpression(v, vars);
  }
  return out;
}

/** A filter with the variables bound inside its `$expr` conditions. */
export function bindFilter<T extends Document | undefined>(filter: T, vars: Variables): T {
  if (!filter || !isPlainObject(filter) || Object.keys(vars).length === 0) return filter;
  const out: Document = {};
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$expr') out[k] = bindExpression(v, vars);
    else if ((k === '$and' || k === '$or' || k === '$nor') && Array.isArray(v)) out[k] = v.map((part) => bindFilter(part as Document, vars));
    else out[k] = v;
  }
  return out as T;
}

/** A pipeline with the variables bound in every stage. */
export function bindPipeline(pipeline: Document[], vars: Variables): Document[] {
  if (Object.keys(vars).length === 0) return pipeline;
  return pipeline.map((stage) => {
    if (!isPlainObject(stage)) return stage;
    const [name] = Object.keys(stage);
    const spec = stage[name!];
    switch (name) {
      case '$match':
        return { $match: bindFilter(spec as Document, vars) };
      case '$lookup': {
        if (!isPlainObject(spec) || !Array.isArray(spec.pipeline)) return stage;
        const local = isPlainObject(spec.let) ? Object.keys(spec.let) : [];
        return { $lookup: { ...spec, let: bindExpression(spec.let, vars), pipeline: bindPipeline(spec.pipeline as Document[], without(vars, local)) } };
      }
      case '$unionWith':
        return isPlainObject(spec) && Array.isArray(spec.pipeline) ? { $unionWith: { ...spec, pipeline: bindPipeline(spec.pipeline as Document[], vars) } } : stage;
      case '$facet':
        return isPlainObject(spec)
          ? { $facet: Object.fromEntries(Object.entries(spec).map(([k, sub]) => [k, Array.isArray(sub) ? bindPipeline(sub as Document[], vars) : sub])) }
          : stage;
      case '$out':
      case '$merge':
        return stage;
      default:
        return { [name!]: bindExpression(spec, vars) };
    }
  });
}
