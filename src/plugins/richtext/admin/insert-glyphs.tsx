/** A page with a corner turned and a line to it: the relationship button's picture. */
export const RELATIONSHIP_GLYPH = (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinejoin="round"
  >
    <path d="M4 1.75h5l3 3v9.5H4z" />
    <path d="M9 1.75v3h3M6.5 8.5h3M6.5 11h3" />
  </svg>
)

/** A framed landscape: the upload button's picture. */
export const UPLOAD_GLYPH = (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinejoin="round"
  >
    <rect x="1.75" y="2.75" width="12.5" height="10.5" rx="1.5" />
    <path d="M2 11.5l3.5-3.5 3 3 2-2 3.5 3.5" />
    <circle cx="10.5" cy="6" r="1.1" />
  </svg>
)
