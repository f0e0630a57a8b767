import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { VideoFieldConfig } from '../shared'
import { fetchVideos } from './video-api'
import { isPending } from './video-model'

/** While a listed video waits for its file or encodes, the list is asked again this often. */
export const VIDEO_POLL_MS = 4000

/** The field's video list; it refreshes itself while a video is on its way. Errors are logged. */
export function useVideos(config: VideoFieldConfig | undefined) {
  const query = useQuery({
    queryKey: ['video', 'list', config?.apiUrl],
    queryFn: ({ signal }) => fetchVideos(config!, signal),
    enabled: config !== undefined,
    refetchInterval: (q) => (q.state.data?.some(isPending) ? VIDEO_POLL_MS : false),
  })
  const { error } = query
  useEffect(() => {
    if (error) console.error('Error fetching video options', error)
  }, [error])
  return query
}
