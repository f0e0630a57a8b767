// The extension API's UI kit: the admin's own building blocks, for plugin screens and panels.
// (Design tokens and shared styles: `src/admin/styles/*.css` may be imported too.)
export { Breadcrumbs } from '../ui/Breadcrumbs'
export { ConfirmDialog } from '../ui/ConfirmDialog'
export { Drawer } from '../ui/Drawer'
export { FieldError } from '../ui/FieldError'
export { FootnoteLink } from '../ui/FootnoteLink'
export { FormDialog } from '../ui/FormDialog'
export { Icon, type IconName } from '../ui/icons'
export { MinimalTemplate } from '../ui/MinimalTemplate'
export { Pagination } from '../ui/Pagination'
export { Panel } from '../ui/Panel'
export { Spinner } from '../ui/Spinner'
export { notify } from '../ui/toast'
