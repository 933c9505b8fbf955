// The console's newsletter issue form: subject, Markdown body, and whether to add the
// next events. Run by the console's actions.
import { z } from "zod";
import { newsletterConsoleCopy } from "#app/content/newsletter.ts";
import { fieldErrorsOf } from "./form-data.ts";
import { requiredLine, requiredText } from "./schema-kit.ts";

const f = newsletterConsoleCopy.form.fields;
export const ISSUE_SUBJECT_MAX = 150;
export const ISSUE_BODY_MAX = 20_000;

export const NewsletterIssueSchema = z.object({
  subject: requiredLine(f.subject.required, ISSUE_SUBJECT_MAX),
  body: requiredText(f.body.required, ISSUE_BODY_MAX),
  includeEvents: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
});
export type NewsletterIssueInput = z.infer<typeof NewsletterIssueSchema>;

export type IssueFormValues = { subject: string; body: string; includeEvents: boolean };

/** The typed values back for the page, and the validated issue or an error per field. */
export function readIssueForm(form: FormData): { values: IssueFormValues; input?: NewsletterIssueInput; errors: Record<string, string> } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { subject: text("subject"), body: text("body"), includeEvents: form.get("includeEvents") === "on" };
  const parsed = NewsletterIssueSchema.safeParse(values);
  if (!parsed.success) return { values, errors: fieldErrorsOf(parsed.error) };
  return { values, input: parsed.data, errors: {} };
}
