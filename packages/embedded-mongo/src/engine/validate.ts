import type { Document } from 'bson';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { CommandError, ErrorCodes } from './errors';
import { isPlainObject } from './values';

// Decision 0050: whatever the engine does not implement is refused up front with the error a real MongoDB gives for
// an unknown one, before anything runs or is written, so no caller gets a silently different answer from mingo's
// leniency (it ignores some unknown names and registers others MongoDB does not have).

const names = (module: object) => new Set(Object.keys(module).filter((k) => k.startsWith('$')));

// Top-level filter operators; $text and the geo operators are real but not implemented, so they answer as unknown.
const TOP_LEVEL_QUERY = new Set(['$and', '$or', '$nor', '$expr', '$where', '$jsonSchema', '$comment']);
const FIELD_QUERY = new Set([...names(queryOperators), '$options'].filter((op) => !['$and', '$or', '$nor', '$expr', '$where', '$jsonSchema'].includes(op)));
// Stages the engine runs ($out and $merge are the engine's own; see commands/aggregate-output.ts).
const STAGES = new Set([...names(pipelineOperators)]);
const ACCUMULATORS = names(accumulatorOperators);
// Accumulators MongoDB also accepts as expressions over an array; the rest ($push, $addToSet, $top, ...) are not expressions.
const EXPRESSION_ACCUMULATORS = ['$sum', '$avg', '$min', '$max', '$stdDevPop', '$stdDevSamp', '$mergeObjects'];
const EXPRESSIONS = new Set([...names(expressionOperators), ...EXPRESSION_ACCUMULATORS]);
const WINDOW = new Set([...names(windowOperators), ...ACCUMULATORS]);
// mingo's update operators (operators/update) plus $setOnInsert, which the engine applies itself.
const UPDATE_OPERATORS = new Set(['$addToSet', '$bit', '$currentDate', '$inc', '$max', '$min', '$mul', '$pop', '$pull', '$pullAll', '$push', '$rename', '$set', '$unset', '$setOnInsert']);
const UPDATE_PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

const firstKey = (v: Document) => Object.keys(v)[0];
const isOperatorObject = (v: unknown): v is Document => isPlainObject(v) && (firstKey(v)?.startsWith('$') ?? false);

/** A query filter: unknown top-level and field operators answer BadValue (code 2), as MongoDB's parser does. */
export function validateFilter(filter: unknown): void {
  if (!isPlainObject(filter)) return;
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) {
      if (!TOP_LEVEL_QUERY.has(key)) {
        throw new CommandError(
          `unknown top level operator: ${key}. If you have a field name that starts with a '$' symbol, consider using $getField or $setField.`,
          ErrorCodes.BadValue,
        );
      }
      if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) value.forEach(validateFilter);
      if (key === '$expr') validateExpression(value);
      continue;
    }
    validateCondition(value);
  }
}

function validateCondition(condition: unknown): void {
  if (!isOperatorObject(condition)) return;
  for (const [op, arg] of Object.entries(condition)) {
    if (!FIELD_QUERY.has(op)) throw new CommandError(`unknown operator: ${op}`, ErrorCodes.BadValue);
    if (op === '$not') validateCondition(arg);
    if (op === '$elemMatch' && isPlainObject(arg)) {
      if (isOperatorObject(arg) && !TOP_LEVEL_QUERY.has(firstKey(arg)!)) validateCondition(arg);
      else validateFilter(arg);
    }
    if (op === '$all' && Array.isArray(arg)) for (const item of arg) if (isPlainObject(item) && '$elemMatch' in item) validateCondition(item);
  }
}

/** An aggregation expression: an unknown operator answers InvalidPipelineOperator (168). */
export function validateExpression(expr: unknown): void {
  if (Array.isArray(expr)) {
    expr.forEach(validateExpression);
    return;
  }
  if (!isPlainObject(expr)) return;
  const keys = Object.keys(expr);
  if (keys[0]?.startsWith('$')) {
    const op = keys[0];
    if (!EXPRESSIONS.has(op)) throw new CommandError(`Unrecognized expression '${op}'`, ErrorCodes.InvalidPipelineOperator);
    if (op === '$literal') return;
    validateExpression(expr[op]);
    return;
  }
  for (const key of keys) validateExpression(expr[key]);
}

