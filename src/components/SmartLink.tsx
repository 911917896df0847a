/** A link from config: router link for site paths, a safe new-tab link for http(s), a plain anchor otherwise. */
import type { ReactNode } from 'react';
import { Link } from '../router/links';

export function SmartLink({
  href,
  className,
  children,
  label,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  if (href.startsWith('/'))
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  const external = /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      className={className}
      aria-label={label}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
