import { paths } from '../routing/paths';

/**
 * Pages marked static: the layout leaves out floating extras such as the chat widget. The contact
 * page is one: it is itself the way to reach the provider, and the widget would cover its form.
 * Marked by path (not from inside the page) so the decision is known before a lazy page loads.
 */
const staticPagePaths: readonly string[] = [paths.contact];

export function isStaticPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return staticPagePaths.includes(path);
}
