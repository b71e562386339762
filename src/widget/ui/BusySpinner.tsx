/**
 * What shows in place of a submit button while its call runs: a turning ring and what is happening
 * ('Calculating…'), announced as a status.
 */
export interface BusySpinnerProps {
  /** What is happening, shown and read out: 'Calculating…'. */
  text: string;
  /**
   * Given the element as it appears (null as it goes): with it, the spinner can take the focus from script
   * (tabIndex -1), so a keyboard user's focus can stay on it after submitting.
   */
  elementRef?: (element: HTMLDivElement | null) => void;
}

export function BusySpinner({ text, elementRef }: BusySpinnerProps) {
  return (
    <div className="ccc-spinner" role="status" tabIndex={elementRef ? -1 : undefined} ref={elementRef}>
      <span className="ccc-spinner-ring" aria-hidden="true" />
      <span className="ccc-spinner-text">{text}</span>
    </div>
  );
}
