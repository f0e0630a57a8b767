import { Link } from 'react-router'
import { adminPaths } from '../../../shared/routes'
import type { DashboardWidgetProps } from '../../../admin/extend'
import { useT } from '../../../admin/extend/i18n'
import { RelativeTime } from '../../../admin/extend/ui'
import { videosCollectionOf, type VideoDoc } from '../shared'
import { stateKeys } from './video-model'

type EncodingAnswer = {
  docs: Array<Pick<VideoDoc, 'id' | 'title' | 'status' | 'error' | 'updatedAt'>>
}

/** The dashboard's page names this module, so it downloads with the page. */
export const folioDashboardWidget = true

/** Videos waiting for their file, encoding, or failed: each links to its page, with why it failed. */
export default function EncodingWidget(props: DashboardWidgetProps<EncodingAnswer>) {
  const t = useT()
  const collection = videosCollectionOf(props.config)
  if (!collection || props.data.docs.length === 0)
    return <p className="widget-empty">{t('video:encodingEmpty')}</p>
  return (
    <ul className="activity-list">
      {props.data.docs.map((video) => (
        <li key={video.id} className="activity-list__item">
          <Link
            to={adminPaths.document(collection.slug, video.id)}
            className="activity-list__title"
          >
            {video.title}
          </Link>
          <span className="activity-list__side">
            {stateKeys({ status: video.status, visibility: 'public' }).map((key) =>
              t(`video:${key}`),
            )}
          </span>
          <span className="activity-list__meta">
            {video.status === 'ERROR' && video.error && <span>{video.error}</span>}
            {video.updatedAt && <RelativeTime iso={video.updatedAt} />}
          </span>
        </li>
      ))}
    </ul>
  )
}
