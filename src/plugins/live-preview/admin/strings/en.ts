/** The live-preview plugin's admin strings (English, the source of keys), `t('live-preview:…')`. */
export const stringsEn = {
  toolbar: 'Live preview controls',
  breakpoint: 'Breakpoint',
  responsive: 'Responsive',
  zoom: 'Zoom',
  position: 'Position',
  right: 'Right of the form',
  left: 'Left of the form',
  inPopup: 'The preview is open in its own window.',
  bringBack: 'Show the preview here',
  sizeReset: 'The preview size you kept no longer fits; it is back to responsive.',
  urlFailed: 'The preview address could not be made.',
  waiting: 'Connecting to the preview…',
  notConnected:
    'The preview page has not connected. It may have failed to load, or it does not use Payload’s live preview.',
  blocked:
    'The admin may not show pages of {{origin}}. Add this origin to the server’s FOLIO_PREVIEW_ORIGINS.',
}

declare module '../../../../admin/extend' {
  interface StringPacks {
    'live-preview': typeof stringsEn
  }
}
