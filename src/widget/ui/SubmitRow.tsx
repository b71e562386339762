import type { Ref } from 'react';
import { BusySpinner } from './BusySpinner';
import { FormError } from './FormError';

export interface SubmitRowProps {
  /** What the button says: 'Calculate'. */
  label: string;
  /** A call is running: the spinner, saying `busyText`, stands in place of the button. */
  busy: boolean;
  busyText: string;
  /** The line above the button when the last call failed; null or undefined when none. */
  error?: string | null;
  buttonId?: string;
  disabled?: boolean;
  /**
   * The form's call has started, before `busy`: the button is disabled for assistive technology and the
   * form (aria-disabled; the form ignores its presses) but keeps the keyboard focus and its look, so nothing
   * on screen changes for an answer that comes at once.
   */
  pending?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Passed to the spinner (BusySpinner's elementRef): with it, the spinner can keep a keyboard user's focus. */
  spinnerRef?: (element: HTMLDivElement | null) => void;
}

/** The foot of a form: its error line, and its submit button or, while the call runs, the spinner. */
export function SubmitRow({
  label,
  busy,
  busyText,
  error,
  buttonId,
  disabled,
  pending,
  buttonRef,
  spinnerRef,
}: SubmitRowProps) {
  return (
    <>
      {error ? <FormError>{error}</FormError> : null}
      <div className="ccc-submit-row">
        {busy ? (
          <BusySpinner text={busyText} elementRef={spinnerRef} />
        ) : (
          <button
            id={buttonId}
            ref={buttonRef}
            type="submit"
            className="ccc-button ccc-button--primary"
            disabled={disabled}
            aria-disabled={pending || undefined}
          >
            {label}
          </button>
        )}
      </div>
    </>
  );
}
