/**
 * The rules for the account and tools operations' arguments. What every argument must be (no NUL
 * characters, a DateTime from 1900 to 2200 with its offset) is checked before these (arguments.ts).
 */
import { EMAIL_CODE_MESSAGES, CODE_DIGITS } from '../account/email-codes';
import { parsedUnless, type Parsed } from './parsed';
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

/** `value`, or the refusal of the field `name` by the first of `checks` that refuses it (see rules.ts). */
function parsedField<T>(name: string, value: T, checks: Check[]): Parsed<T> {
  return parsedUnless(checkFields('', { [name]: value }, { [name]: checks }), () => value);
}

export const parseFlagName = (id: string): Parsed<string> => parsedField('id', id, [flagName]);

export const parseSuggestion = (suggestion: string): Parsed<string> =>
  parsedField('suggestion', suggestion, [required, text(1, SUGGESTION_MAX)]);

export const parseSearch = (search: string | null | undefined): Parsed<string | null | undefined> =>
  parsedField('search', search, [text(0, SEARCH_MAX)]);

export const parseNewEmail = (address: string): Parsed<string> => parsedField('email', address, [required, email]);

/** The e-mail address to change to and the code sent to it, as given (the code is compared trimmed). */
export interface EmailChange {
  email: string;
  verificationCode: string;
}

export function parseEmailChange(address: string, verificationCode: string): Parsed<EmailChange> {
  const change = { email: address, verificationCode };
  const errors = checkFields('', { ...change }, { email: [required, email], verificationCode: [digitsCode] });
  return parsedUnless(errors, () => change);
}

/** A reminder's time, which must be after `now` (the server's clock). */
export function parseReminderTime(remindAt: string, now: Date): Parsed<Date> {
  const at = new Date(remindAt);
  return parsedUnless(at.getTime() > now.getTime() ? [] : [{ field: 'remindAt', message: FUTURE_MESSAGE }], () => at);
}
