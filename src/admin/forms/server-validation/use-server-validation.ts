import { useEffect, useRef } from 'react'
import type { ClientField } from '../../../shared/client-config'
import type { FormStore } from '../form-store'
import { useDocumentContext, type DocumentTarget } from '../../lib/document-context'
import { pathMatcher, serverPathPatterns } from './server-paths'
import { ServerValidation } from './server-validation'

/** How long typing must pause before the server is asked. */
export const SERVER_VALIDATION_DELAY_MS = 600

/**
 * Checks the fields only the server can check (unique values, custom validators) while the user
 * edits: one debounced form-state request when typing pauses, never one per keystroke. The target
 * is the document around the form (`DocumentContext`) unless given; `grant` stands in for a
 * session on a form opened from a link (the accept-invitation form); `schemaPath` names a drawer's
 * sub-form of a field (a rich-text link's fields), whose every field the server checks.
 */
export function useServerValidation(args: {
  store: FormStore
  fields: ClientField[]
  target?: DocumentTarget
  locale?: string
  grant?: string
  /** A drawer's sub-form of one field (`content.link`): every one of its fields is the server's to check. */
  schemaPath?: string
}): void {
  const context = useDocumentContext()
  const target = args.target ?? context?.target
  const locale = args.locale ?? context?.locale
  const fieldsRef = useRef(args.fields)
  useEffect(() => {
    fieldsRef.current = args.fields
  })
  const patterns = serverPathPatterns(args.fields).join('\n')
  const targetKey = target ? JSON.stringify(target) : ''
  const { store, grant, schemaPath } = args

  useEffect(() => {
    const isChecked = schemaPath ? () => true : pathMatcher(patterns ? patterns.split('\n') : [])
    if (!targetKey || !isChecked) return
    const validation = new ServerValidation({
      store,
      getFields: () => fieldsRef.current,
      target: JSON.parse(targetKey) as DocumentTarget,
      locale,
      isChecked,
      delayMs: SERVER_VALIDATION_DELAY_MS,
      grant,
      schemaPath,
    })
    return validation.start()
  }, [store, patterns, targetKey, locale, grant, schemaPath])
}
