import { API_KEY_PLACEHOLDER } from '#domain/pdf-api/code-samples.ts'

/**
 * A sample's code with each `YOUR_API_KEY` in a slot of its own (`data-api-key`), where the
 * sample-key island puts a signed-in customer's key. The text is the sample's, unchanged.
 */
export function SampleCode({ code }: { code: string }) {
  const [first = '', ...rest] = code.split(API_KEY_PLACEHOLDER)
  return (
    <code>
      {first}
      {rest.map((part, index) => (
        // The parts of one fixed text: their order never changes.
        <KeySlot key={index} after={part} />
      ))}
    </code>
  )
}

function KeySlot({ after }: { after: string }) {
  return (
    <>
      <span data-api-key="">{API_KEY_PLACEHOLDER}</span>
      {after}
    </>
  )
}
