/**
 * The account: consent, interaction flags, the vulnerability reminder, and a change of e-mail
 * address confirmed by a one-time code (server/account/email-codes.ts) that the configured sender
 * delivers (server/account/email-code-sender.ts). Everything is the caller's own: a `userId`
 * argument must be the caller's, and a flag or reminder is always looked up under the caller.
 *
 * - consent(userId) is always an object, with id = the user id and contactServicesIrishLifeGroup
 *   null until answered, so a cached answer is updated by updateConsent's result.
 * - interactionFlag(id) is always an object too: a flag never set is off (value false).
 * - setVulnerabilityReminder keeps one reminder per user (its id stays when it is set again);
 *   remindAt must be in the future by the server's clock. Deleting when there is none is NOT_FOUND.
 */
import { requireCaller, requireSelf } from '../auth/access';
import { EmailSenderNotConfiguredError } from '../account/email-code-sender';
import {
  codeRefusal,
  EMAIL_CODE_MESSAGES,
  newCode,
  pendingChange,
  resendAllowedIfSentBy,
  sameAddress,
} from '../account/email-codes';
import { badUserInput, valueOrRefuse } from '../graphql/errors';
import { rootField, type Resolvers } from '../graphql/context';
import type { VulnerabilityReminderRecord } from '../storage';
import { parseEmailChange, parseFlagName, parseNewEmail, parseReminderTime } from '../validation/account';
import { failed, succeeded, userView } from './views';

const consentView = (userId: string, value: boolean | null) => ({ id: userId, contactServicesIrishLifeGroup: value });
const flagView = (id: string, value: boolean | null) => ({ id, value: value ?? false });
const reminderView = (reminder: VulnerabilityReminderRecord) => ({
  id: reminder.id,
  remindAt: reminder.remindAt.toISOString(),
});

export const EMAIL_CHANGED_TITLE = 'Your e-mail address was changed';

export const accountResolvers: Resolvers = {
  Query: {
    consent: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      return consentView(owner, await ctx.storage.consents.get(owner));
    }),
    interactionFlag: rootField(async (args, ctx) => {
      const { userId } = await requireCaller(ctx.identity);
      const id = valueOrRefuse(parseFlagName(args.id));
      return flagView(id, await ctx.storage.interactionFlags.get(userId, id));
    }),
    vulnerabilityReminder: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const reminder = await ctx.storage.vulnerabilityReminders.get(owner);
      return reminder && reminderView(reminder);
    }),
  },
  Mutation: {
    updateConsent: rootField(async ({ input }, ctx) => {
      const owner = await requireSelf(ctx.identity, input.userId);
      const value = await ctx.storage.transaction(async (stores) => {
        await stores.users.ensure(owner);
        return stores.consents.set(owner, input.contactServicesIrishLifeGroup);
      });
      return succeeded({ consent: consentView(owner, value) });
    }),
    updateInteractionFlag: rootField(async ({ value, ...args }, ctx) => {
      const { userId } = await requireCaller(ctx.identity);
      const id = valueOrRefuse(parseFlagName(args.id));
      const stored = await ctx.storage.transaction(async (stores) => {
        await stores.users.ensure(userId);
        return stores.interactionFlags.set(userId, id, value);
      });
      return succeeded({ interactionFlag: flagView(id, stored) });
    }),
    setVulnerabilityReminder: rootField(async ({ userId, remindAt }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const at = valueOrRefuse(parseReminderTime(remindAt, ctx.now()));
      const reminder = await ctx.storage.transaction(async (stores) => {
        await stores.users.ensure(owner);
        return stores.vulnerabilityReminders.set(owner, at);
      });
      return succeeded({ vulnerabilityReminder: reminderView(reminder) });
    }),
    deleteVulnerabilityReminder: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      if (!(await ctx.storage.vulnerabilityReminders.delete(owner)))
        return failed('NOT_FOUND', 'No vulnerability reminder is set for this user', {});
      return succeeded({});
    }),

    changeEmailVerification: rootField(async (args, ctx) => {
      const { userId } = await requireCaller(ctx.identity);
      const email = valueOrRefuse(parseNewEmail(args.email));
      const current = await ctx.storage.users.get(userId);
      if (current?.email && sameAddress(current.email, email))
        throw badUserInput([{ field: 'email', message: EMAIL_CODE_MESSAGES.sameEmail }]);
      const now = ctx.now();
      const code = newCode();
      const change = pendingChange(userId, email, code, now);
      try {
        // The code is kept only if it was delivered: a sender that throws leaves no pending change.
        await ctx.storage.transaction(async (stores) => {
          await stores.users.ensure(userId);
          if (!(await stores.emailVerifications.put(userId, change, resendAllowedIfSentBy(now)))) {
            throw badUserInput([{ field: 'email', message: EMAIL_CODE_MESSAGES.tooSoon }]);
          }
          await ctx.emailCodeSender.send(
            { userId, email, code, sentAt: now, expiresAt: change.expiresAt },
            { messages: stores.messages },
          );
        });
      } catch (error) {
        if (error instanceof EmailSenderNotConfiguredError) return failed('EMAIL_NOT_CONFIGURED', error.message, {});
        throw error;
      }
      return succeeded({});
    }),
    updateEmail: rootField(async (args, ctx) => {
      const { userId } = await requireCaller(ctx.identity);
      const { email, verificationCode } = valueOrRefuse(parseEmailChange(args.email, args.verificationCode));
      const now = ctx.now();
      // Counted (and committed) before the code is compared, so no number of concurrent tries gets past the limit.
      const pending = await ctx.storage.emailVerifications.claimAttempt(userId);
      if (!pending) throw badUserInput([{ field: 'verificationCode', message: EMAIL_CODE_MESSAGES.noCode }]);
      const refusal = codeRefusal(pending, userId, email, verificationCode.trim(), now);
      if (refusal) throw badUserInput([refusal]);
      const user = await ctx.storage.transaction(async (stores) => {
        if (!(await stores.emailVerifications.consume(userId, pending.codeHash))) {
          throw badUserInput([{ field: 'verificationCode', message: EMAIL_CODE_MESSAGES.used }]);
        }
        const saved = await stores.users.upsert({ id: userId, name: null, email: pending.email, referralSource: null });
        await stores.messages.insert(userId, {
          title: EMAIL_CHANGED_TITLE,
          subtitle: `We will write to ${pending.email} from now on.`,
          receivedAt: now,
        });
        return saved;
      });
      return succeeded({ user: userView(user) });
    }),
  },
};
