import { ListBoxLoadMoreItem } from 'react-aria-components/ListBox'
import { useT } from '../i18n/I18nProvider'

/** What a paged list of options needs of its query (TanStack's infinite query has it). */
export interface PagedOptions {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

/**
 * The end of a listbox whose options come a page at a time: scrolled into view, it loads the next
 * page, saying so meanwhile; nothing once the last page is there.
 */
export function LoadMoreOptions(props: { query: PagedOptions }) {
  const t = useT()
  if (!props.query.hasNextPage) return null
  return (
    <ListBoxLoadMoreItem
      className="combo__more"
      onLoadMore={() => void props.query.fetchNextPage()}
      isLoading={props.query.isFetchingNextPage}
    >
      {`${t('general:loading')}…`}
    </ListBoxLoadMoreItem>
  )
}
