import { customerHomeLink, signedInMenuLinks, staffMenuLinks, type AccountLink } from '../../content/navigation';

/**
 * The signed-in entries of the site's menus: staff get their consoles (the first is their home), customers the
 * dashboard and their pages, without New Shipment for a viewer (decision 0055).
 */
export function accountLinksFor(role: string | null | undefined, mayBook: boolean): { home: AccountLink; links: readonly AccountLink[]; staff: boolean } {
  if (role === 'operator' || role === 'admin' || role === 'driver') {
    const [home, ...links] = staffMenuLinks[role];
    return { home: home!, links, staff: true };
  }
  return { home: customerHomeLink, links: signedInMenuLinks.filter((link) => mayBook || !('books' in link && link.books)), staff: false };
}
