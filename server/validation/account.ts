/**
 * The rules for the account and tools operations' arguments. What every argument must be (no NUL
 * characters, a DateTime from 1900 to 2200 with its offset) is checked before these (arguments.ts).
 */
import { badUserInput } from '../graphql/errors';
import { EMAIL_CODE_MESSAGES, CODE_DIGITS } from '../account/email-codes';
import { checkFields, email, required, text, type Check } from './rules';

export const FLAG_NAME_MESSAGE = 'Must be 1 to 100 letters, digits and the characters . _ - :';
export const FUTURE_MESSAGE = 'Must be in the future';
export const SUGGESTION_MAX = 1000;
export const SEARCH_MAX = 100;

const flagName: Check = (value) =>
  typeof value === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(value) ? undefined : FLAG_NAME_MESSAGE;

const digitsCode: Check = (value) =>
  typeof value === 'string' && new RegExp(`^\\d{${CODE_DIGITS}}$`).test(value.trim())
    ? undefined
    : EMAIL_CODE_MESSAGES.codeFormat;

/** Throws BAD_USER_INPUT naming each refused field of `values`, checked by `checks` (see rules.ts). */
function refuse(values: Record<string, unknown>, checks: Record<string, Check[]>, prefix = ''): void {
  const errors = checkFields(prefix, values, checks);
  if (errors.length) throw badUserInput(errors);
}

export const checkFlagName = (id: string): void => refuse({ id }, { id: [flagName] });

export const checkSuggestion = (suggestion: string): void =>
  refuse({ suggestion }, { suggestion: [required, text(1, SUGGESTION_MAX)] });

export const checkSearch = (search: string | null | undefined): void =>
  refuse({ search }, { search: [text(0, SEARCH_MAX)] });

export const checkNewEmail = (address: string): void => refuse({ email: address }, { email: [required, email] });

export const checkEmailChange = (address: string, verificationCode: string): void =>
  refuse({ email: address, verificationCode }, { email: [required, email], verificationCode: [digitsCode] });

/** A reminder must be for a time after `now` (the server's clock). */
export function checkReminderTime(remindAt: string, now: Date): Date {
  const at = new Date(remindAt);
  if (at.getTime() <= now.getTime()) throw badUserInput([{ field: 'remindAt', message: FUTURE_MESSAGE }]);
  return at;
}
