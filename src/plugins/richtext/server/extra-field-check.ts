import { validations, type Field, type PayloadRequest } from 'payload'
import type { RichTextProblem } from '../shared'
import type { FormStateError, SubFormCheck } from '../../../shared/form-state'
import type { RichTextExtraFields } from './editor-options'
import { dataFields } from './extra-fields'

type Shape = (value: unknown) => boolean
const isString: Shape = (value) => typeof value === 'string'

/** The type of value each simple field type holds (hasMany: a list of them). */
const SHAPES: Partial<Record<Field['type'], Shape>> = {
  text: isString,
  textarea: isString,
  email: isString,
  code: isString,
  date: isString,
  select: isString,
  radio: isString,
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  checkbox: (value) => typeof value === 'boolean',
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const isId: Shape = (value) => typeof value === 'string' || typeof value === 'number'

/** A relation's shape: an id, or `{ relationTo, value: id }` with one of the field's targets. */
function relationShape(field: Field): Shape | undefined {
  if (field.type !== 'relationship' && field.type !== 'upload') return undefined
  const targets = field.relationTo
  if (!Array.isArray(targets)) return isId
  return (value) =>
    isObject(value) &&
    typeof value.relationTo === 'string' &&
    targets.includes(value.relationTo) &&
    isId(value.value)
}

async function checkOne(
  field: Field & { name: string },
  fields: Record<string, unknown>,
  req: PayloadRequest,
  withRules: boolean,
): Promise<string | undefined> {
  const value = fields[field.name]
  const shape = SHAPES[field.type] ?? relationShape(field)
  const hasMany = 'hasMany' in field && field.hasMany === true
  if (shape && value !== undefined && value !== null) {
    const isShaped = hasMany ? Array.isArray(value) && value.every(shape) : shape(value)
    if (!isShaped) return req.t('validation:invalidInput')
  }
  const validate = (validations as Record<string, unknown>)[field.type]
  if (!withRules || typeof validate !== 'function') return undefined
  // Payload's own rule for the type, with the field's options, as it checks a field of a document.
  const result: unknown = await (validate as (value: unknown, options: unknown) => unknown)(value, {
    ...field,
    req,
    data: {},
    siblingData: fields,
    path: [field.name],
    event: 'submit',
    operation: 'update',
    preferences: { fields: {} },
  })
  return typeof result === 'string' ? result : undefined
}

/**
 * Checks the extra fields of every link and upload by their declared fields' types and, with
 * `rules`, their rules (Payload's own validation for each field type, which drafts skip as they
 * skip every field's): the first problem, or undefined.
 */
export async function checkExtraFields(
  value: unknown,
  extra: RichTextExtraFields | undefined,
  req: PayloadRequest,
  { rules }: { rules: boolean },
): Promise<RichTextProblem | undefined> {
  if (!extra || !Array.isArray(value)) return undefined
  const stack: { node: unknown; at: number[] }[] = value.map((node, i) => ({ node, at: [i + 1] }))
  stack.reverse()
  while (stack.length > 0) {
    const { node, at } = stack.pop()!
    if (!isObject(node)) continue
    const declared =
      node.type === 'link'
        ? extra.link
        : node.type === 'upload' && typeof node.relationTo === 'string'
          ? extra.upload[node.relationTo]
          : undefined
    if (declared?.length) {
      const fields = isObject(node.fields) ? node.fields : {}
      for (const field of dataFields(declared)) {
        const message = await checkOne(field, fields, req, rules)
        if (message) return { key: 'badExtraField', at, vars: { field: field.name, message } }
      }
    }
    if (Array.isArray(node.children))
      for (let i = node.children.length - 1; i >= 0; i--)
        stack.push({ node: node.children[i], at: [...at, i + 1] })
  }
  return undefined
}

/**
 * The drawers' server checks (the form-validation plugin's sub-forms): a link's extra fields as
 * `link`, an upload's of each collection as `upload.<slug>`, each field by its type and rules.
 */
export function extraFieldChecks(extra: RichTextExtraFields): Record<string, SubFormCheck> {
  const check =
    (declared: Field[]): SubFormCheck =>
    async (req, data) => {
      const errors: FormStateError[] = []
      for (const field of dataFields(declared)) {
        const message = await checkOne(field, data, req, true)
        if (message) errors.push({ path: field.name, message })
      }
      return errors
    }
  return {
    ...(extra.link.length > 0 && { link: check(extra.link) }),
    ...Object.fromEntries(
      Object.entries(extra.upload).map(([slug, fields]) => [`upload.${slug}`, check(fields)]),
    ),
  }
}
