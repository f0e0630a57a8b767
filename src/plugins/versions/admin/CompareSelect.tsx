import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Button } from 'react-aria-components/Button'
import { Collection } from 'react-aria-components/Collection'
import { Label } from 'react-aria-components/Label'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { Select, SelectValue } from 'react-aria-components/Select'
import { useT } from '../../../admin/extend/i18n'
import { useFullConfig } from '../../../admin/extend/data'
import { LoadMoreOptions } from '../../../admin/extend/ui'
import { authorName, listVersions, type VersionTarget, type Where } from './data'
import { useCurrentVersions } from './use-current-versions'
import { useDateText } from './use-date-text'
import { useVersionStatus } from './VersionStatus'

const PAGE = 10

/**
 * The version to compare against: the document's other versions (when, by whom, what status), 10
 * at a time as the list is scrolled to its end; the first is chosen when nothing is. A failed load
 * says so in its place.
 */
export function CompareSelect(props: {
  target: VersionTarget
  versionId: string
  /** Localization and drafts on: snapshots (one per locale publish) are left out. */
  hidesSnapshots: boolean
  hasDrafts: boolean
  value: string | undefined
  onChange: (id: string) => void
}) {
  const t = useT()
  const config = useFullConfig()
  const dateText = useDateText()
  const statusOf = useVersionStatus()
  const current = useCurrentVersions(props.target, props.hasDrafts)
  const where: Where = {
    id: { not_equals: props.versionId },
    ...(props.hidesSnapshots ? { snapshot: { not_equals: true } } : {}),
  }
  const query = useInfiniteQuery({
    queryKey: ['versions-compare', props.target, props.versionId, props.hidesSnapshots],
    queryFn: ({ pageParam, signal }) =>
      listVersions(props.target, {
        page: pageParam,
        limit: PAGE,
        where,
        userCollection: config.userCollection,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
  })
  const versions = (query.data?.pages ?? []).flatMap((page) => page.docs)
  // Each entry says when (to the second where two share a minute) and what the version is.
  const minutes = versions.map((v) => dateText(v.updatedAt))
  const options = versions.map((v, i) => {
    const sharesMinute = minutes.some((text, j) => j !== i && text === minutes[i])
    const when = dateText(v.updatedAt, { seconds: sharesMinute })
    const status = statusOf(v, props.hasDrafts, current)
    const name = authorName(v)
    const author = name ? t('versions:byAuthor', { name }) : undefined
    return {
      id: String(v.id),
      when,
      status,
      author,
      text: [when, author, ...status.map((label) => label.text)].filter(Boolean).join(' · '),
    }
  })
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
        <SelectValue className="version-compare__value" />
      </Button>
      <Popover className="combo__popover" offset={4}>
        <ListBox className="combo__list">
          <Collection items={options}>
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.text} className="combo__option">
                <span className="version-compare__entry">
                  <span className="combo__option-title">{item.when}</span>
                  {item.author && <span className="version-compare__author">{item.author}</span>}
                </span>
                <span className="pills version-compare__status">
                  {item.status.map((label) => (
                    <span key={label.text} className={label.className}>
                      {label.text}
                    </span>
                  ))}
                </span>
              </ListBoxItem>
            )}
          </Collection>
          <LoadMoreOptions query={query} />
        </ListBox>
      </Popover>
    </Select>
  )
}
