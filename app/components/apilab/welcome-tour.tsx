import { X } from 'lucide-react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useAuth } from '~/components/auth/auth-context.ts'
import { storeChoice, WELCOME_TOUR_KEY } from '#ui/remembered-choice.ts'
import { useRememberedChoice } from '#ui/use-remembered-choice.ts'

const steps = [
  ['Pick a tool', 'Every pdfRest endpoint is here, grouped like the API reference.'],
  ['Send a request', 'Upload a file, set the parameters and run it with your own API key.'],
  ['Take the code home', 'Copy the request as cURL, Python, Node.js, PHP, Java or C#.'],
] as const

/** The short walkthrough a new account sees once (`?n=s`, until dismissed in this browser). */
export function WelcomeTour({ onDismiss }: { onDismiss: () => void }) {
  const fullName = useAuth().user?.fullName ?? ''
  if (useRememberedChoice(WELCOME_TOUR_KEY) === 'dismissed') return null
  const dismiss = () => {
    storeChoice(WELCOME_TOUR_KEY, 'dismissed')
    onDismiss()
  }
  return (
    <section
      aria-labelledby="welcome-tour-title"
      className={css({ position: 'relative', p: '6', borderRadius: 'xl', bg: 'bg.muted', mb: '8' })}
    >
      <button
        type="button"
        aria-label="Dismiss the walkthrough"
        onClick={dismiss}
        className={`${button({ variant: 'ghost', size: 'sm' })} ${css({ position: 'absolute', top: '3', right: '3' })}`}
      >
        <X aria-hidden="true" size={18} />
      </button>
      <h2 id="welcome-tour-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Welcome{fullName ? `, ${fullName.split(' ')[0]}` : ''}! Your API key is ready.
      </h2>
      <ol
        className={css({ mt: '4', display: 'grid', gap: '3', md: { gridTemplateColumns: 'repeat(3, 1fr)' } })}
      >
        {steps.map(([title, text], index) => (
          <li key={title}>
            <strong>
              {index + 1}. {title}
            </strong>
            <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>{text}</p>
          </li>
        ))}
      </ol>
      <button type="button" className={`${button({ size: 'sm' })} ${css({ mt: '5' })}`} onClick={dismiss}>
        Got it
      </button>
    </section>
  )
}
