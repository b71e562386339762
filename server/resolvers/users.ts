/** user, signUp and syncUser: the caller's own record, keyed by the token's subject. */
import { requireCaller } from '../auth/access';
import { rootField, type ResolverMap } from '../graphql/context';
import { checkSignUpInput, type SignUpInput } from '../validation/user';
import { succeeded, userView } from './views';

export const userResolvers: ResolverMap = {
  Query: {
    user: rootField<Record<string, never>>(async (_args, ctx) => {
      const { userId } = await requireCaller(ctx.identity);
      const user = await ctx.storage.users.get(userId);
      return user && userView(user);
    }),
  },
  Mutation: {
    signUp: rootField<{ input: SignUpInput }>(async ({ input }, ctx) => {
      const { userId } = await requireCaller(ctx.identity);
      checkSignUpInput(input);
      const user = await ctx.storage.users.upsert({
        id: userId,
        name: input.name.trim(),
        email: input.email ?? null,
        referralSource: input.referralSource?.trim() || null,
      });
      return succeeded({ user: userView(user) });
    }),
    syncUser: rootField<Record<string, never>>(async (_args, ctx) => {
      const caller = await requireCaller(ctx.identity);
      const user = await ctx.storage.users.upsert({
        id: caller.userId,
        name: caller.name ?? null,
        email: caller.email ?? null,
        referralSource: null,
      });
      return succeeded({ user: userView(user) });
    }),
  },
};
