/**
 * Decisions 0053 and 0059: whether the browser adopts the prerendered HTML as it is. Only when the HTML was rendered for this
 * very path, the URL carries no query and nobody is signed in: a query can change what the page shows (/track?id=...
 * shows a shipment where the HTML has the empty frame) and a signed-in visitor's header differs, and adopting HTML
 * that differs from the first render is a hydration mismatch.
 */
export function shouldHydrate(container: Pick<HTMLElement, 'dataset'>, location: Pick<Location, 'pathname' | 'search'>, token: string | null): boolean {
  return container.dataset.prerendered === location.pathname && location.search === '' && !token;
}
