import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Question, describedBy, type QuestionText } from './Question';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, QuestionText {
  /** Icon shown inside the field before the text, e.g. a currency symbol. */
  iconStart?: ReactNode;
  /** Icon shown inside the field after the text, e.g. 'years'. */
  iconEnd?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A text input with its visible label, hint, error and optional icons. */
export function TextInput({
  ids,
  label,
  hint,
  error,
  errorPrefix,
  iconStart,
  iconEnd,
  labelIcon,
  inputRef,
  ...input
}: TextInputProps) {
  return (
    <Question
      as="label"
      ids={ids}
      label={label}
      labelIcon={labelIcon}
      hint={hint}
      error={error}
      errorPrefix={errorPrefix}
    >
      <div className={`ccc-input-wrap${error ? ' ccc-input-wrap--error' : ''}`}>
        {iconStart ? (
          <span className="ccc-input-icon" aria-hidden="true">
            {iconStart}
          </span>
        ) : null}
        <input
          {...input}
          ref={inputRef}
          id={ids.control}
          className="ccc-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
        />
        {iconEnd ? (
          <span className="ccc-input-icon" aria-hidden="true">
            {iconEnd}
          </span>
        ) : null}
      </div>
    </Question>
  );
}
