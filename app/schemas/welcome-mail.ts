// The welcome mail's form: its subject and words, as the operator leaves them.
import { z } from "zod";
import { welcomeMailCopy } from "#app/content/welcome-mail.ts";
import { requiredLine, requiredText } from "./schema-kit.ts";

const f = welcomeMailCopy.fields;

export const WelcomeMailSchema = z.object({
  subject: requiredLine(f.subject.required, 150),
  body: requiredText(f.body.required, 5000),
});
export type WelcomeMailInput = z.infer<typeof WelcomeMailSchema>;
