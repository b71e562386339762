/**
 * A submit refused for its answers sends the focus to the first refused one (GOV.UK Frontend's error
 * pattern): nothing else would tell a screen reader or keyboard user. `order` is the questions' order on
 * screen, `controlId` names the control of each, `errors` are the form's.
 */
export function focusFirstError<F extends string>(
  form: HTMLElement,
  order: readonly F[],
  controlId: (field: F) => string,
  errors: Partial<Record<string, unknown>> | undefined,
): void {
  const first = order.find((field) => errors?.[field]);
  if (first) form.querySelector<HTMLElement>(`[id="${controlId(first)}"]`)?.focus();
}
