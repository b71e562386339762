/**
 * The Controls panel of the widget stories, made from the widget's own sources so that it cannot drift from
 * them: each option's default and description from README "Options" and the defaults resolveOptions() fills
 * in; each theme property and its default from the stylesheet's var(--ccc-…, default) reads; each text of
 * the `messages` option and its English from the message objects, grouped by where it shows (the questions' texts
 * in the order of the questions' table).
 */
import type { InputType } from 'storybook/internal/csf';
import { readmeSection } from './readme';
import stylesheet from '../../src/widget/root/styles.css?raw';
import { FORM_MESSAGES, placeholdersOf } from '../../src/widget/host/messages';
import { RESULTS_MESSAGES } from '../../src/widget/results/results-messages';
import { NOTE_MESSAGES } from '../../src/widget/results/assumption-notes';
import { PLANNER_MESSAGES } from '../../src/widget/planner/planner-messages';
import { COMPARISON_MESSAGES } from '../../src/widget/planner/comparison-messages';
import { MESSAGE } from '../../src/widget/form/validation';
import { ERROR_SUMMARY_MESSAGES } from '../../src/widget/form/error-summary-messages';
import { ANSWER_ORDER, QUESTIONS, questionTexts } from '../../src/widget/form/questions';
import { MAX_REQUEST_TIMEOUT_MS, MIN_REQUEST_TIMEOUT_MS, resolveOptions } from '../../src/widget/host/options';

/** One row of README's option table: the default as written there, and what the option does. */
export interface OptionRow {
  default: string;
  description: string;
}

/**
 * The rows of the option table in `markdown` (README "Options"), by option name. A row naming several
 * options (`className`, `style`) is given to each; `onAddGoal(answers, collegeCost)` is `onAddGoal`.
 */
