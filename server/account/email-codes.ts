/**
 * The one-time codes of an e-mail change (`changeEmailVerification`, then `updateEmail`): six
 * random digits, kept only as an HMAC-SHA256 under a random salt and bound to the user and the new
 * address; they work for CODE_LIFETIME_MINUTES by the server's clock, for at most MAX_CODE_ATTEMPTS
 * tries (each try is counted in the database before the code is compared, so concurrent tries
 * cannot exceed it), and once. A new code may be asked for RESEND_AFTER_SECONDS after the last.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { EmailVerificationRecord } from '../storage';

export const CODE_DIGITS = 6;
export const CODE_LIFETIME_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_AFTER_SECONDS = 60;

export const EMAIL_CODE_MESSAGES = {
  codeFormat: `Must be the ${CODE_DIGITS}-digit code we sent`,
  noCode: 'No code has been sent for a change of e-mail address: ask for one with changeEmailVerification',
  otherEmail: 'The code was sent for another address: give that address, or ask for a code for this one',
  expired: 'This code has expired: ask for a new one with changeEmailVerification',
  tooManyAttempts: `The code was tried ${MAX_CODE_ATTEMPTS} times: ask for a new one with changeEmailVerification`,
  wrongCode: (triesLeft: number) =>
    triesLeft > 0
      ? `Wrong code: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`
      : 'Wrong code, and that was the last try: ask for a new one with changeEmailVerification',
  used: 'This code has already been used',
  tooSoon: `A code was sent less than ${RESEND_AFTER_SECONDS} seconds ago: wait before asking for another`,
  sameEmail: 'This is already your e-mail address',
} as const;

/** Addresses are compared without regard to case or surrounding spaces. */
export const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export const newCode = (): string => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

export const newSalt = (): string => randomBytes(16).toString('hex');

export function hashCode(salt: string, userId: string, email: string, code: string): string {
  return createHmac('sha256', salt).update(`${userId}\n${email.trim().toLowerCase()}\n${code}`).digest('hex');
}

/** The pending change to store for `code`, sent now. */
export function pendingChange(
  userId: string,
  email: string,
  code: string,
  now: Date,
): Omit<EmailVerificationRecord, 'attempts'> {
  const salt = newSalt();
  return {
    email,
    salt,
    codeHash: hashCode(salt, userId, email, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000),
  };
}

/** The latest instant a pending code may have been sent for another to be sent at `now`. */
export const resendAllowedIfSentBy = (now: Date): Date => new Date(now.getTime() - RESEND_AFTER_SECONDS * 1000);

/** Why `code` does not confirm `email` against the pending change (its attempts already counting this try); null when it does. */
export function codeRefusal(
  pending: EmailVerificationRecord,
  userId: string,
  email: string,
  code: string,
  now: Date,
): { field: 'email' | 'verificationCode'; message: string } | null {
  if (pending.attempts > MAX_CODE_ATTEMPTS)
    return { field: 'verificationCode', message: EMAIL_CODE_MESSAGES.tooManyAttempts };
  if (pending.expiresAt.getTime() <= now.getTime())
    return { field: 'verificationCode', message: EMAIL_CODE_MESSAGES.expired };
  if (!sameAddress(pending.email, email)) return { field: 'email', message: EMAIL_CODE_MESSAGES.otherEmail };
  const given = Buffer.from(hashCode(pending.salt, userId, email, code), 'hex');
  const expected = Buffer.from(pending.codeHash, 'hex');
  if (given.length === expected.length && timingSafeEqual(given, expected)) return null;
  return { field: 'verificationCode', message: EMAIL_CODE_MESSAGES.wrongCode(MAX_CODE_ATTEMPTS - pending.attempts) };
}
