/**
 * Downtime: SPEC §4/§8. An answer with status 503 switches the downtime flag on; any other outcome
 * of a request (another status, a network failure) switches it off. `onDowntimeChange(isDown)` is
 * called only when the flag changes. The flag starts off. This exchange sits right above the fetch
 * exchange, so it sees every attempt (retries included) and no cached result.
 */
import { mapExchange, type Exchange } from '@urql/core';
import { callSafely } from './callbacks';
import { statusOf } from './errors';

/** The status that means the API is down for maintenance. */
export const DOWNTIME_STATUS = 503;

export function downtimeExchange(onDowntimeChange: (isDown: boolean) => void): Exchange {
  let isDown = false;
  return mapExchange({
    onResult(result) {
      const down = statusOf(result.error) === DOWNTIME_STATUS;
      if (down !== isDown) {
        isDown = down;
        callSafely(() => onDowntimeChange(down));
      }
    },
  });
}
