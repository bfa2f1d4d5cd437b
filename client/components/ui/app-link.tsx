import { Link, type LinkComponentProps } from '@tanstack/react-router';

type AppLinkProps = Omit<LinkComponentProps<'a'>, 'to'> & { to: string };

/**
 * A router link to a path held as data (menus, content files). The path is checked at runtime by the
 * router (an unknown one renders the 404 page); typed routes use `Link` directly.
 */
export function AppLink({ to, ...props }: AppLinkProps) {
  return <Link {...(props as LinkComponentProps<'a'>)} to={to as '/'} />;
}
