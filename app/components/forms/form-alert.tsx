import { SupportText } from '#ui/support-text.tsx'
import { alertStyle } from './field-styles.ts'

/** A form's failure banner, announced when it appears; nothing while the message is empty. */
export function FormAlert({ message }: { message: string }) {
  return message ? (
    <div role="alert" className={alertStyle}>
      <SupportText text={message} />
    </div>
  ) : null
}
