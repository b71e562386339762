import type { HTMLAttributes } from 'react';
import { useSelect, type Environment } from 'downshift';
import { Question, describedBy, type QuestionText } from './Question';
import { keepInView } from './keep-in-view';

export interface SelectOption<T> {
  value: T;
  label: string;
}

export interface SelectProps<T> extends QuestionText {
  options: readonly SelectOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** Not operable (while a calculation runs). */
  disabled?: boolean;
  /** Called when the list closes and focus leaves the button (marks the question as touched). */
  onLeave?: () => void;
  /** Shown on the button while nothing is chosen: 'Select an option'. */
  placeholder: string;
  /** The status read out as the list opens or closes (SPEC §8), from whether it is open and how many options it has. */
  statusMessage: (isOpen: boolean, count: number) => string;
  /** Where downshift listens for outside clicks and finds the focus (a shadow root's stand-in); default the document. */
  environment?: Environment;
}

/** A single-select dropdown (downshift useSelect): button + listbox, keyboard operable, status announced. */
export function Select<T>({
  options,
  value,
  onChange,
  onLeave,
  disabled = false,
  placeholder,
  statusMessage,
  environment,
  ...question
}: SelectProps<T>) {
  const { ids, hint, error } = question;
  const items = options as SelectOption<T>[];
  const selectedItem = items.find((option) => option.value === value) ?? null;
  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = useSelect({
    items,
    selectedItem,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.label ?? null,
    onSelectedItemChange: ({ selectedItem: chosen }) => {
      if (chosen) onChange(chosen.value);
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) onLeave?.();
    },
    toggleButtonId: ids.control,
    labelId: ids.label,
    menuId: `${ids.control}-menu`,
    getItemId: (index) => `${ids.control}-item-${index}`,
    scrollIntoView: keepInView,
    ...(environment ? { environment } : {}),
  });
  const { disabled: _disabled, ...toggle } = getToggleButtonProps({
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, hint, error),
    onBlur: () => {
      if (!isOpen) onLeave?.();
    },
  } as Parameters<typeof getToggleButtonProps>[0]) as unknown as HTMLAttributes<HTMLDivElement> & {
    disabled?: boolean;
  };
  // The toggle is a div (the ARIA combobox pattern): unavailable is said with aria-disabled, and it leaves the tab order.
  if (disabled) Object.assign(toggle, { 'aria-disabled': true, tabIndex: -1 });
  return (
    <Question as="label" {...question} labelProps={getLabelProps()}>
      <div className={`ccc-select${isOpen ? ' ccc-select--open' : ''}`}>
        <div
          {...toggle}
          className={`ccc-select-button${error ? ' ccc-select-button--error' : ''}${selectedItem ? '' : ' ccc-select-button--placeholder'}`}
        >
          <span>{selectedItem ? selectedItem.label : placeholder}</span>
          <span className="ccc-chevron" aria-hidden="true" />
        </div>
        <ul {...getMenuProps({ className: 'ccc-select-menu' })} hidden={!isOpen}>
          {isOpen
            ? items.map((item, index) => (
                <li
                  key={item.label}
                  className={`ccc-select-option${highlightedIndex === index ? ' ccc-select-option--highlighted' : ''}`}
                  {...getItemProps({ item, index })}
                >
                  {item.label}
                  {selectedItem === item ? <span className="ccc-check" aria-hidden="true" /> : null}
                </li>
              ))
            : null}
        </ul>
        <div className="ccc-visually-hidden" role="status" aria-live="polite">
          {statusMessage(isOpen, items.length)}
        </div>
      </div>
    </Question>
  );
}
