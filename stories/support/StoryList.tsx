/**
 * The docs page's list of the widget's states: each story of a story file, by its name, linked to it in
 * Storybook (the list is read from the stories themselves, so it cannot leave one out).
 */
import { storyNameFromExport, toId } from 'storybook/internal/csf';

interface StoryModule {
  default: { title?: string };
  [exportName: string]: unknown;
}

export function StoryList({ of: module }: { of: StoryModule }) {
  const title = module.default.title ?? '';
  const stories = Object.entries(module).filter(([exportName]) => exportName !== 'default');
  return (
    <ul>
      {stories.map(([exportName, story]) => (
        <li key={exportName}>
          <a href={`?path=/story/${toId(title, storyNameFromExport(exportName))}`} target="_top">
            {(story as { name?: string }).name ?? storyNameFromExport(exportName)}
          </a>
        </li>
      ))}
    </ul>
  );
}
