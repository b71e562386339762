/**
 * README's sections as the docs pages and the controls read them: the options, events, messages and theming
 * are written once, in README, and Storybook shows that text (a link to another file of the repository
 * keeps its words and loses the link, which means nothing in Storybook).
 */
import readme from '../../README.md?raw';

/** The markdown under README's `## title`, up to the next `## `; throws when README has no such section. */
export function readmeSection(title: string): string {
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${title}\n`));
  if (section === undefined) throw new Error(`README has no section "## ${title}" (the Storybook docs show it).`);
  return withoutRelativeLinks(section.slice(title.length + 1).trim());
}

/** `[words](docs/x.md)` → `words`; links to the web stay. */
export const withoutRelativeLinks = (markdown: string): string =>
  markdown.replace(/\[([^\]]+)\]\((?!https?:)[^)]*\)/g, '$1');
