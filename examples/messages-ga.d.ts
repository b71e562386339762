/** Types of examples/messages-ga.js for TypeScript importers (stories, tests). */
import type { Messages } from '../src/widget/host/messages';

export declare const gaMessages: Partial<Messages>;
export declare const gaAddGoalLabel: string;
