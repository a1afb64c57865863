// First, so that the header's styles keep their place among a page's inlined styles.
import { Header, type HeaderProps } from './Header.tsx';
import type { Settings } from '#src/features/settings/index.ts';
import { perSettings } from '#src/features/settings/service.ts';
import { staticHtml } from '#src/ui/static-html.ts';
import { publicRoutes } from '../routes.ts';

const listedPaths: ReadonlySet<string> = new Set(publicRoutes.map((route) => route.path));

/**
 * The header's HTML. A listed page without a query string and without an account menu has the
 * same header for every visitor, so it is rendered once per change of the settings (they hold
 * the centre's name); any other (a signed-in visitor, a query, an address that is no page, whose
 * number has no bound) is rendered for the request.
 */
export function headerHtml(settings: Settings, props: HeaderProps): string {
  const render = () => staticHtml(Header, props);
  const signedIn = props.account !== 'hidden' && props.account.user;
  if (props.search !== '' || signedIn || !listedPaths.has(props.path)) return render();
  return perSettings(
    settings,
    `header.${props.lang}.${props.account === 'hidden' ? 'hidden' : 'login'}.${props.centreName}.${props.path}`,
    render,
  );
}
