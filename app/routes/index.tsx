import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  return (
    <section className={css({ maxW: 'content', mx: 'auto', px: '6', py: '20' })}>
      <h1 className={css({ fontSize: '5xl', fontWeight: 'bold' })}>PDF processing for developers</h1>
    </section>
  )
}
