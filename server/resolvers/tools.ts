/**
 * tools, suggestedTools, subscribeToTool and suggestNewTool. The catalogue is reference data
 * (server/reference-data/tools.ts, or the deployment's); what a user subscribed to is stored, one
 * row per user and tool (subscribing again is the same subscription). `tools` lists the caller's
 * subscriptions, oldest first; `suggestedTools` the rest of the catalogue, in its order.
 */
import { requireSelf } from '../auth/access';
import { rootField, type RequestContext, type ResolverMap } from '../graphql/context';
import { pageOf, type PageArgs } from '../graphql/pages';
import type { ToolEntry } from '../reference-data';
import { pageOfList } from '../reference-data/page';
import { checkSuggestion } from '../validation/account';
import { failed, succeeded } from './views';

export const toolView = (tool: ToolEntry, subscribed: boolean) => ({
  id: tool.id,
  name: tool.name,
  description: tool.description,
  url: tool.url,
  subscribed,
});

export const UNKNOWN_TOOL_MESSAGE = 'No tool with this id in the catalogue: see suggestedTools';

const toolKey = (tool: ToolEntry): string => tool.id;

/** The catalogue split into the tools the user subscribed to (oldest subscription first) and the rest. */
async function toolsOf(ctx: RequestContext, userId: string): Promise<{ subscribed: ToolEntry[]; others: ToolEntry[] }> {
  const ids = await ctx.storage.tools.toolIds(userId);
  const catalogue = ctx.referenceData.tools;
  const subscribed = ids.flatMap((id) => catalogue.filter((tool) => tool.id === id));
  return { subscribed, others: catalogue.filter((tool) => !ids.includes(tool.id)) };
}

const toolList = (which: 'subscribed' | 'others') =>
  rootField<{ userId: string } & PageArgs>(async ({ userId, ...args }, ctx) => {
    const owner = await requireSelf(ctx.identity, userId);
    const page = pageOf(args);
    const tools = (await toolsOf(ctx, owner))[which];
    return pageOfList(tools, toolKey, page).map((tool) => toolView(tool, which === 'subscribed'));
  });

export const toolResolvers: ResolverMap = {
  Query: {
    tools: toolList('subscribed'),
    suggestedTools: toolList('others'),
  },
  Mutation: {
    subscribeToTool: rootField<{ userId: string; toolId: string }>(async ({ userId, toolId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const tool = ctx.referenceData.tools.find((entry) => entry.id === toolId);
      if (!tool) return failed('NOT_FOUND', UNKNOWN_TOOL_MESSAGE, { tool: null });
      await ctx.storage.transaction(async (stores) => {
        await stores.users.ensure(owner);
        await stores.tools.subscribe(owner, tool.id);
      });
      return succeeded({ tool: toolView(tool, true) });
    }),
    suggestNewTool: rootField<{ userId: string; suggestion: string }>(async ({ userId, suggestion }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      checkSuggestion(suggestion);
      await ctx.storage.transaction(async (stores) => {
        await stores.users.ensure(owner);
        await stores.tools.suggest(owner, suggestion.trim());
      });
      return succeeded({});
    }),
  },
};
