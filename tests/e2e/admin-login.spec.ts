// Getting into the console as a volunteer does, on a server of its own started on an
// empty data folder without PUBLIC_SITE_URL: the start output prints a one-time setup link and
// says that mail links lead nowhere; the link's page creates the first owner, and then stops
// working; the console shows the PUBLIC_SITE_URL warning; a colleague on a new browser types the
// code mailed to them (field `code`), and that browser needs no code again; a forgotten password
// is replaced through /admin/forgot and the link mailed to /admin/reset?token=…, which logs out
// the other browser; the audit lists it all.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { ownPort } from "./own-server.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { parseEml } from "#tests/support/mail-eml.ts";
import { startServer, type ServerProcess } from "../../scripts/lib/server-process.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const port = ownPort("login");
test.use({ baseURL: `http://127.0.0.1:${port}`, bypassCSP: true });

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const owner = { email: "owner@e2e.example.org", password: "the owner's own passphrase" };
const colleague = { email: "colleague@e2e.example.org", password: "tea on the terrace at four" };
let dataDir = "";
let logFile = "";
let server: ServerProcess | undefined;

const mailDir = () => path.join(dataDir, "mail");
// Only finished mails: the file mailer writes a hidden .tmp file first and renames it when done.
const mailNames = () => new Set(fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((n) => n.endsWith(".eml") && !n.startsWith(".")) : []);

/** Runs `action`, then waits for the mail to `to` (its file name containing `part`) that it sent, decoded. */
async function mailAfter(to: string, part: string, action: () => Promise<void>) {
  const before = mailNames();
  await action();
  let found: string | undefined;
  await expect
    .poll(() => {
      found = [...mailNames()].find((n) => !before.has(n) && n.includes(part) && parseEml(fs.readFileSync(path.join(mailDir(), n), "utf8")).headers.to?.includes(to));
      return found;
    }, { timeout: 15_000 })
    .toBeTruthy();
  return parseEml(fs.readFileSync(path.join(mailDir(), found!), "utf8"));
}
const codeIn = (mail: { subject: string }) => /(\d{6}) is your code/.exec(mail.subject)![1]!;

async function passwordStep(page: Page, who: { email: string; password: string }) {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-login-"));
  logFile = path.join(dataDir, "server.out");
  // No PUBLIC_SITE_URL, in production, as a volunteer's first start; codes by mail (the default).
  server = await startServer({ buildDir, port, logFile, env: { DATA_DIR: dataDir, DATABASE_URL: "", RATE_LIMIT_MAX: "1000", LOG_LEVEL: "warn" } });
});

