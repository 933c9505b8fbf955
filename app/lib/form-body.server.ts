// Owns reading a posted form: every action, public or console, reads its body here and nowhere else
// (docs/decisions/017-hostile-input.md). The server has refused bodies over its limits before this
// (server/app.ts); what reaches here is at most 64 KB, or a console photo upload.
import { loggedPath, refusals } from "./refusal-log.server.ts";

/** What a browser sends a form as: these two, and nothing else, are read as a form. */
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The posted form. A body that is not a form (JSON, plain text, XML, no type) or cannot be read as
 * one (multipart without its boundary, cut short, malformed) is read as an empty form, so every
 * action answers it as it answers an empty post: 4xx with its own page and messages, nothing
 * stored. Such a body is logged as one warning line a minute, without a stack. Text in the fields
 * is as decoded; whether it is readable is for the schemas and `field` (app/schemas) to judge.
 */
export async function formDataOf(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  const where = { method: request.method, path: loggedPath(new URL(request.url).pathname) };
  if (!FORM_TYPES.test(type)) {
    // A post with no body at all (a mail program's one-click unsubscribe may send one) is no probe.
    const empty = type === "" && Number(request.headers.get("content-length") ?? 0) === 0;
    if (!empty) refusals("a post that is not a form was read as an empty form", { ...where, contentType: type.slice(0, 100) });
    return new FormData();
  }
  try {
    return await request.formData();
  } catch {
    refusals("a form body that could not be read was read as an empty form", { ...where, contentType: type.slice(0, 100) });
    return new FormData();
  }
}
