/** The rules for SignUpInput. */
import { parsedUnless, type Parsed } from './parsed';
import { checkFields, email, required, text } from './rules';
import type { SignUpInput } from '../../schema/generated/schema';

/** The input as given, or the refusal of each bad field of it (named `input.name`…). */
export function parseSignUpInput(input: SignUpInput): Parsed<SignUpInput> {
  const errors = checkFields(
    'input',
    { ...input },
    {
      name: [required, text(1, 200)],
      email: [email],
      referralSource: [text(0, 200)],
    },
  );
  return parsedUnless(errors, () => input);
}
