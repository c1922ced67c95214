import { css } from 'styled-system/css'
import { field } from 'styled-system/recipes'
import type { LabTool, ParamSpec } from '#domain/pdf-api/lab-tool.ts'
import { FieldError, FormField } from '~/components/forms/form-field.tsx'

type Props = {
  tool: LabTool
  values: Record<string, string>
  problems: Record<string, string>
  onChange: (name: string, value: string) => void
  /** Where the ids start: the reference page's try-it form names its fields apart from the page's `param-` rows. */
  idPrefix?: string
}

const help = css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })

function Control({
  spec,
  value,
  onChange,
  control,
}: {
  spec: ParamSpec
  value: string
  onChange: (value: string) => void
  control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }
}) {
  // Named by the parameter, so the form's own data reads the same values (the try-it island does).
  const named = { ...control, name: spec.name }
  switch (spec.kind) {
    case 'select':
      return (
        <select
          {...named}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={field().control}
        >
          {spec.required ? null : <option value="">Default{spec.default ? ` (${spec.default})` : ''}</option>}
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )
    case 'redactions':
      return (
        <textarea
          {...named}
          rows={3}
          value={value}
          placeholder='[{"type":"preset","value":"email"}]'
          onChange={(event) => onChange(event.target.value)}
          className={field({ font: 'mono' }).control}
        />
      )
    case 'json':
      return (
        <textarea
          {...named}
          rows={4}
          value={value}
          placeholder={spec.example}
          onChange={(event) => onChange(event.target.value)}
          className={field({ font: 'mono' }).control}
        />
      )
    case 'number':
      return (
        <input
          {...named}
          inputMode={spec.integer ? 'numeric' : 'decimal'}
          value={value}
          placeholder={spec.default}
          onChange={(event) => onChange(event.target.value)}
          className={field().control}
        />
      )
    case 'list':
      return (
        <input
          {...named}
          value={value}
          placeholder={spec.name === 'pages' ? '1-3, 5, 7-last' : spec.example}
          onChange={(event) => onChange(event.target.value)}
          className={field().control}
        />
      )
    default:
      return (
        <input
          {...named}
          type={spec.kind === 'text' && spec.secret ? 'password' : 'text'}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={field().control}
        />
      )
  }
}

/** The tool's parameters as a typed form, from its declaration. */
export function ParamFields({ tool, values, problems, onChange, idPrefix = 'param-' }: Props) {
  if (tool.params.length === 0)
    return <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>This tool has no parameters.</p>
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {tool.params.map((spec) => {
        const id = `${idPrefix}${spec.name}`
        const label = `${spec.label}${spec.required ? '' : ' (optional)'}`
        const value = values[spec.name] ?? ''
        const problem = problems[spec.name]
        if (spec.kind === 'multi') {
          const chosen = value ? value.split(',') : []
          return (
            <fieldset key={spec.name} aria-describedby={problem ? `${id}-error` : undefined}>
              <legend className={field().label}>{label}</legend>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
                {spec.options.map((option) => (
                  <label
                    key={option}
                    className={css({
                      display: 'inline-flex',
                      gap: '1.5',
                      alignItems: 'center',
                      fontSize: 'sm',
                    })}
                  >
                    <input
                      type="checkbox"
                      name={spec.name}
                      value={option}
                      checked={chosen.includes(option)}
                      onChange={(event) =>
                        onChange(
                          spec.name,
                          spec.options
                            .filter((item) =>
                              item === option ? event.target.checked : chosen.includes(item),
                            )
                            .join(','),
                        )
                      }
                    />
                    {option}
                  </label>
                ))}
              </div>
              <FieldError id={id} messages={problem ? [problem] : []} />
            </fieldset>
          )
        }
        return (
          <div key={spec.name}>
            <FormField id={id} label={label} messages={problem ? [problem] : []}>
              {(control) => (
                <Control
                  spec={spec}
                  value={value}
                  control={control}
                  onChange={(next) => onChange(spec.name, next)}
                />
              )}
            </FormField>
            {spec.help ? <p className={help}>{spec.help}</p> : null}
          </div>
        )
      })}
    </div>
  )
}