export function optionRows(markdown: string): Map<string, OptionRow> {
  const rows = new Map<string, OptionRow>();
  for (const line of markdown.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    // | `name` | default | what it does |  (the cells around the outer bars are empty)
    if (cells.length !== 5 || !cells[1].startsWith('`')) continue;
    const row = { default: cells[2], description: cells[3] };
    for (const [, name] of cells[1].matchAll(/`(\w+)/g)) rows.set(name, row);
  }
  return rows;
}

/** One theme property: its name and the value the widget uses when the host sets none. */
export interface ThemeProperty {
  name: `--ccc-${string}`;
  default: string;
}

/** The --ccc-* custom properties `css` reads, each with its fallback, in the order it reads them. */
export function themeProperties(css: string): ThemeProperty[] {
  return [...css.matchAll(/var\((--ccc-[\w-]+),\s*(.+?)\);\s*$/gm)].map(([, name, fallback]) => ({
    name: name as ThemeProperty['name'],
    default: fallback.trim(),
  }));
}

/** What each theme property paints (README "Theming" lists them; the stylesheet is where they are used). */
const THEME_USE: Record<string, string> = {
  '--ccc-color-primary': 'Buttons, links, chosen options, the information icons and the focus of a field.',
  '--ccc-color-primary-hover': 'A button or link under the pointer.',
  '--ccc-color-text': 'The text, and the background of a tooltip.',
  '--ccc-color-muted': 'Hints, notes and the secondary lines of the results.',
  '--ccc-color-border': 'The borders of the fields and dropdowns.',
  '--ccc-color-surface': "The card's background.",
  '--ccc-color-subtle': "Quiet backgrounds: a highlighted option, the results' summary, a hovered button.",
  '--ccc-color-error': 'Error lines and the border of a field in error.',
  '--ccc-color-focus': 'The focus ring; it must keep a 3:1 contrast with the surfaces around it (WCAG 1.4.11).',
  '--ccc-font': "The widget's font family.",
  '--ccc-radius': 'The corners of the card, fields, buttons and tooltips.',
};

/**
 * The names of the questions' texts, from the questions' table (src/widget/form/questions.ts), in the form's order:
 * each question's label, hint, placeholder, choices and link.
 */
const QUESTION_TEXTS: readonly string[] = [
  ...new Set(ANSWER_ORDER.flatMap((answer) => questionTexts(QUESTIONS[answer]))),
];

/** The groups of the widget's texts, as the Controls panel shows them: where each text shows. */
export const MESSAGE_GROUPS: { category: string; texts: Record<string, string> }[] = [
  {
    category: 'Messages: the questions',
    texts: Object.fromEntries(QUESTION_TEXTS.map((name) => [name, FORM_MESSAGES[name as keyof typeof FORM_MESSAGES]])),
  },
  {
    category: 'Messages: the rest of the form',
    texts: Object.fromEntries(Object.entries(FORM_MESSAGES).filter(([name]) => !QUESTION_TEXTS.includes(name))),
  },
  {
    category: "Messages: the answers' errors",
    texts: Object.fromEntries(
      Object.entries(MESSAGE).map(([key, text]) => [`error${key[0].toUpperCase()}${key.slice(1)}`, text]),
    ),
  },
  { category: "Messages: the answers' error summary", texts: ERROR_SUMMARY_MESSAGES },
  { category: 'Messages: the results', texts: RESULTS_MESSAGES },
  { category: 'Messages: notes and assumptions', texts: NOTE_MESSAGES },
  { category: 'Messages: the savings plan (planner)', texts: PLANNER_MESSAGES },
  { category: 'Messages: two plans side by side (planner)', texts: COMPARISON_MESSAGES },
];

/** The English of every text, by its name for the `messages` option. */
export const ENGLISH: Record<string, string> = Object.assign({}, ...MESSAGE_GROUPS.map((group) => group.texts));

/** The arg of a text of the `messages` option (an arg's name cannot hold a dot). */
export const messageArg = (name: string): `message-${string}` => `message-${name}`;

const OPTIONS = optionRows(readmeSection('Options'));
/** The options' defaults as the widget fills them in. */
export const OPTION_DEFAULTS = resolveOptions({ digitalAdviceUrl: 'https://advice.example/' });
export const THEME = themeProperties(stylesheet);

/** The category of the options in the Controls panel. */
const OPTIONS_CATEGORY = 'Options';

/** An option's control: README's description and default, under 'Options'. */
function optionControl(name: string, control: InputType['control']): InputType {
  const row = OPTIONS.get(name);
  if (!row) throw new Error(`README "Options" has no row for ${name}: the story controls take their text from it.`);
  return {
    name,
    control,
    description: row.description,
    table: { category: OPTIONS_CATEGORY, defaultValue: { summary: row.default } },
  };
}

/** The controls of the options that change what is seen (README "Options"). */
export const optionArgTypes: Record<string, InputType> = {
  layout: optionControl('layout', { type: 'inline-radio' }),
  currencySymbol: optionControl('currencySymbol', { type: 'text' }),
  locale: optionControl('locale', { type: 'text' }),
  planner: optionControl('planner', { type: 'boolean' }),
  userId: {
    ...optionControl('userId', { type: 'text' }),
    description: `${OPTIONS.get('userId')?.description} In the stories: empty for a visitor; any id signs in (a token is passed).`,
  },
  addGoalLabel: optionControl('addGoalLabel', { type: 'text' }),
  requestTimeoutMs: optionControl('requestTimeoutMs', {
    type: 'number',
    min: MIN_REQUEST_TIMEOUT_MS,
    max: MAX_REQUEST_TIMEOUT_MS,
    step: 100,
  }),
};

/** The controls of the theme: one per --ccc-* custom property, its default the widget's own value. */
export const themeArgTypes: Record<string, InputType> = Object.fromEntries(
  THEME.map((property) => [
    property.name,
    {
      name: property.name,
      control: property.name.startsWith('--ccc-color-') ? { type: 'color' } : { type: 'text' },
      description: `${THEME_USE[property.name] ?? ''} Empty: the widget's own.`.trim(),
      table: { category: 'Theme (--ccc-* on the mount element)', defaultValue: { summary: property.default } },
    },
  ]),
);

/** The controls of the texts: one per name of the `messages` option, its English as its value and default. */
export const messageArgTypes: Record<string, InputType> = Object.fromEntries(
  MESSAGE_GROUPS.flatMap(({ category, texts }) =>
    Object.entries(texts).map(([name, english]) => {
      const keeps = placeholdersOf(english);
      return [
        messageArg(name),
        {
          name,
          control: { type: 'text' },
          description:
            `messages.${name}` +
            (keeps.length ? `; keep ${keeps.join(', ')} in it (the widget refuses a text without them).` : '.'),
          table: { category, defaultValue: { summary: english } },
        },
      ];
    }),
  ),
);
