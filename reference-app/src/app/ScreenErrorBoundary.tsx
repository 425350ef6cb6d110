import { Component, type ReactNode } from 'react';
import { GlobalError } from '../components/GlobalError';
import { Button } from '../components/ui/Button';
import { useMessages } from '../i18n/useMessages';

/** Props of `ScreenErrorBoundary`. */
export interface ScreenErrorBoundaryProps {
  /** Changes with the address: a move to another screen (back, a link) tries to show it again. */
  resetKey: string;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  failed: boolean;
  /** The `resetKey` the state belongs to. */
  key: string;
}

/**
 * Catches a screen that fails to render, most often a screen whose code could not be downloaded (the
 * connection dropped, or a new release replaced the files the page knew), and offers to reload the page
 * instead of leaving it blank. React reports the error itself (`console.error`).
 *
 * @example
 * ```tsx
 * <ScreenErrorBoundary resetKey={location.key}>{screen}</ScreenErrorBoundary>
 * ```
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ScreenErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): ScreenErrorBoundaryState | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

function ScreenFailed() {
  const text = useMessages();
  return (
    <GlobalError title={text.screenFailedTitle} detail={text.screenFailedHelp}>
      <Button onClick={() => window.location.reload()}>{text.tryAgain}</Button>
    </GlobalError>
  );
}
