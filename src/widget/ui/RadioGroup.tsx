import type { ReactNode } from 'react';
import { Question, type QuestionText } from './Question';
import { choiceId } from './question-ids';

export interface RadioOption<T> {
  value: T;
  label: string;
  /** A stable key for the option, used in its id. */
  key: string;
}

export interface RadioGroupProps<T> extends QuestionText {
  name: string;
  options: readonly RadioOption<T>[];
  value: T | null;
  isSelected?: (option: T, value: T | null) => boolean;
  onChange: (value: T) => void;
  onLeave?: () => void;
  /** Lays the options side by side (the yes/no pair) instead of one per line. */
  inline?: boolean;
  /** Extra content after the options, e.g. a help link. */
  footer?: ReactNode;
}

/** A group of radio buttons under one visible legend, with hint and error tied to the group. */
export function RadioGroup<T>({
  name,
  options,
  value,
  onChange,
  onLeave,
  inline,
  footer,
  isSelected = (option, current) => option === current,
  ...question
}: RadioGroupProps<T>) {
  const { ids, error } = question;
  return (
    <Question as="fieldset" {...question} onLeave={onLeave}>
      <div className={`ccc-radios${inline ? ' ccc-radios--inline' : ''}`}>
        {options.map((option) => {
          const id = choiceId(ids, option.key);
          return (
            <div className="ccc-radio" key={option.key}>
              <input
                className="ccc-radio-input"
                type="radio"
                id={id}
                name={name}
                checked={isSelected(option.value, value)}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(option.value)}
              />
              <label className="ccc-radio-label" htmlFor={id}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {footer}
    </Question>
  );
}
