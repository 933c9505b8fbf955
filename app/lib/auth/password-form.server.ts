// Owns reading a new password from a console form (the Operators page, the reset link's page, the
// setup page): the password and the same again, checked by the password rules, each problem in the
// words of the form's own fields.
import { passwordProblem } from "#app/lib/auth/passwords.server.ts";
import { field } from "#app/schemas/form-data.ts";

type Words = { password: { required: string }; again: { required: string } };

/** The posted password, and the messages for "password" and "again" when it will not do. */
export function readNewPassword(form: FormData, words: Words): { password: string; errors: Partial<Record<"password" | "again", string>> } {
  const password = field(form, "password");
  const again = field(form, "again");
  const problem = password === "" ? words.password.required : passwordProblem(password);
  if (problem) return { password, errors: { password: problem } };
  if (password !== again) return { password, errors: { again: words.again.required } };
  return { password, errors: {} };
}
