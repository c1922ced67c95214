import { createFormHookContexts } from '@tanstack/react-form'

/** The contexts the kit's bound fields and form components read their field and form from. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
