import { RadioGroup, type RadioGroupProps } from './RadioGroup';

export interface YesNoProps extends Omit<RadioGroupProps<boolean>, 'options' | 'value' | 'inline'> {
  /** undefined is treated as null: nothing chosen (SPEC §5). */
  value: boolean | null | undefined;
  /** The two options' words; default 'Yes' and 'No'. */
  labels?: { yes: string; no: string };
}

/** The 'Yes' / 'No' radio pair. */
export function YesNo({ value, labels = { yes: 'Yes', no: 'No' }, ...rest }: YesNoProps) {
  const options = [
    { key: 'yes', value: true, label: labels.yes },
    { key: 'no', value: false, label: labels.no },
  ];
  return <RadioGroup {...rest} inline options={options} value={toYesNoValue(value)} />;
}

/** SPEC §5: the yes/no field maps undefined to null. */
export function toYesNoValue(value: boolean | null | undefined): boolean | null {
  return value === undefined ? null : value;
}
