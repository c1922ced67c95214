import { useRouter } from '@tanstack/react-router'
import { appSections } from '#domain/navigation/app-routes.ts'

/**
 * The next document is fetched while the pointer rests on its link (`moderate`), from the page cache;
 * never the app (its pages are personal: the sections of the routes under app/routes/_app/) nor an
 * API route, whose GETs may change state.
 */
export function speculationRules(routes: Iterable<{ id: string; fullPath: string }>): string {
  return JSON.stringify({
    prefetch: [
      {
        where: {
          and: [
            { href_matches: '/*' },
            ...['/api/', ...appSections(routes)].map((prefix) => ({ not: { href_matches: `${prefix}*` } })),
          ],
        },
        eagerness: 'moderate',
      },
    ],
  })
}

export function SpeculationRules({ nonce }: { nonce: string | undefined }) {
  const { routesById } = useRouter()
  return (
    <script
      type="speculationrules"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: speculationRules(Object.values(routesById)) }}
    />
  )
}
