import { cancelPlanChangeAction } from '#shared/api/actions/plan-change.ts'
import { callApi } from '#shared/api/client.ts'
import { PlanDialogShell } from './plan-dialog-shell.tsx'
import { usePlanMutation } from './use-plan-mutation.ts'

/** The cancel-plan-change confirmation (docs/product.md#plan-changes). */
export function CancelPlanChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mutation = usePlanMutation(onClose)
  return (
    <PlanDialogShell
      open={open}
      onClose={() => {
        mutation.clearError()
        onClose()
      }}
      title="Cancel Plan Change"
      description="Are you sure you want to cancel your pending plan changes?"
      confirmLabel="I'm sure, cancel my changes"
      busy={mutation.busy}
      error={mutation.error}
      onConfirm={() => void mutation.run(() => callApi(cancelPlanChangeAction, {}))}
    />
  )
}
