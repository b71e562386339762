/** What every group's wording shares: the shapes of its words, and how money, months, rates and people are written. */
import { formatMoney } from '../../src/money';
import type { FigureName } from '../../schema/generated/schema';

/** An amount a recommendation states, as data: its name, a label and the amount. */
export interface Figure {
  name: FigureName;
  label: string;
  cents: number;
}

/** A recommendation in words: its title, its text (Markdown) and every amount the two state, as figures. */
export interface RecommendationWords {
  title: string;
  markdown: string;
  figures: Figure[];
}

/** A group in words: its title and subtitle, each recommendation's words (in the group's order) and the things to do. */
export interface GroupWords {
  title: string;
  subtitle: string | null;
  recommendations: RecommendationWords[];
  thingsToDo: string[];
}

export const figure = (name: FigureName, label: string, cents: number): Figure => ({ name, label, cents });

/** An amount in cents as the API displays money: '€2,000', '€591.62'. */
export const euro = (cents: number): string => formatMoney(cents / 100);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** The month of a 'YYYY-MM-DD' date: 'March 2027'. */
export const monthYear = (date: string): string => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** A yearly rate in percent: '22.9 %'. */
export const percent = (rate: number): string => `${rate.toLocaleString('en-IE', { maximumFractionDigits: 2 })} %`;

/** A count and its noun, singular for 1: '1 month', '16 months'. */
export const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Whose, of a person as the plan names them: 'your', "your partner's", "Ann's". */
export const possessive = (name: string): string =>
  name === 'you' ? 'your' : name === 'your partner' ? "your partner's" : `${name}'s`;

/** Why the budget leaves less than a saving needs; `first`: no saving before it took a share. */
export const budgetLeaves = (allocatedCents: number, first: boolean): string =>
  allocatedCents > 0
    ? `your budget leaves ${euro(allocatedCents)} a month for it${first ? '' : ' after the priorities before it'}`
    : `your budget has nothing left for it${first ? '' : ' after the priorities before it'}`;
