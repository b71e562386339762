import { useEffect, useRef, type MouseEvent } from 'react';

/** One problem in the summary: its text, the control its link takes the focus to, and that question's label. */
export interface ErrorSummaryItem {
  text: string;
  /** The id of the control to focus: the field, or the first radio of a group. */
  controlId: string;
  /** The id of the question's label (or legend's text), brought into view above the control. */
  labelId: string;
}

export interface ErrorSummaryProps {
  /** 'There is a problem'. */
  heading: string;
  /** The problems, in the order of the questions on screen; nothing is shown without one. */
  items: readonly ErrorSummaryItem[];
  /**
   * Counts the attempts to submit: at each new one the summary takes the focus (so a screen reader reads it out,
   * and the keyboard starts from it).
   */
  attempt: number;
}

/**
 * GOV.UK Frontend's error summary: at the top of a form, after a submit refused for its answers, a box headed
 * 'There is a problem' (an alert, and focused) with a link to each question to put right. A link brings the
 * question's label into view and focuses its control (not the page's address: the widget may be in a shadow root,
 * and the fragment is the host's).
 */
export function ErrorSummary({ heading, items, attempt }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt) box.current?.focus();
  }, [attempt]);
  if (!items.length) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, item: ErrorSummaryItem) => {
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const control = root.getElementById(item.controlId);
    if (!control) return;
    event.preventDefault();
    const label = root.getElementById(item.labelId);
    label?.scrollIntoView?.();
    control.focus({ preventScroll: !!label?.scrollIntoView });
  };
  return (
    <div className="ccc-error-summary" tabIndex={-1} ref={box}>
      <div role="alert">
        <h2 className="ccc-error-summary-heading">{heading}</h2>
        <ul className="ccc-error-summary-list">
          {items.map((item) => (
            <li key={item.controlId}>
              <a href={`#${item.controlId}`} onClick={(event) => follow(event, item)}>
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
