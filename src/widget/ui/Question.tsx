import type { ReactNode } from 'react';

import type { QuestionIds } from './question-ids';

export { questionIds, type QuestionIds } from './question-ids';

/** The aria-describedby value for a control: its hint and error, when shown. */
export function describedBy(ids: QuestionIds, hint?: ReactNode, error?: string): string | undefined {
  const parts = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

interface HintAndErrorProps {
  ids: QuestionIds;
  hint?: ReactNode;
  error?: string;
  /** Said before the error by screen readers (visually hidden); default 'Error: '. */
  errorPrefix?: string;
}

/** The hint and error lines under a question's label. */
export function HintAndError({ ids, hint, error, errorPrefix = 'Error: ' }: HintAndErrorProps) {
  return (
    <>
      {hint ? (
        <div id={ids.hint} className="ccc-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={ids.error} className="ccc-error-message">
          <span className="ccc-visually-hidden">{errorPrefix}</span>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** What every control says about itself as a question: its ids, label, icon, hint and error. */
export interface QuestionText extends HintAndErrorProps {
  label: ReactNode;
  /** An icon (tooltip) shown after the label. */
  labelIcon?: ReactNode;
}

interface QuestionProps extends QuestionText {
  /** 'label' for a single control; 'fieldset' for a group of radios (the label becomes the legend). */
  as: 'label' | 'fieldset';
  children: ReactNode;
  /** Extra props for the <label> (downshift's getLabelProps). */
  labelProps?: Record<string, unknown>;
  /** Called when focus leaves the whole question (marks it as touched). */
  onLeave?: () => void;
}

/** One question: visible label, optional icon, hint, error and the control, with the error styling. */
export function Question({
  as,
  ids,
  label,
  labelIcon,
  hint,
  error,
  errorPrefix,
  children,
  onLeave,
  labelProps,
}: QuestionProps) {
  const className = `ccc-question${error ? ' ccc-question--error' : ''}`;
  if (as === 'fieldset') {
    return (
      <fieldset
        className={className}
        aria-labelledby={ids.label}
        aria-describedby={describedBy(ids, hint, error)}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (onLeave && !(next && event.currentTarget.contains(next))) onLeave();
        }}
      >
        <legend className="ccc-label">
          <span id={ids.label}>{label}</span>
          {labelIcon}
        </legend>
        <HintAndError ids={ids} hint={hint} error={error} errorPrefix={errorPrefix} />
        {children}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <div className="ccc-label-row">
        <label {...labelProps} className="ccc-label" id={ids.label} htmlFor={ids.control}>
          {label}
        </label>
        {labelIcon}
      </div>
      <HintAndError ids={ids} hint={hint} error={error} errorPrefix={errorPrefix} />
      {children}
    </div>
  );
}
