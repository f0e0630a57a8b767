import { useCallback, useMemo, useState } from 'react'
import type { ClientUpload } from '../../shared/client-config'
import { formatBytes } from '../../shared/format-bytes'
import { isAcceptedType } from '../../shared/mime-types'
import { useI18n } from '../i18n/I18nProvider'
import type { TFunction } from '../i18n/translate'
import type { CropArea } from './crop'
import type { FocalPoint } from './focal-point'

/**
 * What an upload collection's form holds besides its fields: the file chosen to upload (new or a
 * replacement), a focal point set on the preview, how much of the file a save has sent, and what
 * is wrong with the choice. Kept by the document screen, which sends it with the save.
 */
export interface FileChoice {
  file?: File
  focal?: FocalPoint
  /** The area of the image (the chosen file's, else the stored one's) to keep, while it is being cropped. */
  crop?: CropArea
  /** The chosen file's pixel size, once its preview has read it (an image or a video). */
  chosenSize?: { width: number; height: number }
  /** From 0 to 1 while a save sends the file. */
  progress?: number
  error?: string
  /** Takes the file when the collection accepts it; otherwise says why (`error`) and keeps none. */
  choose: (file: File) => boolean
  setFocal: (point: FocalPoint) => void
  setCrop: (area: CropArea | undefined) => void
  setChosenSize: (size: { width: number; height: number } | undefined) => void
  /** Forgets the file and the point (after a save, or when the user clears the choice). */
  clear: () => void
  setProgress: (fraction: number | undefined) => void
  setError: (message: string | undefined) => void
}

export function useFileChoice(upload: ClientUpload | undefined): FileChoice {
  const { t, language } = useI18n()
  const [file, setFile] = useState<File>()
  const [focal, setFocal] = useState<FocalPoint>()
  const [crop, setCrop] = useState<CropArea>()
  const [chosenSize, setChosenSize] = useState<{ width: number; height: number }>()
  const [progress, setProgress] = useState<number>()
  const [error, setError] = useState<string>()

  const choose = useCallback(
    (candidate: File) => {
      const problem = upload && fileProblem(upload, candidate, t, language)
      setError(problem)
      if (problem) return false
      setFile(candidate)
      setFocal(undefined)
      setCrop(undefined)
      setChosenSize(undefined)
      return true
    },
    [upload, t, language],
  )
  const clear = useCallback(() => {
    setFile(undefined)
    setFocal(undefined)
    setCrop(undefined)
    setChosenSize(undefined)
    setError(undefined)
    setProgress(undefined)
  }, [])

  return useMemo(
    () => ({
      file,
      focal,
      crop,
      chosenSize,
      progress,
      error,
      choose,
      setFocal,
      setCrop,
      setChosenSize,
      clear,
      setProgress,
      setError,
    }),
    [file, focal, crop, chosenSize, progress, error, choose, clear],
  )
}

/** Why a collection does not take a file (its type, its size), checked before it is sent; undefined when it does. */
export function fileProblem(
  upload: ClientUpload,
  file: File,
  t: TFunction,
  language: string,
): string | undefined {
  if (!isAcceptedType(upload.mimeTypes, file.type || ''))
    return t('error:invalidFileTypeValue', { value: file.type || file.name })
  if (upload.maxFileSize !== undefined && file.size > upload.maxFileSize)
    return t('folio:fileTooLarge', { limit: formatBytes(upload.maxFileSize, language) })
  return undefined
}
