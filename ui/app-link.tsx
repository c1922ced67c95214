import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { safeHref } from '#ui/safe-href.ts'
import { useSiteNavigation } from './site-navigation.tsx'

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> }

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * A link to a URL that comes from content (the CMS), so it cannot be a typed route: a real <a href>
 * that navigates client-side to an app route and behaves natively for everything else (a document is
 * a full page load, never drawn by the app). A target that could run script (`javascript:` and the
 * like) is dropped: see safe-href.ts.
 */
export function AppLink({ href: rawHref, onClick, target, ref, ...rest }: AppLinkProps) {
  const { navigate, drawsItself } = useSiteNavigation()
  const href = safeHref(rawHref)
  const internal =
    href !== undefined && href.startsWith('/') && !href.startsWith('//') && drawsItself?.(href) === true
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : rest.rel}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !internal || target === '_blank' || !isPlainLeftClick(event)) return
        event.preventDefault()
        void navigate(rawHref.trim())
      }}
    />
  )
}
