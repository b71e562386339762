/** The rules for SignUpInput. */
import { badUserInput } from '../graphql/errors';
import { checkFields, email, required, text } from './rules';
import type { SignUpInput } from '../../schema/generated/schema';

export function checkSignUpInput(input: SignUpInput): void {
  const errors = checkFields(
    'input',
    { ...input },
    {
      name: [required, text(1, 200)],
      email: [email],
      referralSource: [text(0, 200)],
    },
  );
  if (errors.length) throw badUserInput(errors);
}
