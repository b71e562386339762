import { useEffect, useRef, useState } from 'react';
import { TextInput, type TextInputProps } from './TextInput';
import { acceptsNumberText, blocksNumberKey, parseNumberText } from './number-input-rules';

export interface NumberInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputRef'> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** When false (the default) the '.' key is blocked. */
  allowDecimals?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * A number input with the rules of SPEC §5: over 9 characters is rejected, empty becomes null,
 * the mouse wheel never changes the value, and '.' is blocked when decimals are not allowed.
 */
export function NumberInput({ value, onChange, allowDecimals = false, inputRef, ...rest }: NumberInputProps) {
  const element = useRef<HTMLInputElement | null>(null);
  // The text is kept as typed so that '' and partial input show as the user left them.
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  useEffect(() => {
    const next = value ?? null;
    if (!Object.is(parseNumberText(text), next)) setText(next === null ? '' : String(next));
  }, [value]);

  // A non-passive listener, so preventDefault really stops the wheel (React's onWheel is passive).
  useEffect(() => {
    const input = element.current;
    if (!input) return undefined;
    const stopWheel = (event: WheelEvent) => {
      if (input.matches(':focus')) event.preventDefault();
    };
    input.addEventListener('wheel', stopWheel, { passive: false });
    return () => input.removeEventListener('wheel', stopWheel);
  }, []);

  return (
    <TextInput
      {...rest}
      inputRef={(node: HTMLInputElement | null) => {
        element.current = node;
        inputRef?.(node);
      }}
      type="number"
      inputMode={allowDecimals ? 'decimal' : 'numeric'}
      step={allowDecimals ? 'any' : 1}
      value={text}
      onKeyDown={(event) => {
        if (blocksNumberKey(event.key, allowDecimals)) event.preventDefault();
      }}
      onInput={(event) => {
        const input = event.currentTarget as HTMLInputElement;
        if (!acceptsNumberText(input.value)) {
          input.value = text;
          return;
        }
        setText(input.value);
        onChange(parseNumberText(input.value));
      }}
    />
  );
}
