/** user, signUp and syncUser: the caller's own record, keyed by the token's subject. */
import { requireCaller } from '../auth/access';
import { rootField, type Resolvers } from '../graphql/context';
import { valueOrRefuse } from '../graphql/errors';
import { parseSignUpInput } from '../validation/user';
import { succeeded, userView } from './views';

export const userResolvers: Resolvers = {
  Query: {
    user: rootField(async (_args, ctx) => {
      const { userId } = await requireCaller(ctx.identity);
      const user = await ctx.storage.users.get(userId);
      return user && userView(user);
    }),
  },
  Mutation: {
    signUp: rootField(async (args, ctx) => {
      const { userId } = await requireCaller(ctx.identity);
      const input = valueOrRefuse(parseSignUpInput(args.input));
      const user = await ctx.storage.users.upsert({
        id: userId,
        name: input.name.trim(),
        email: input.email ?? null,
        referralSource: input.referralSource?.trim() || null,
      });
      return succeeded({ user: userView(user) });
    }),
    syncUser: rootField(async (_args, ctx) => {
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
