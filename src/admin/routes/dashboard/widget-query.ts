import { queryOptions } from '@tanstack/react-query'
import { readKey, type ApiRead } from '../../../shared/api-reads'
import { read } from '../../data/http'

/** A dashboard widget's one read (answered by the page when the dashboard is the first screen). */
export const widgetQuery = (request: ApiRead) =>
  queryOptions({
    queryKey: ['dashboard-widget', readKey(request)] as const,
    queryFn: ({ signal }) => read<unknown>(request, signal),
  })
