import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Button } from 'react-aria-components/Button'
import { Collection } from 'react-aria-components/Collection'
import { Label } from 'react-aria-components/Label'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { Select, SelectValue } from 'react-aria-components/Select'
import { useT } from '../../../admin/extend/i18n'
import { LoadMoreOptions } from '../../../admin/extend/ui'
import { listVersions, type VersionTarget, type Where } from './data'
import { useDateText } from './use-date-text'

const PAGE = 10

/**
 * The version to compare against: the document's other versions, 10 at a time as the list is
 * scrolled to its end; the first is chosen when nothing is. A failed load says so in its place.
 */
export function CompareSelect(props: {
  target: VersionTarget
  versionId: string
  /** Localization and drafts on: snapshots (one per locale publish) are left out. */
  hidesSnapshots: boolean
  value: string | undefined
  onChange: (id: string) => void
}) {
  const t = useT()
  const dateText = useDateText()
  const where: Where = {
    id: { not_equals: props.versionId },
    ...(props.hidesSnapshots ? { snapshot: { not_equals: true } } : {}),
  }
  const query = useInfiniteQuery({
    queryKey: ['versions-compare', props.target, props.versionId, props.hidesSnapshots],
    queryFn: ({ pageParam, signal }) =>
      listVersions(props.target, { page: pageParam, limit: PAGE, where, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
  })
  const options = (query.data?.pages ?? []).flatMap((page) => page.docs)
  const first = options[0]
  const { value, onChange } = props
  useEffect(() => {
    if (value === undefined && first) onChange(String(first.id))
  }, [value, first, onChange])
  if (query.isError)
    return (
      <p className="field-error" role="alert">
        {t('error:unspecific')}
      </p>
    )
  return (
    <Select
      className="combo combo--select version-compare"
      selectedKey={value ?? null}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      isDisabled={query.isPending || options.length === 0}
      placeholder={t('version:selectVersionToCompare')}
    >
      <Label className="inline-field__label">{t('version:compareVersion')}</Label>
      <Button className="input select version-compare__button">
        <SelectValue />
      </Button>
      <Popover className="combo__popover" offset={4}>
        <ListBox className="combo__list">
          <Collection
            items={options.map((v) => ({ id: String(v.id), text: dateText(v.updatedAt) }))}
          >
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.text} className="combo__option">
                <span className="combo__option-title">{item.text}</span>
              </ListBoxItem>
            )}
          </Collection>
          <LoadMoreOptions query={query} />
        </ListBox>
      </Popover>
    </Select>
  )
}
