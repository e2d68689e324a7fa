import type { Document } from 'bson';

// MongoDB's error codes for the failures this engine can produce.
export const ErrorCodes = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  InvalidLength: 16,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  CommandNotSupportedOnView: 166,
  InvalidPipelineOperator: 168,
  InvalidIndexSpecificationOption: 197,
  NotImplemented: 238,
  NoQueryExecutionPlans: 291,
  Location15952: 15952,
  Location17276: 17276,
  Location40323: 40323,
  Location40324: 40324,
  Location40415: 40415,
  Location40601: 40601,
  DuplicateKey: 11000,
  Location40352: 40352,
} as const;

const CODE_NAMES: Record<number, string> = Object.fromEntries(Object.entries(ErrorCodes).map(([name, code]) => [code, name]));

export class CommandError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly extra: Document = {},
  ) {
    super(message);
  }

  toReply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: CODE_NAMES[this.code] ?? 'UnknownError', ...this.extra };
  }
}

export class DuplicateKeyError extends CommandError {
  constructor(ns: string, indexName: string, keyPattern: Document, keyValue: Document) {
    const shown = Object.entries(keyValue)
      .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
      .join(', ');
    super(`E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: { ${shown} }`, ErrorCodes.DuplicateKey, {
      keyPattern,
      keyValue,
    });
  }
}

/** An error mingo threw, as the MongoDB error it stands for (BadValue when none is known). */
export function fromMingo(error: unknown): CommandError {
  const message = error instanceof Error ? error.message : String(error);
  const undefinedVariable = /^Use of undefined variable: (.*)$/.exec(message);
  if (undefinedVariable) return new CommandError(`Use of undefined variable: ${undefinedVariable[1]}`, ErrorCodes.Location17276);
  return new CommandError(message, ErrorCodes.BadValue);
}

export function toWriteError(index: number, error: unknown): Document {
  const known = error instanceof CommandError ? error : fromMingo(error);
  return { index, code: known.code, errmsg: known.message, ...known.extra };
}
