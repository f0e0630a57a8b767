import { Link } from 'react-router'

/** The way onward under a signed-out screen's card (back to the sign-in, to forgot password). */
export function FootnoteLink(props: { to: string; label: string }) {
  return (
    <p className="minimal__footnote">
      <Link className="link" to={props.to}>
        {props.label}
      </Link>
    </p>
  )
}
