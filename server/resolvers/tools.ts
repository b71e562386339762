/**
 * tools, suggestedTools, subscribeToTool and suggestNewTool. The catalogue is reference data
 * (server/reference-data/tools.ts, or the deployment's); what a user subscribed to is stored, one
 * row per user and tool (subscribing again is the same subscription). `tools` lists the caller's
 * subscriptions, oldest first; `suggestedTools` the rest of the catalogue, in its order.
 */
import { requireSelf } from '../auth/access';
import { rootField, type Resolvers } from '../graphql/context';
import { valueOrRefuse } from '../graphql/errors';
import { listKeyOf, memoryPage, pagedFields, storedPage } from '../graphql/pages';
import type { ToolEntry } from '../reference-data';
import { catalogueList, inCatalogue } from '../reference-data/page';
import type { PageRequest } from '../storage';
import { parseSuggestion } from '../validation/account';
import { failed, succeeded } from './views';

export const toolView = (tool: ToolEntry, subscribed: boolean) => ({
  id: tool.id,
  name: tool.name,
  description: tool.description,
  url: tool.url,
  subscribed,
});

export const UNKNOWN_TOOL_MESSAGE = 'No tool with this id in the catalogue: see suggestedTools';

/** The tools of the catalogue the user has not subscribed to, in catalogue order. */
const SUGGESTED = catalogueList<ToolEntry>('suggestedTools', (tool) => tool.id);

export const toolResolvers: Resolvers = {
  Query: {
    ...pagedFields('tools', async ({ userId, ...args }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const catalogue = new Map(ctx.referenceData.tools.map((tool) => [tool.id, tool]));
      const list = listKeyOf('tools', ctx.storage.tools.order);
      // Only tools of the catalogue are read, so each is found in it.
      const page = (request: PageRequest) => ctx.storage.tools.subscribedPage(owner, [...catalogue.keys()], request);
      return storedPage(list, args, page, ({ toolId }) => toolView(catalogue.get(toolId) as ToolEntry, true));
    }),
    ...pagedFields('suggestedTools', async ({ userId, ...args }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const subscribed = new Set(await ctx.storage.tools.toolIds(owner));
      const others = inCatalogue(ctx.referenceData.tools).filter(({ item }) => !subscribed.has(item.id));
      return memoryPage(SUGGESTED, others, args, ({ item }) => toolView(item, false));
    }),
  },
  Mutation: {
    subscribeToTool: rootField(async ({ userId, toolId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const tool = ctx.referenceData.tools.find((entry) => entry.id === toolId);
      if (!tool) return failed('NOT_FOUND', UNKNOWN_TOOL_MESSAGE, { tool: null });
      await ctx.storage.transaction(async (stores) => {
        await stores.users.ensure(owner);
        await stores.tools.subscribe(owner, tool.id);
      });
      return succeeded({ tool: toolView(tool, true) });
    }),
    suggestNewTool: rootField(async ({ userId, ...args }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const suggestion = valueOrRefuse(parseSuggestion(args.suggestion));
      await ctx.storage.transaction(async (stores) => {
        await stores.users.ensure(owner);
        await stores.tools.suggest(owner, suggestion.trim());
      });
      return succeeded({});
    }),
  },
};
