/**
 * A person's phone number (updatePerson) and an appointment's (bookAppointment) are checked by one rule,
 * src/rules/phone.ts, so the two cannot differ as two rules did: a person's number was checked untrimmed, so
 * spaces around it counted towards its 20 characters and hid a leading '+' (though it is kept trimmed), and the
 * two refused in different words.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE } from '../../src/rules/phone';
import { HOUSEHOLD_MESSAGES, PERSON_KINDS, kindErrors } from '../../server/validation/household';
import { APPOINTMENT_MESSAGES } from '../../server/resolvers/appointments';

describe('a person and an appointment take the same phone numbers', () => {
  it('in the same words', () => {
    expect(HOUSEHOLD_MESSAGES.phone).toBe(PHONE_MESSAGE);
    expect(APPOINTMENT_MESSAGES.phoneNumber).toBe(PHONE_MESSAGE);
  });

  it.each([
    ['  +353 87 123 4567', undefined],
    [' 12345678901234567890 ', undefined],
    ['call me', PHONE_MESSAGE],
  ])("a person's %j: %s", (phoneNumber, message) => {
    const errors = kindErrors('person', { userId: 'u', phoneNumber }, PERSON_KINDS);
    expect(errors.find((error) => error.field === 'person.phoneNumber')?.message).toBe(message);
  });
});
