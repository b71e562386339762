/**
 * Wall-clock times in an IANA time zone and the UTC instants they are, with the platform's own
 * time-zone data (Intl), daylight saving included. Dates are 'YYYY-MM-DD'; times of day are
 * minutes after midnight.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows this IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `instant` in `timeZone`, read as if it were UTC (milliseconds). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

const DAY_MS = 86_400_000;

const dateMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The date `days` after `date`. */
export const addDays = (date: string, days: number): string =>
  new Date(dateMs(date) + days * DAY_MS).toISOString().slice(0, 10);

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string): number => new Date(dateMs(date)).getUTCDay();

/** The date of `instant` on the wall calendar of `timeZone`. */
export const localDateOf = (instant: Date, timeZone: string): string =>
  new Date(wallClockMs(instant.valueOf(), timeZone)).toISOString().slice(0, 10);

/** 'HH:MM' of `instant` on the wall clock of `timeZone`. */
export const localTimeOf = (instant: Date, timeZone: string): string =>
  new Date(wallClockMs(instant.valueOf(), timeZone)).toISOString().slice(11, 16);

/**
 * The instant at which the wall clock of `timeZone` shows `minutes` after midnight on `date`, or
 * null when it never does (the hour skipped when clocks go forward).
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date | null {
  const wall = dateMs(date) + minutes * 60_000;
  // The offset at a first guess, then at the instant that guess gives (right across a change).
  const guess = wall - (wallClockMs(wall, timeZone) - wall);
  const instant = wall - (wallClockMs(guess, timeZone) - guess);
  return wallClockMs(instant, timeZone) === wall ? new Date(instant) : null;
}
