// Plausible, unique form submissions for load and fault tests (field names as the forms post them):
// the valid posts of tests/support/valid-forms.ts, each with a name and e-mail address of its own.
import { validPost } from "#tests/support/valid-forms.ts";

export type FormKind = "contact" | "newsletter" | "member" | "volunteer";

const kinds: FormKind[] = ["contact", "newsletter", "member", "volunteer"];
const pathOf: Record<FormKind, string> = { contact: "/contact", newsletter: "/blog", member: "/join-us", volunteer: "/join-us" };

export function sampleSubmission(n: number, runId = process.pid.toString(36)): { kind: FormKind; path: string; body: URLSearchParams } {
  const kind = kinds[n % kinds.length]!;
  const email = `bench-${runId}-${n}@example.org`;
  const own =
    kind === "contact"
      ? { name: `Load Test ${n}`, email, message: `Benchmark enquiry number ${n}: please ignore.` }
      : kind === "newsletter"
        ? { email }
        : { firstName: "Load", lastName: `Test ${n}`, email };
  return { kind, path: pathOf[kind], body: validPost(kind, own) };
}