test.afterAll(async () => {
  await server?.stop("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the first account comes from the setup link the server printed; the link then stops working", async ({ page, guard }) => {
  guard.allowConsole(/status of 404|status of 410|status of 422/);
  const printed = fs.readFileSync(logFile, "utf8");
  // Plain words for whoever started the server, with the port it really serves.
  expect(printed).toContain("PUBLIC_SITE_URL is not set, so every link in mail");
  expect(printed).toContain(`http://127.0.0.1:${port}, which only this computer can open`);
  const link = new URL(/http:\/\/127\.0\.0\.1:\d+\/admin\/setup\?token=\S+/.exec(printed)![0]);
  expect(link.port).toBe(String(port));

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create the first operator account");
  expect(await axeViolations(page)).toEqual([]);
  // A mistake first: the error summary names the field.
  await page.getByLabel("Your e-mail address").fill(owner.email);
  await page.getByLabel("Choose a password").fill(owner.password);
  await page.getByLabel("The same password again").fill("something else entirely");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("link", { name: "The two passwords are not the same. Please type them again." })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Choose a password").fill(owner.password);
  await page.getByLabel("The same password again").fill(owner.password);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`Your account ${owner.email} is ready`);
  // The console says plainly that mail links lead nowhere until PUBLIC_SITE_URL is set.
  await expect(page.getByText("Links in e-mails do not work yet")).toBeVisible();
  await expect(page.getByText(/PUBLIC_SITE_URL/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");

  // The owner adds a colleague (an editor).
  await page.goto("/admin/operators");
  const add = page.locator("form", { has: page.getByRole("button", { name: "Add this operator" }) });
  await add.getByLabel("Their e-mail address").fill(colleague.email);
  await add.getByLabel("Password for them").fill(colleague.password);
  await add.getByLabel("The same password again").fill(colleague.password);
  await add.getByRole("button", { name: "Add this operator" }).click();
  await expect(page.getByRole("status")).toContainText(`${colleague.email} can now log in.`);
});

test("a new browser confirms with the mailed code; from then on it needs none", async ({ page, guard }) => {
  guard.allowConsole(/status of 422/);
  const mail = await mailAfter(colleague.email, "login-code", () => passwordStep(page, colleague));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
  await expect(page.getByText(`as ${colleague.email} before`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const code = codeIn(mail);
  expect(mail.text).toContain(code);

  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("The 6-digit code from the e-mail").fill(wrong);
  await page.getByRole("button", { name: "Finish logging in" }).click();
  await expect(page.getByRole("link", { name: /That code is not right.*4 more tries/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("The 6-digit code from the e-mail").fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await page.getByRole("button", { name: "Finish logging in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

  // The same browser, logged out and back in: no code.
  await page.getByRole("button", { name: "Log out" }).click();
  await passwordStep(page, colleague);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
});

test("a forgotten password: the same answer for any address, a link that works once, and the other browser logged out", async ({ page, browser, baseURL, guard }) => {
  guard.allowConsole(/status of 404|status of 410/);
  // The colleague is logged in on another browser (their phone, say).
  const phone = await browser.newContext({ baseURL });
  const phonePage = await phone.newPage();
  const code = codeIn(await mailAfter(colleague.email, "login-code", () => passwordStep(phonePage, colleague)));
  await phonePage.getByLabel("The 6-digit code from the e-mail").fill(code);
  await phonePage.getByRole("button", { name: "Finish logging in" }).click();
  await expect(phonePage.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgotten your password?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgotten your password?");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Your e-mail address").fill("nobody@e2e.example.org");
  await page.getByRole("button", { name: "Send me the link" }).click();
  const unknownAnswer = (await page.getByRole("status").textContent())!.replace("nobody@e2e.example.org", "X");
  await page.goto("/admin/forgot");
  await page.getByLabel("Your e-mail address").fill(colleague.email);
  const mail = await mailAfter(colleague.email, "reset", () => page.getByRole("button", { name: "Send me the link" }).click());
  expect((await page.getByRole("status").textContent())!.replace(colleague.email, "X")).toBe(unknownAnswer);

  const link = new URL(/http:\/\/\S+\/admin\/reset\?token=[\w-]+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await expect(page.getByText(`This sets a new password for ${colleague.email}`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("New password").fill("a brand new colleague passphrase");
  await page.getByLabel("The same password again").fill("a brand new colleague passphrase");
  await page.getByRole("button", { name: "Set my new password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  // The phone, and the browser of the test before (its session is still open on the server).
  await expect(page.getByRole("status")).toContainText("Your new password is set and you are logged in. 2 other browsers were logged out.");

  // The phone is logged out; the link works once.
  await phonePage.goto("/admin");
  await expect(phonePage.getByRole("heading", { level: 1 })).toHaveText("Log in to the operator console");
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work any more");
  await phone.close();
});

test("the owner reads who did what, by operator and kind", async ({ page }) => {
  // The owner's own browser in this test is new: the code again.
  const code = codeIn(await mailAfter(owner.email, "login-code", () => passwordStep(page, owner)));
  await page.getByLabel("The 6-digit code from the e-mail").fill(code);
  await page.getByRole("button", { name: "Finish logging in" }).click();
  await page.getByRole("link", { name: "Audit", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Who did what");
  await page.getByLabel("Operator").selectOption(colleague.email);
  await page.getByLabel("Kind of change").selectOption("operators");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  const table = page.getByRole("table");
  await expect(table).toContainText("Password set with a reset link");
  await expect(table).toContainText("Asked for a password reset link");
  await expect(table).not.toContainText("Logged in");
  expect(await axeViolations(page)).toEqual([]);
});
