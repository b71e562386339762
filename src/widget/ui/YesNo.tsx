import { RadioGroup, type RadioGroupProps } from './RadioGroup';

const YES_NO = [
  { key: 'yes', value: true, label: 'Yes' },
  { key: 'no', value: false, label: 'No' },
] as const;

export interface YesNoProps extends Omit<RadioGroupProps<boolean>, 'options' | 'value' | 'inline'> {
  /** undefined is treated as null: nothing chosen (SPEC §5). */
  value: boolean | null | undefined;
}

/** The 'Yes' / 'No' radio pair. */
export function YesNo({ value, ...rest }: YesNoProps) {
  return <RadioGroup {...rest} inline options={YES_NO} value={toYesNoValue(value)} />;
}

/** SPEC §5: the yes/no field maps undefined to null. */
export function toYesNoValue(value: boolean | null | undefined): boolean | null {
  return value === undefined ? null : value;
}
