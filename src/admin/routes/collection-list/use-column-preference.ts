import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { listPreferenceKey } from '../../../shared/api-reads'
import type { ClientCollection } from '../../../shared/client-config'
import { preferenceQuery, useSavePreference } from '../../data/preferences'
import { reconcileColumns, type ColumnPreference } from './columns'

interface ListPreference {
  columns: ColumnPreference[]
}

export const columnPreferenceQuery = (slug: string) =>
  preferenceQuery<ListPreference>(listPreferenceKey(slug))

/** Column order and visibility of a collection's list, kept in the user's Payload preferences. */
export function useColumnPreference(collection: ClientCollection) {
  const key = listPreferenceKey(collection.slug)
  const query = useQuery(columnPreferenceQuery(collection.slug))
  const mutation = useSavePreference<ListPreference>(key)
  // The choice shows at once; saving it runs behind.
  const [chosen, setChosen] = useState<ColumnPreference[]>()
  const columns = chosen ?? reconcileColumns(collection, query.data?.columns)
  const setColumns = (next: ColumnPreference[]) => {
    setChosen(next)
    mutation.mutate({ columns: next })
  }
  return { columns, isLoaded: !query.isPending, setColumns }
}
