import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { StatusNote } from '../../../components/StatusNote';

export interface NoticeToggleProps {
  question: string;
  action: string;
  /** Note shown when the panel's form is submitted (nothing is sent). */
  note: string;
  testId: string;
  children: ReactNode;
}

/** "Returning customer? Click here to login": a disclosure button revealing a small form that sends nothing. */
export function NoticeToggle({ question, action, note, testId, children }: NoticeToggleProps) {
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const panelId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <div className="checkout-notice" data-testid={testId}>
      <p className="checkout-notice__bar">
        {question}{' '}
        <button
          type="button"
          className="checkout-notice__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {action}
        </button>
      </p>
      <div id={panelId} hidden={!open} className="checkout-notice__panel">
        <form className="demo-form" onSubmit={onSubmit} noValidate aria-label={action}>
          {children}
          <StatusNote>{submitted ? note : ''}</StatusNote>
        </form>
      </div>
    </div>
  );
}
