/**
 * A press on Calculate while it is disabled (SPEC §4: until the answers are valid) is an attempt to calculate, as
 * Enter in a field is: the form then says what is missing (form/AnswerErrorSummary.tsx). A disabled button gets
 * no click (HTML), but pointer events still reach it: a press is a pointerdown and a pointerup both on it. The
 * empty form before the framework (empty-form-shell.ts) and the framework's form (FormView.tsx) both watch for it.
 */

/**
 * Whether `pointerup`, heard in the form's own tree, ends a press on the disabled Calculate (the form's one submit
 * button) that began on it (`startedOn`, pointer-settle.ts).
 */
export function pressedDisabledCalculate(pointerup: Event, startedOn: EventTarget | null): boolean {
  const target = pointerup.target as HTMLButtonElement;
  return target === startedOn && target.type === 'submit' && target.disabled;
}
