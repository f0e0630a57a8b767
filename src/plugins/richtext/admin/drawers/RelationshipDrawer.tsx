import { useId } from 'react'
import { useT } from '../../../../admin/extend/i18n'
import type { RelationRef } from '../../../../admin/extend/relations'
import { Drawer } from '../../../../admin/extend/ui'
import type { ClientCollection } from '../../../../shared/client-config'
import { DocumentChoice } from './DocumentChoice'

/** Chooses the document a relationship shows: picking one inserts it (or swaps it in). */
export function RelationshipDrawer(props: {
  isSwap: boolean
  collections: ClientCollection[]
  onChoose: (ref: RelationRef) => void
  onClose: () => void
}) {
  const t = useT()
  const id = useId()
  const title = props.isSwap ? t('fields:swapRelationship') : t('fields:addRelationship')
  return (
    <Drawer title={title} onClose={props.onClose} isDismissable size="narrow" showsTitle>
      <div className="stack rich-text-drawer">
        <DocumentChoice
          id={`${id}-doc`}
          label={t('fields:relatedDocument')}
          collections={props.collections}
          chosen={undefined}
          onChoose={props.onChoose}
        />
      </div>
    </Drawer>
  )
}
