/**
 * The phone number rule (src/rules/phone.ts): a person's (updatePerson) and an appointment's (bookAppointment)
 * alike (tests/server/phone-rule.test.ts checks both use it).
 */
import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, phoneRule } from '../../src/rules/phone';

describe('phoneRule', () => {
  it('refuses in the words the schema documents', () => {
    expect(PHONE_MESSAGE).toBe(
      "Must be a phone number: 6 to 20 digits, spaces, '(', ')', '-', optionally starting with '+'",
    );
  });

  it.each([
    ['+353 87 123 4567', undefined],
    ['0871234567', undefined],
    ['(01) 555-0199', undefined],
    ['123456', undefined],
    ['12345678901234567890', undefined],
    ['  +353 87 123 4567  ', undefined],
    [' 12345678901234567890 ', undefined],
    [null, undefined],
    [undefined, undefined],
    ['12345', PHONE_MESSAGE],
    ['123 45', PHONE_MESSAGE],
    ['(((((( ))))', PHONE_MESSAGE],
    ['123456789012345678901', PHONE_MESSAGE],
    ['++353 87 123 4567', PHONE_MESSAGE],
    ['353 + 87 123 4567', PHONE_MESSAGE],
    ['call me', PHONE_MESSAGE],
    ['0871234567 ext 2', PHONE_MESSAGE],
    ['', PHONE_MESSAGE],
    [871234567, PHONE_MESSAGE],
  ])('%j: %s', (value, message) => expect(phoneRule(value)).toBe(message));
});
