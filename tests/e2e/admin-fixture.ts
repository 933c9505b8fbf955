// Shared by the console's journeys and by admin-setup.ts: the operator account and the seeded
// record whose notification is dead. Not a spec file: Playwright runs only *.spec.ts.
import type { Page } from "@playwright/test";

export const E2E_OPERATOR = { email: "operator@e2e.example.org", password: "an e2e operator passphrase" } as const;

/** A contact enquiry stored before the server starts, with a dead operator notification. */
export const SEEDED = {
  reference: "REQ-1700000000000-E2EDEAD1",
  /** A formula a spreadsheet would run: the CSV must neutralise it. */
  name: '=HYPERLINK("http://example.org","click")',
  email: "seeded@example.org",
  lastError: "connect ECONNREFUSED 127.0.0.1:2525 (seeded for the console test)",
} as const;

export async function logInAsOperator(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(E2E_OPERATOR.email);
  await page.getByLabel("Password").fill(E2E_OPERATOR.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
}

/** Posts the public contact form as a browser without JavaScript would; returns the Reference ID shown. */
export async function submitEnquiry(
  request: import("@playwright/test").APIRequestContext,
  baseURL: string,
  fields: { name: string; email: string; message?: string },
): Promise<string> {
  const response = await request.post("/contact", {
    headers: { Origin: baseURL },
    form: {
      name: fields.name,
      email: fields.email,
      phone: "9845012345",
      subject: "outings",
      message: fields.message ?? "Is there a place on the next outing? I would like to join with a friend.",
      website: "",
    },
  });
  const html = await response.text();
  const reference = /REQ-\d+-[A-Z0-9]+/.exec(html)?.[0];
  if (response.status() !== 200 || !reference) throw new Error(`contact form did not answer with a Reference ID (status ${response.status()})`);
  return reference;
}
