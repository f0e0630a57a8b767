import type { ReactNode } from 'react'

/** A 16 px line drawing in the text's colour: the toolbar buttons' pictures. */
function Icon(props: { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {props.children}
    </svg>
  )
}

export const BOLD_ICON = (
  <Icon>
    <path
      d="M4.5 2.75h4a2.6 2.6 0 0 1 0 5.2h-4zM4.5 7.95h4.75a2.65 2.65 0 0 1 0 5.3H4.5z"
      strokeWidth="2"
    />
  </Icon>
)

export const ITALIC_ICON = (
  <Icon>
    <path d="M7 2.75h5.5M3.5 13.25H9M9.75 2.75l-3.5 10.5" />
  </Icon>
)

export const UNDERLINE_ICON = (
  <Icon>
    <path d="M4.5 2.25v4.5a3.5 3.5 0 0 0 7 0v-4.5M3.5 14h9" />
  </Icon>
)

export const STRIKETHROUGH_ICON = (
  <Icon>
    <path d="M11.25 4.25C10.8 3.1 9.6 2.5 8 2.5c-1.9 0-3.25.95-3.25 2.4 0 .9.45 1.6 1.5 2.1" />
    <path d="M2.5 8h11" />
    <path d="M4.75 11.75c.45 1.15 1.65 1.75 3.25 1.75 1.9 0 3.25-.95 3.25-2.4 0-.45-.1-.8-.3-1.1" />
  </Icon>
)

export const CODE_ICON = (
  <Icon>
    <path d="M5.5 4 1.75 8l3.75 4M10.5 4l3.75 4-3.75 4" />
  </Icon>
)

export const NUMBERED_LIST_ICON = (
  <Icon>
    <path d="M7 4h7M7 8h7M7 12h7" />
    <path d="M2 2.9 3.1 2.25v3.5" strokeWidth="1.2" />
    <path d="M1.9 8.35a.95.95 0 0 1 1.85.25c0 .7-1.85 1.55-1.85 2.15h1.9" strokeWidth="1.2" />
  </Icon>
)

export const BULLETED_LIST_ICON = (
  <Icon>
    <path d="M7 4h7M7 8h7M7 12h7" />
    <circle cx="3" cy="4" r="1.1" fill="currentColor" stroke="none" />
    <circle cx="3" cy="8" r="1.1" fill="currentColor" stroke="none" />
    <circle cx="3" cy="12" r="1.1" fill="currentColor" stroke="none" />
  </Icon>
)

export const OUTDENT_ICON = (
  <Icon>
    <path d="M2 3h12M8 6.5h6M8 9.5h6M2 13h12M5 6 2.5 8 5 10" />
  </Icon>
)

export const INDENT_ICON = (
  <Icon>
    <path d="M2 3h12M8 6.5h6M8 9.5h6M2 13h12M2.5 6 5 8l-2.5 2" />
  </Icon>
)

/** A small downward chevron: the block-format menu's trigger. */
export const CHEVRON_ICON = (
  <Icon>
    <path d="m4.5 6.25 3.5 3.5 3.5-3.5" />
  </Icon>
)

/** A tick: the block-format menu's current item. */
export const CHECK_ICON = (
  <Icon>
    <path d="m3.25 8.25 3 3 6.5-6.5" />
  </Icon>
)

/** Two chain links: the link button's picture. */
export const LINK_ICON = (
  <Icon>
    <path d="M7 9.5a3 3 0 0 0 4.2 0l2-2a3 3 0 0 0-4.2-4.2l-.7.7" />
    <path d="M9 6.5a3 3 0 0 0-4.2 0l-2 2a3 3 0 0 0 4.2 4.2l.7-.7" />
  </Icon>
)

/** A page with a corner turned: the relationship button's picture. */
export const RELATIONSHIP_ICON = (
  <Icon>
    <path d="M4 1.75h5l3 3v9.5H4z" />
    <path d="M9 1.75v3h3M6.5 8.5h3M6.5 11h3" />
  </Icon>
)

/** A framed landscape: the upload button's picture. */
export const UPLOAD_ICON = (
  <Icon>
    <rect x="1.75" y="2.75" width="12.5" height="10.5" rx="1.5" />
    <path d="M2 11.5l3.5-3.5 3 3 2-2 3.5 3.5" />
    <circle cx="10.5" cy="6" r="1.1" />
  </Icon>
)
