import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validator (the shared contracts and zod) loads on first use, so the page's
 * initial JavaScript stays small (the 150 KB budget, decision 0015); `preload` fetches it early, e.g. on first focus.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let pending: Promise<Resolver<T>> | undefined;
  const preload = () => (pending ??= load());
  const resolver: Resolver<T> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
