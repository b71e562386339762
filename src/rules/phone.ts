/**
 * Phone numbers (a person's, an appointment's): one rule and one message wherever a phone number is taken.
 * The rule judges the number as it is kept, trimmed: spaces around it are not part of it, so they neither
 * count towards its 20 characters nor hide a leading '+'.
 */
import { absent, type Rule } from './rule';

/** The refusal of a phone number, in the words the schema documents for it. */
export const PHONE_MESSAGE =
  "Must be a phone number: 6 to 20 digits, spaces, '(', ')', '-', optionally starting with '+'";

const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const SIX_DIGITS = /(\d.*){6}/;

/** An optional phone number: once trimmed, 6 to 20 digits, spaces, brackets and dashes, at least 6 of them digits, after an optional '+'. */
export const phoneRule: Rule = (value) =>
  absent(value) || (typeof value === 'string' && PHONE.test(value.trim()) && SIX_DIGITS.test(value))
    ? undefined
    : PHONE_MESSAGE;
