// Links such as /contact?subject=outings&about=Scenic%20Day%20Trips start the contact form for
// the visitor (links are built by contactLink in app/lib/links.ts): the subject chosen and a first
// line in the message. Anything unexpected is ignored.
import { contactCopy } from "#app/content/form-words/contact.ts";
import { contactSubjects, type ContactSubject } from "#app/core/contact-subjects.ts";

/** Longest "about" text taken from a link; a longer one is not from our own buttons. */
const ABOUT_MAX = 200;

export function contactPrefill(params: URLSearchParams): { subject?: ContactSubject; message?: string; about?: string } {
  const subject = contactSubjects.find((s) => s.value === params.get("subject"))?.value;
  // eslint-disable-next-line no-control-regex
  const about = (params.get("about") ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
  return {
    ...(subject ? { subject } : {}),
    ...(about && about.length <= ABOUT_MAX ? { message: contactCopy.prefilledMessage(about), about } : {}),
  };
}