function validateAccumulator(spec: unknown, allowed: Set<string>, stage: string): void {
  if (!isPlainObject(spec)) return;
  const op = firstKey(spec);
  if (!op || !allowed.has(op)) {
    if (stage === '$group') throw new CommandError(`unknown group operator '${op ?? ''}'`, ErrorCodes.Location15952);
    throw new CommandError(`Unrecognized window function, ${op ?? ''}`, ErrorCodes.FailedToParse);
  }
  validateExpression(spec[op]);
}

/** A pipeline: unknown stages answer 40324, stage contents are checked as filters, expressions or accumulators. */
export function validatePipeline(pipeline: unknown, where: 'aggregate' | 'update' | 'view' = 'aggregate'): void {
  if (!Array.isArray(pipeline)) return;
  pipeline.forEach((stage, at) => {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new CommandError('A pipeline stage specification object must contain exactly one field.', ErrorCodes.Location40323);
    }
    const name = firstKey(stage)!;
    const spec = stage[name];
    if (!STAGES.has(name)) throw new CommandError(`Unrecognized pipeline stage name: '${name}'`, ErrorCodes.Location40324);
    if (where === 'update' && !UPDATE_PIPELINE_STAGES.has(name)) {
      throw new CommandError(`${name} is not allowed to be used within an update`, ErrorCodes.InvalidOptions);
    }
    if ((name === '$out' || name === '$merge') && (at !== pipeline.length - 1 || where !== 'aggregate')) {
      throw new CommandError(`${name} can only be the final stage in the pipeline`, ErrorCodes.Location40601);
    }
    validateStage(name, spec);
  });
}

function validateStage(name: string, spec: unknown): void {
  const doc = isPlainObject(spec) ? spec : {};
  switch (name) {
    case '$match':
      validateFilter(spec);
      break;
    case '$project':
    case '$addFields':
    case '$set':
    case '$replaceWith':
    case '$sortByCount':
    case '$redact':
      validateExpression(spec);
      break;
    case '$replaceRoot':
      validateExpression(doc.newRoot);
      break;
    case '$group':
      validateExpression(doc._id);
      for (const [field, acc] of Object.entries(doc)) if (field !== '_id') validateAccumulator(acc, ACCUMULATORS, '$group');
      break;
    case '$bucket':
    case '$bucketAuto':
      validateExpression(doc.groupBy);
      for (const acc of Object.values(isPlainObject(doc.output) ? doc.output : {})) validateAccumulator(acc, ACCUMULATORS, '$group');
      break;
    case '$setWindowFields':
      validateExpression(doc.partitionBy);
      for (const out of Object.values(isPlainObject(doc.output) ? doc.output : {})) {
        if (!isPlainObject(out)) continue;
        const { window: _window, ...fn } = out;
        validateAccumulator(fn, WINDOW, '$setWindowFields');
      }
      break;
    case '$lookup':
      validateExpression(doc.let);
      validatePipeline(doc.pipeline);
      break;
    case '$graphLookup':
      validateExpression(doc.startWith);
      validateFilter(doc.restrictSearchWithMatch);
      break;
    case '$unionWith':
      validatePipeline(isPlainObject(spec) ? doc.pipeline : undefined);
      break;
    case '$facet':
      for (const sub of Object.values(doc)) validatePipeline(sub);
      break;
  }
}

/** An update document: an unknown modifier answers FailedToParse (9), as MongoDB's update driver does. */
export function validateUpdateOperators(update: Document): void {
  for (const op of Object.keys(update)) {
    if (!UPDATE_OPERATORS.has(op)) {
      throw new CommandError(
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
        ErrorCodes.FailedToParse,
      );
    }
  }
}

/** MongoDB refuses a stored document whose top-level field names start with `$` (nested ones are allowed since 5.0). */
export function validateStoredDocument(doc: Document): void {
  for (const key of Object.keys(doc)) {
    if (key.startsWith('$')) throw new CommandError(`Document can't have $ prefixed field names: ${key}`, ErrorCodes.BadValue);
  }
}
