import type { DocumentViewContext } from '../../../admin/extend'
import { VersionsList } from './VersionsList'
import { VersionView } from './VersionView'

/** The versions tab: the list, or one version (`…/versions/<id>`). */
export default function VersionsView(props: DocumentViewContext) {
  const documentPath =
    props.target.kind === 'collection'
      ? `/collections/${encodeURIComponent(props.target.slug)}/${encodeURIComponent(props.target.id)}`
      : `/globals/${encodeURIComponent(props.target.slug)}`
  const basePath = `${documentPath}/versions`
  if (props.item !== undefined)
    return (
      <VersionView {...props} item={props.item} basePath={basePath} documentPath={documentPath} />
    )
  return <VersionsList {...props} basePath={basePath} />
}
