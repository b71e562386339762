/**
 * How the one-time code of an e-mail change reaches the new address: a pluggable sender, given to
 * the server as `startServer({ emailCodeSender })`. A deployment gives one that sends e-mail. Without
 * one, a development server uses developmentEmailCodeSender (it writes the code to the user as a message,
 * so the flow can be tried without mail, and prints it only when asked: `printEmailCodes`, PRINT_EMAIL_CODES=1);
 * a production server has none and `changeEmailVerification` answers EMAIL_NOT_CONFIGURED.
 */
import type { MessageStore, NewMessage } from '../storage';

export interface EmailCodeDelivery {
  userId: string;
  /** The new address, as it will be saved. */
  email: string;
  /** The code in clear: the only place it exists outside the user's hands. */
  code: string;
  /** The server clock's instant of sending, and the code's end. */
  sentAt: Date;
  expiresAt: Date;
}

/** What a sender may use besides the delivery: the request's own stores, in its transaction. */
export interface EmailCodeSenderContext {
  messages: Pick<MessageStore, 'insert'>;
}

export interface EmailCodeSender {
  /** Delivers the code, or throws: then the pending change is not kept, and the caller may ask again at once. */
  send(delivery: EmailCodeDelivery, context: EmailCodeSenderContext): Promise<void>;
}

/** Thrown by a server that has no sender: answered as EMAIL_NOT_CONFIGURED. */
export class EmailSenderNotConfiguredError extends Error {
  constructor() {
    super('This server cannot send e-mail: its operator has not configured a sender');
    this.name = 'EmailSenderNotConfiguredError';
  }
}

/** A production server's default: it has no way to send e-mail. */
export const unconfiguredEmailCodeSender: EmailCodeSender = {
  async send() {
    throw new EmailSenderNotConfiguredError();
  },
};

const hhmm = (date: Date): string => date.toISOString().slice(11, 16);

/** The message the development sender writes: the code and until when it works. */
export const codeMessage = (delivery: EmailCodeDelivery): NewMessage => ({
  title: 'Your e-mail verification code',
  subtitle: `Enter ${delivery.code} to confirm ${delivery.email} as your e-mail address. The code works until ${hhmm(delivery.expiresAt)} UTC.`,
  receivedAt: delivery.sentAt,
});

/**
 * For development: writes the code to the user as a message and, only when `print` is given, prints it too (a
 * code on stdout ends up in whatever collects the server's output: SECURITY.md promises codes never reach a log).
 */
export function developmentEmailCodeSender(print?: (line: string) => void): EmailCodeSender {
  return {
    async send(delivery, context) {
      print?.(
        `E-mail verification code for user ${delivery.userId} (${delivery.email}): ${delivery.code}, until ${delivery.expiresAt.toISOString()}`,
      );
      await context.messages.insert(delivery.userId, codeMessage(delivery));
    },
  };
}
