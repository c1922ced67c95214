import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import { allowsProTools, type PlanName } from '#domain/plans/plan-rules.ts'

/**
 * A Pro tool says so before the call. A Starter customer is offered the plan that allows it in one
 * click; the account page opens that change and, once it is done, brings them back to this tool.
 */
export function ProToolNotice({
  tool,
  plan,
  refused,
}: {
  tool: LabTool
  plan: PlanName | null
  refused: boolean
}) {
  if (!tool.pro || (plan && allowsProTools(plan))) return null
  const upgrade = new URLSearchParams({ change: 'Premium', cycle: 'Monthly', lab: tool.id })
  return (
    <div
      role="note"
      aria-label="Pro tool"
      data-testid="pro-tool-notice"
      className={css({
        p: '4',
        borderRadius: 'lg',
        bg: 'warning.bg',
        color: 'warning.fg',
        display: 'grid',
        gap: '3',
      })}
    >
      <p>
        {refused
          ? `Your Starter key was refused: ${tool.name} is a Pro tool.`
          : `${tool.name} is a Pro tool.`}{' '}
        It needs Premium or a higher plan; a Starter key gets 403 Forbidden.
      </p>
      {plan ? (
        <a
          className={`${button({ size: 'sm' })} ${css({ justifySelf: 'start' })}`}
          href={`/account/?${upgrade.toString()}`}
        >
          Upgrade to Premium
        </a>
      ) : null}
    </div>
  )
}
