import type { ReactNode } from 'react'
import type { ClientUpload } from '../../shared/client-config'
import type { FileSave } from '../data/documents'
import { HttpError } from '../data/http'
import { serverFieldErrors } from '../forms/validate-form'
import type { FormStore } from '../forms/form-store'
import { useT } from '../i18n/I18nProvider'
import { cropEdits, isCropping } from './crop'
import { UploadPanel } from './UploadPanel'
import { useFileChoice } from './use-file-choice'

export interface UploadForm {
  /** The file panel before the fields (`DocumentEditor`'s `lead`); absent when the collection has no uploads. */
  lead?: (store: FormStore, isReadOnly: boolean) => ReactNode
  /** A new document needs a file: says so on the panel and stops the save. */
  isReadyToSave?: () => boolean
  /** Runs a save with the chosen file and focal point, following its progress; forgets them once saved. */
  send: <T>(save: (upload: FileSave | undefined) => Promise<T>) => Promise<T>
}

/** What an upload collection's form adds to the document editor, in a page or in a drawer. */
export function useUploadForm(args: {
  upload: ClientUpload | undefined
  doc: Record<string, unknown> | undefined
  isCreate: boolean
}): UploadForm {
  const t = useT()
  const choice = useFileChoice(args.upload)
  const { upload, doc, isCreate } = args
  if (!upload) return { send: (save) => save(undefined) }
  return {
    lead: (store, isReadOnly) => (
      <UploadPanel
        upload={upload}
        doc={doc}
        store={store}
        choice={choice}
        isReadOnly={isReadOnly}
      />
    ),
    isReadyToSave:
      upload.isFileRequired && isCreate
        ? () => {
            if (choice.file) return true
            choice.setError(t('error:noFilesUploaded'))
            return false
          }
        : undefined,
    send: async (save) => {
      const { file, focal, crop } = choice
      // A crop cuts the chosen file before it is stored, else the stored image.
      const image = file ? choice.chosenSize : imageSize(doc)
      const cropping = crop && image && isCropping(crop) ? cropEdits(crop, image) : {}
      const edits = { ...(focal && { focalPoint: focal }), ...cropping }
      if (file) choice.setProgress(0)
      try {
        const result = await save({
          file,
          edits: Object.keys(edits).length > 0 ? edits : undefined,
          onProgress: choice.setProgress,
        })
        choice.clear()
        return result
      } catch (error) {
        // What the server says of the file (a type its content belies, an image it cannot read, too large) goes on the panel.
        if (file && error instanceof HttpError)
          choice.setError(
            serverFieldErrors(error.body).find((e) => e.path === 'file')?.message ?? error.message,
          )
        throw error
      } finally {
        if (file) choice.setProgress(undefined)
      }
    },
  }
}

function imageSize(doc: Record<string, unknown> | undefined) {
  const { width, height } = doc ?? {}
  return typeof width === 'number' && typeof height === 'number' ? { width, height } : undefined
}
