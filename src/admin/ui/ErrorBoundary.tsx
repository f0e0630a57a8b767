import { Component, type ReactNode } from 'react'

interface Props {
  fallback: (args: { error: unknown; reset: () => void }) => ReactNode
  children: ReactNode
}

/** Catches a render or suspense-query failure below it and shows `fallback` with a retry. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: undefined as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  reset = () => this.setState({ error: undefined })

  override render() {
    if (this.state.error !== undefined)
      return this.props.fallback({ error: this.state.error, reset: this.reset })
    return this.props.children
  }
}
