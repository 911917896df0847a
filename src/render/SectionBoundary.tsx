/** A section that throws while rendering is replaced by a short notice; the rest of the page stays. */
import { Component, type ReactNode } from 'react';

export class SectionBoundary extends Component<
  { id: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[section ${this.props.id}]`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
