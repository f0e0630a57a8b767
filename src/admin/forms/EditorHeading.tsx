import type { ReactNode } from 'react'
import { Breadcrumbs, type Crumb } from '../ui/Breadcrumbs'
import { Loading } from '../ui/Loading'

/** An editor's breadcrumbs and title: the form's header, and the screen's while the document is on its way. */
export function EditorHeading(props: { breadcrumbs: Crumb[]; title: string; status?: ReactNode }) {
  return (
    <div className="editor__heading">
      <Breadcrumbs items={props.breadcrumbs} />
      <div className="editor__title-row">
        <h1 className="page-title">{props.title}</h1>
        {props.status}
      </div>
    </div>
  )
}

/**
 * The edit screen before its document is there, when the link that opened it named the title (a
 * list row): the heading where the form's will be, and a placeholder where the form will be. Nothing
 * that could be edited or saved.
 */
export function EditorPlaceholder(props: { breadcrumbs: Crumb[]; title: string }) {
  return (
    <div className="editor">
      <header className="editor__header">
        <EditorHeading breadcrumbs={props.breadcrumbs} title={props.title} />
      </header>
      <Loading />
    </div>
  )
}
