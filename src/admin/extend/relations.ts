// The extension API's relations kit: finding, choosing and showing related documents and uploads,
// as the relationship and upload fields do (with `import '../styles/relations.css'` for their look).
export { RelationPicker } from '../fields/relationship/RelationPicker'
export { useRelationDoc, titleOf } from '../fields/relationship/use-relation-doc'
export type { RelationRef } from '../fields/relationship/relation-value'
export { UploadChooser } from '../fields/upload/UploadChooser'
export { UploadCard } from '../fields/upload/UploadCard'
export { useDocumentDrawers } from '../lib/document-drawer-context'
