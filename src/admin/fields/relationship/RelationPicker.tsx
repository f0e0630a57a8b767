import { useInfiniteQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Collection } from 'react-aria-components/Collection'
import { ComboBox } from 'react-aria-components/ComboBox'
import { Input } from 'react-aria-components/Input'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { LoadMoreOptions } from '../../ui/LoadMoreOptions'
import type { ClientCollection } from '../../../shared/client-config'
import { relationSearchQuery } from '../../data/relation-search'
import { useT } from '../../i18n/I18nProvider'
import { useLocaleParam } from '../../lib/use-locale-param'
import { useSettledSearch } from '../../lib/use-settled-search'
import { Icon } from '../../ui/icons'
import { ComboStateBridge, type ComboState } from '../shared/ComboStateBridge'
import { refKey, type RelationRef } from './relation-value'
import { titleOf } from './use-relation-doc'
import '../../styles/combo.css'

interface RelationPickerProps {
  id: string
  label: string
  describedBy: string
  isInvalid: boolean
  placeholder: string
  collection: ClientCollection
  /** Already chosen: listed, but not choosable again. */
  chosen: Set<string>
  onPick: (ref: RelationRef) => void
}

const SEARCH_DELAY_MS = 250

/** A combobox over one collection: searches its titles on the server, ten at a time, more on scroll. */
export function RelationPicker(props: RelationPickerProps) {
  const t = useT()
  const { locale } = useLocaleParam()
  const [text, setText] = useState('')
  const [isOpen, setOpen] = useState(false)
  const stateRef = useRef<ComboState>(null)
  const { search, isSettling } = useSettledSearch(text, SEARCH_DELAY_MS)
  const titleField = props.collection.admin.useAsTitle
  const query = useInfiniteQuery({
    ...relationSearchQuery({
      slug: props.collection.slug,
      titleField,
      search,
      locale,
      isDraft: props.collection.hasDrafts,
    }),
    enabled: isOpen || search !== '',
  })
  const untitled = t('general:untitled')
  const items = (isSettling ? [] : (query.data?.pages ?? []))
    .flatMap((page) => page.docs)
    .map((doc) => {
      const ref = { relationTo: props.collection.slug, id: doc.id }
      return {
        key: refKey(ref),
        ref,
        title: titleOf(doc, props.collection, `${untitled} (${String(doc.id)})`),
      }
    })
  const isSearching = isSettling || (query.isFetching && !query.isFetchingNextPage)
  const disabledKeys = items.filter((item) => props.chosen.has(item.key)).map((item) => item.key)

  return (
    <ComboBox
      className="combo"
      aria-label={props.label}
      items={items}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      disabledKeys={disabledKeys}
      onSelectionChange={(key) => {
        const item = items.find((i) => i.key === key)
        if (!item) return
        props.onPick(item.ref)
        // nothing stays selected in the combobox: it closes with empty text, ready for the next search
        setText('')
        stateRef.current?.close()
      }}
      onOpenChange={(open) => open && setOpen(true)}
      menuTrigger="focus"
      allowsEmptyCollection
      isInvalid={props.isInvalid}
    >
      <ComboStateBridge stateRef={stateRef} />
      <div className="combo__field">
        <Icon name="search" />
        <Input
          id={props.id}
          className="input combo__input"
          placeholder={props.placeholder}
          aria-describedby={props.describedBy || undefined}
        />
        <Button className="combo__button combo__toggle">
          <Icon name="chevron" />
        </Button>
      </div>
      <Popover className="combo__popover" offset={4}>
        <ListBox
          className="combo__list"
          aria-busy={isSearching || undefined}
          renderEmptyState={() => (
            <div className="combo__empty">
              {query.isPending || isSearching
                ? `${t('general:loading')}…`
                : t('general:noResultsFound')}
            </div>
          )}
        >
          <Collection items={items}>
            {(item) => (
              <ListBoxItem id={item.key} textValue={item.title} className="combo__option">
                <span className="combo__option-title">{item.title}</span>
                {props.chosen.has(item.key) && <Icon name="check" />}
              </ListBoxItem>
            )}
          </Collection>
          {!isSettling && <LoadMoreOptions query={query} />}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
