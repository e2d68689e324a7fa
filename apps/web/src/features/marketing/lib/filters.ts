/** Keeps the items of one category; the `all` value keeps everything. */
export function filterByCategory<T extends { category: string }>(items: readonly T[], category: string, allValue: string): T[] {
  return category === allValue ? [...items] : items.filter((item) => item.category === category);
}

/** Blog: the first article of the filtered list is featured, the rest go in the grid. */
export function splitFeatured<T>(items: readonly T[]): { featured: T | undefined; rest: T[] } {
  const [featured, ...rest] = items;
  return { featured, rest };
}
