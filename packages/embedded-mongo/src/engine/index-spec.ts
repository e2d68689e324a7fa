import type { Document } from 'bson';
import { DuplicateKeyError } from './errors';
import { compileFilter } from './mingo';
import { getPath, valueKey } from './values';

export interface IndexSpec {
  v: 2;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}

/**
 * A secondary index: a hash of the first key field's values (for equality lookups) and, when unique,
 * a map of full composite keys to the owning document, checked before every write lands.
 */
export class SecondaryIndex {
  readonly fields: string[];
  private readonly buckets = new Map<string, Set<string>>();
  private readonly uniqueKeys = new Map<string, string>();
  private readonly partial: ((doc: Document) => boolean) | undefined;

  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    this.partial = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : undefined;
  }

  get firstField(): string {
    return this.fields[0]!;
  }

  private covers(doc: Document): boolean {
    if (this.spec.sparse && this.fields.every((f) => getPath(doc, f) === undefined)) return false;
    if (this.partial && !this.partial(doc)) return false;
    return true;
  }

  private compositeKey(doc: Document): string {
    return this.fields.map((f) => valueKey(getPath(doc, f))).join('|');
  }

  private bucketKeys(doc: Document): string[] {
    const value = getPath(doc, this.firstField);
    // Multikey: an array value is findable by each element as well as by the whole array.
    return Array.isArray(value) ? [valueKey(value), ...value.map(valueKey)] : [valueKey(value)];
  }

  assertUnique(doc: Document, id: string): void {
    if (!this.spec.unique || !this.covers(doc)) return;
    const owner = this.uniqueKeys.get(this.compositeKey(doc));
    if (owner !== undefined && owner !== id) {
      const keyValue: Document = {};
      for (const f of this.fields) keyValue[f] = getPath(doc, f) ?? null;
      throw new DuplicateKeyError(this.ns, this.spec.name, this.spec.key, keyValue);
    }
  }

  add(doc: Document, id: string): void {
    for (const key of this.bucketKeys(doc)) {
      let bucket = this.buckets.get(key);
      if (!bucket) this.buckets.set(key, (bucket = new Set()));
      bucket.add(id);
    }
    if (this.spec.unique && this.covers(doc)) this.uniqueKeys.set(this.compositeKey(doc), id);
  }

  remove(doc: Document, id: string): void {
    for (const key of this.bucketKeys(doc)) {
      const bucket = this.buckets.get(key);
      bucket?.delete(id);
      if (bucket && bucket.size === 0) this.buckets.delete(key);
    }
    if (this.spec.unique && this.covers(doc)) {
      const key = this.compositeKey(doc);
      if (this.uniqueKeys.get(key) === id) this.uniqueKeys.delete(key);
    }
  }

  /** Ids whose first key field equals one of the given values. */
  lookup(values: unknown[]): Set<string> {
    const out = new Set<string>();
    for (const v of values) for (const id of this.buckets.get(valueKey(v)) ?? []) out.add(id);
    return out;
  }
}
