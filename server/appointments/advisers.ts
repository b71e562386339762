/**
 * The advisers and their working hours, from a JSON file: server/appointments/advisers.json by
 * default, or the file a deployment names (ServerOptions.advisersFile, ADVISERS_FILE). The file is
 * checked when the server starts; a mistake stops it with a message naming the field.
 *
 *   {
 *     "appointmentMinutes": 60,        length of every appointment, 15 to 240
 *     "minimumNoticeHours": 2,         slots starting sooner than this are not offered, 0 to 168
 *     "bookingHorizonDays": 42,        slots starting later than this are not offered, 1 to 366
 *     "advisers": [{
 *       "id": "adviser-niamh-kelly", "name": "Niamh Kelly", "email": "…", "phone": "…",
 *       "timeZone": "Europe/Dublin",   IANA zone the working hours are read in
 *       "workingHours": { "monday": ["09:00-13:00", "14:00-17:00"], … }   days left out: not working
 *     }]
 *   }
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isTimeZone } from './zoned-time';

export const DEFAULT_ADVISERS_FILE = fileURLToPath(new URL('./advisers.json', import.meta.url));

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A stretch of working time: minutes after local midnight, start before end. */
export interface WorkingRange {
  start: number;
  end: number;
}

export interface Adviser {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  timeZone: string;
  /** Index 0 Sunday … 6 Saturday. */
  workingHours: WorkingRange[][];
}

export interface AdviserSchedule {
  appointmentMinutes: number;
  minimumNoticeHours: number;
  bookingHorizonDays: number;
  advisers: Adviser[];
}

/** A mistake in the advisers' configuration. */
export class AdviserConfigError extends Error {
  constructor(source: string, field: string, problem: string) {
    super(`Advisers configuration ${source}: ${field} ${problem}`);
    this.name = 'AdviserConfigError';
  }
}

const RANGE = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

type Fail = (field: string, problem: string) => never;

function wholeNumber(value: unknown, field: string, min: number, max: number, fail: Fail): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
    fail(field, `must be a whole number from ${min} to ${max}`);
  return value as number;
}

function optionalText(value: unknown, field: string, fail: Fail): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !value.trim()) fail(field, 'must be a non-empty string when given');
  return value as string;
}

function parseRanges(value: unknown, field: string, fail: Fail): WorkingRange[] {
  if (!Array.isArray(value)) fail(field, "must be a list of 'HH:MM-HH:MM' ranges");
  const ranges = (value as unknown[]).map((raw, index) => {
    const match = typeof raw === 'string' ? RANGE.exec(raw) : null;
    const range = match && {
      start: Number(match[1]) * 60 + Number(match[2]),
      end: Number(match[3]) * 60 + Number(match[4]),
    };
    if (!range || range.start >= range.end || range.end > 24 * 60)
      fail(`${field}[${index}]`, "must be 'HH:MM-HH:MM' with the start before the end");
    return range as WorkingRange;
  });
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  sorted.slice(1).forEach((range, index) => {
    if (range.start < sorted[index].end) fail(field, 'has overlapping ranges');
  });
  return sorted;
}

function parseAdviser(value: unknown, field: string, fail: Fail): Adviser {
  if (typeof value !== 'object' || value === null) fail(field, 'must be an object');
  const raw = value as Record<string, unknown>;
  if (typeof raw.id !== 'string' || !/^[A-Za-z0-9_.-]{1,64}$/.test(raw.id))
    fail(`${field}.id`, 'must be 1 to 64 letters, digits, _ . or -');
  if (typeof raw.name !== 'string' || !raw.name.trim()) fail(`${field}.name`, 'must be a non-empty string');
  if (typeof raw.timeZone !== 'string' || !isTimeZone(raw.timeZone))
    fail(`${field}.timeZone`, "must be an IANA time zone such as 'Europe/Dublin'");
  const hours = raw.workingHours;
  if (typeof hours !== 'object' || hours === null || Array.isArray(hours))
    fail(`${field}.workingHours`, 'must be an object of weekday names');
  for (const day of Object.keys(hours as object)) {
    if (!(WEEKDAYS as readonly string[]).includes(day))
      fail(`${field}.workingHours.${day}`, `is not a weekday: use ${WEEKDAYS.join(', ')}`);
  }
  const byDay = hours as Record<string, unknown>;
  return {
    id: raw.id as string,
    name: (raw.name as string).trim(),
    email: optionalText(raw.email, `${field}.email`, fail),
    phone: optionalText(raw.phone, `${field}.phone`, fail),
    timeZone: raw.timeZone as string,
    workingHours: WEEKDAYS.map((day) =>
      byDay[day] === undefined ? [] : parseRanges(byDay[day], `${field}.workingHours.${day}`, fail),
    ),
  };
}

/** The schedule `value` describes, or an AdviserConfigError naming the first field that is wrong. */
export function parseAdviserSchedule(value: unknown, source = '(given)'): AdviserSchedule {
  const fail: Fail = (field, problem) => {
    throw new AdviserConfigError(source, field, problem);
  };
  if (typeof value !== 'object' || value === null) fail('the file', 'must hold a JSON object');
  const raw = value as Record<string, unknown>;
  const appointmentMinutes = wholeNumber(raw.appointmentMinutes, 'appointmentMinutes', 15, 240, fail);
  const minimumNoticeHours = wholeNumber(raw.minimumNoticeHours ?? 0, 'minimumNoticeHours', 0, 168, fail);
  const bookingHorizonDays = wholeNumber(raw.bookingHorizonDays, 'bookingHorizonDays', 1, 366, fail);
  if (!Array.isArray(raw.advisers) || raw.advisers.length === 0)
    fail('advisers', 'must be a list of at least one adviser');
  const advisers = (raw.advisers as unknown[]).map((adviser, index) =>
    parseAdviser(adviser, `advisers[${index}]`, fail),
  );
  const ids = new Set<string>();
  advisers.forEach((adviser, index) => {
    if (ids.has(adviser.id)) fail(`advisers[${index}].id`, `repeats '${adviser.id}'`);
    ids.add(adviser.id);
  });
  return { appointmentMinutes, minimumNoticeHours, bookingHorizonDays, advisers };
}

/** Reads and checks an advisers file (the shipped one by default). */
export function loadAdviserSchedule(file: string = DEFAULT_ADVISERS_FILE): AdviserSchedule {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new AdviserConfigError(
      file,
      'the file',
      `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AdviserConfigError(file, 'the file', 'is not valid JSON');
  }
  return parseAdviserSchedule(value, file);
}
