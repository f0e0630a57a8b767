import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { useT, type TFunction } from '../../../admin/extend/i18n'
import { RECENT_GROUP, type FuzzyMatch } from '../shared'
import {
  nextGroupStart,
  paletteGroups,
  type PaletteGroupName,
  type PaletteItem,
} from './palette-groups'
import { readRecent, rememberRecent } from './recent'
import { useDocumentSearch, usePaletteCommands } from './use-palette-commands'
import type { PaletteContext } from './PaletteTrigger'
import './palette.css'

/** The palette loads on idle or at first open (a chunk of its own), not with every page. */
export const folioLoadedOnIntent = true

const groupLabel = (t: TFunction, group: PaletteGroupName): string => {
  switch (group) {
    case RECENT_GROUP:
      return t('command-palette:groupRecent')
    case 'goto':
      return t('command-palette:groupGoto')
    case 'documents':
      return t('command-palette:groupDocuments')
    case 'create':
      return t('command-palette:groupCreate')
    case 'actions':
      return t('command-palette:groupActions')
  }
}

/** The label with the characters the query matched marked. */
function Highlighted(props: { text: string; match: FuzzyMatch | undefined }) {
  const indexes = new Set(props.match?.indexes ?? [])
  if (indexes.size === 0) return props.text
  const parts: { text: string; isMatch: boolean }[] = []
  for (let i = 0; i < props.text.length; i++) {
    const isMatch = indexes.has(i)
    const last = parts[parts.length - 1]
    if (last && last.isMatch === isMatch) last.text += props.text[i]
    else parts.push({ text: props.text[i]!, isMatch })
  }
  return parts.map((part, i) =>
    part.isMatch ? (
      <mark key={i} className="palette__match">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}

/**
 * The command palette: a dialog with a combobox (the input keeps the focus; the arrow keys move
 * through the results, Tab and Shift+Tab to the next and previous group, Enter runs, Escape
 * closes) over the results in their groups.
 */
export default function CommandPalette(props: { context: PaletteContext; onClose: () => void }) {
  const t = useT()
  const id = useId()
  const { context, onClose } = props
  const [query, setQuery] = useState('')
  const [recent, setRecent] = useState(() => readRecent(context.user.id))
  const commands = usePaletteCommands(context)
  const documents = useDocumentSearch(query, context)
  const groups = useMemo(
    () => paletteGroups(commands, documents.items, query, recent),
    [commands, documents.items, query, recent],
  )
  const flat = groups.flatMap((g) => g.items)
  const [active, setActive] = useState(0)
  const activeIndex = flat.length === 0 ? -1 : Math.min(active, flat.length - 1)
  const optionId = (index: number) => `${id}-option-${index}`

  useEffect(() => setActive(0), [query])
  useEffect(() => {
    if (activeIndex < 0) return
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is made from `id`
  }, [activeIndex, id])

  function run(item: PaletteItem | undefined) {
    if (!item || item.isDisabled) return
    setRecent(rememberRecent(context.user.id, item.id))
    onClose()
    // Once the palette has closed and given the focus back (its focus scope does so in the next
    // frame): a dialog the command opens (Delete's confirmation) keeps the focus and stays open.
    requestAnimationFrame(() => requestAnimationFrame(item.run))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = flat.length
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (count > 0) setActive((activeIndex + 1) % count)
        break
      case 'ArrowUp':
        event.preventDefault()
        if (count > 0) setActive((activeIndex - 1 + count) % count)
        break
      case 'PageDown':
      case 'PageUp':
        event.preventDefault()
        if (count > 0)
          setActive(
            Math.max(0, Math.min(count - 1, activeIndex + (event.key === 'PageDown' ? 5 : -5))),
          )
        break
      case 'Tab':
        if (groups.length > 1) {
          event.preventDefault()
          setActive(nextGroupStart(groups, activeIndex, event.shiftKey ? -1 : 1))
        } else event.preventDefault()
        break
      case 'Enter':
        event.preventDefault()
        run(flat[activeIndex])
        break
    }
  }

  const trimmed = query.trim()
  let index = 0
  return (
    <ModalOverlay
      className="dialog-overlay palette-overlay"
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      <Modal className="palette-modal">
        <Dialog className="palette" aria-labelledby={`${id}-title`}>
          <Heading slot="title" id={`${id}-title`} className="visually-hidden">
            {t('command-palette:title')}
          </Heading>
          <div className="palette__field">
            <svg className="palette__icon" viewBox="0 0 20 20" aria-hidden="true">
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="m13 13 4.5 4.5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <input
              className="palette__input"
              role="combobox"
              aria-label={t('command-palette:inputLabel')}
              aria-expanded={flat.length > 0}
              aria-controls={`${id}-list`}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              aria-describedby={`${id}-hint`}
              placeholder={t('command-palette:placeholder')}
              autoComplete="off"
              spellCheck={false}
              autoFocus
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </div>
          <div
            className="palette__list"
            role="listbox"
            id={`${id}-list`}
            aria-label={t('command-palette:results')}
          >
            {groups.map((group) => (
              <div
                key={group.group}
                role="group"
                aria-labelledby={`${id}-group-${group.group}`}
                className="palette__group"
              >
                <div
                  role="presentation"
                  id={`${id}-group-${group.group}`}
                  className="palette__group-label"
                >
                  {groupLabel(t, group.group)}
                </div>
                {group.items.map((item) => {
                  const at = index++
                  return (
                    <div
                      key={item.id}
                      id={optionId(at)}
                      role="option"
                      aria-selected={at === activeIndex}
                      aria-disabled={item.isDisabled || undefined}
                      className="palette__option"
                      onMouseMove={() => at !== activeIndex && setActive(at)}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => run(item)}
                    >
                      <span className="palette__label">
                        <Highlighted text={item.label} match={item.match} />
                      </span>
                      {item.detail && <span className="palette__detail">{item.detail}</span>}
                    </div>
                  )
                })}
              </div>
            ))}
          </div>
          {flat.length === 0 && trimmed && !documents.isSearching && (
            <p className="palette__empty">
              {t('command-palette:nothingFound', { query: trimmed })}
            </p>
          )}
          <div className="palette__footer">
            <p className="palette__hint" id={`${id}-hint`}>
              {t('command-palette:hint')}
            </p>
            <p className="palette__status" role="status">
              {documents.isError
                ? t('command-palette:searchFailed')
                : documents.isSearching
                  ? t('command-palette:searching')
                  : trimmed
                    ? t('command-palette:resultCount', { count: flat.length })
                    : ''}
            </p>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
