/** A polite live region: demo forms use it to say, in words, that nothing was sent. */
import type { ReactNode } from 'react';
import './demo-forms.css';

export function StatusNote({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={['status-note', className ?? ''].join(' ').trim()}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
