// The reply form on a record's page: the subject and the answer, as the operator leaves them.
import { z } from "zod";
import { replyMailCopy } from "#app/content/reply-mail.ts";
import { requiredLine, requiredText } from "./schema-kit.ts";

const f = replyMailCopy.fields;

export const ReplyMailSchema = z.object({
  subject: requiredLine(f.subject.required, 150),
  body: requiredText(f.body.required, 10_000),
});
export type ReplyMailInput = z.infer<typeof ReplyMailSchema>;
