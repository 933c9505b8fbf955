// In Chromium, a volunteer runs the programme from a 390 × 844 phone, on a server of its
// own (its events replace the sample programme the other journeys expect). A weekly class typed
// once, a draft copy; the door list marked with and without JavaScript, printed; a message to
// everyone booked sent once; a cancellation with its reason and a change saying what changed; the
// inbox found by a message's words and a phone number, its name a link, the subscriptions in
// words, a welcome mail on approval; photos uploaded in the story and team forms and several at
// once in the gallery, moved to the top; and every console page fitting the phone, its header and
// menu in a quarter of the screen, with axe finding nothing on the new pages.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { readMailDir } from "#tests/support/mail-eml.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const server = ownServer("phone", { email: "volunteer@e2e.example.org", password: "a volunteer's passphrase" });
const { logIn } = server;
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const mails = () => readMailDir(path.join(server.dataDir(), "mail"));
const mailNamed = (part: string) => [...mails()].filter(([name]) => name.includes(part)).map(([, mail]) => mail);

/** What a phone shows of the page: the header's height, any sideways scroll, controls off the screen. */
async function fit(page: Page) {
  return page.evaluate(() => ({
    header: Math.round(document.querySelector("header")!.getBoundingClientRect().height),
    sideways: document.documentElement.scrollWidth - window.innerWidth + [...document.querySelectorAll("[role=region]")].reduce((sum, box) => sum + box.scrollWidth - box.clientWidth, 0),
    outside: [...document.querySelectorAll("a, button, input, select, textarea, summary")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Not the skip link, which is clipped out of sight until it has focus.
        const shown = box.width > 1 && getComputedStyle(el).clipPath === "none";
        return shown && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  }));
}

async function book(page: Page, slug: string, name: string, email: string, phone: string) {
  const response = await page.request.post(`/events/${slug}`, { headers: { Origin: new URL(page.url()).origin }, form: { name, email, phone, seats: "", website: "" } });
  expect(response.status(), `${name} books`).toBe(200);
}

let files: string;
test.beforeAll(() => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-phone-files-"));
});
test.afterAll(() => fs.rmSync(files, { recursive: true, force: true }));

async function photo(name: string, width: number, height: number): Promise<string> {
  const file = path.join(files, name);
  fs.writeFileSync(file, await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 110, b: 60 } } }).jpeg().toBuffer());
  return file;
}

test("a weekly class is typed once and made an event per date; a draft copy is made for another date", async ({ page, guard }) => {
  guard.allowConsole(/status of 422/);
  await logIn(page);
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill("Chair Yoga");
  await page.getByLabel("Category").selectOption("wellness");
  await page.getByLabel("Date").fill("2031-03-04");
  await page.getByLabel("Starts at").fill("08:00");
  await page.getByLabel("Ends at").fill("09:00");
  await page.getByLabel("Venue").fill("Community Hall, Jalahalli, Bangalore");
  await page.getByLabel("Description").fill("Gentle yoga on a chair, for every level.");
  await page.getByLabel("Places").fill("2");
  await page.getByLabel("Repeats").selectOption("weekly");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByText("whole number from 2 to 52").first()).toBeVisible();
  expect(await axeViolations(page), "new event with an error").toEqual([]);
  await page.getByLabel(/How many times in all/).fill("3");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByRole("status")).toContainText("3 events are saved, one for each date from Tuesday, 4 March 2031 to Tuesday, 18 March 2031.");
  expect(await axeViolations(page), "event page").toEqual([]);

  await page.goto("/admin/events");
  // One series: its name once, and its three dates.
  await expect(page.getByRole("link", { name: "Chair Yoga" })).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Dates of Chair Yoga" }).getByRole("link")).toHaveCount(3);
  for (const slug of ["chair-yoga-2031-03-04", "chair-yoga-2031-03-11", "chair-yoga-2031-03-18"]) expect((await page.request.get(`/events/${slug}`)).status(), slug).toBe(200);

  await page.getByRole("link", { name: "Chair Yoga" }).first().click();
  await page.getByRole("link", { name: "Make a copy for another date" }).click();
  await page.locator("#duplicate-date").fill("2031-04-01");
  await page.getByRole("button", { name: "Make a draft copy" }).click();
  await expect(page.getByRole("status")).toContainText("This is a draft copy");
  await expect(page.locator("#event-date")).toHaveValue("2031-04-01");
  await expect(page.getByLabel("Keep as a draft (not shown on the website yet)")).toBeChecked();
  expect((await page.request.get("/events/chair-yoga-2031-04-01")).status()).toBe(404);
});

test("at the door: confirmed people by name, marked as they come with and without JavaScript, printed large; the CSV says who came", async ({ page, browser, baseURL }) => {
  await logIn(page);
  for (const [name, email, phone] of [["Zarina Begum", "zarina@example.in", "98450 11111"], ["asha Rao", "asha@example.in", "98450 22222"], ["Ravi Kumar", "ravi@example.in", "98860 33333"]]) {
    await book(page, "chair-yoga-2031-03-04", name!, email!, phone!);
  }
  await page.goto("/admin/events");
  await page.getByRole("link", { name: "Chair Yoga" }).first().click();
  await page.getByRole("link", { name: "At the door: who is coming" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("At the door: Chair Yoga");
  const rows = page.getByRole("list", { name: "Confirmed places for Chair Yoga, by name" }).getByRole("listitem");
  // Two places, so Ravi waits and is not at the door; sorted by name, case aside.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("asha Rao");
  await expect(rows.nth(1)).toContainText("Zarina Begum");
  expect(await fit(page)).toMatchObject({ sideways: 0, outside: [] });
  expect(await axeViolations(page), "attendance").toEqual([]);
  await page.getByRole("button", { name: "Came: asha Rao" }).click();
  await expect(page.getByRole("status")).toContainText("asha Rao is marked as come.");
  await expect(page.getByText("1 of 2 people have come.")).toBeVisible();
  expect(await axeViolations(page), "attendance, marked").toEqual([]);
  const doorList = page.url().replace(/\?.*$/, "");

  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  const noScript = await plain.newPage();
  await logIn(noScript);
  await noScript.goto(doorList);
  await noScript.getByRole("button", { name: "Came: Zarina Begum" }).click();
  await expect(noScript.getByRole("status")).toContainText("Zarina Begum is marked as come.");
  expect(noScript.url()).toMatch(/#booking-\d+$/);
  await plain.close();

  // Printed: no console frame, no buttons; the event's facts on top and the names large.
  await page.reload();
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("button")).toHaveCount(0);
  await expect(page.getByText("Tuesday, 4 March 2031, 8:00 AM – 9:00 AM")).toBeVisible();
  await expect(page.getByText("Community Hall, Jalahalli, Bangalore")).toBeVisible();
  const nameSize = await rows.filter({ hasText: "asha Rao" }).getByText("asha Rao", { exact: true }).evaluate((name) => parseFloat(getComputedStyle(name).fontSize));
  expect(nameSize).toBeGreaterThanOrEqual(28);
  await page.emulateMedia({ media: "screen" });

  const csv = await (await page.request.get(doorList.replace(/attendance$/, "export.csv"))).text();
  expect(csv.split("\r\n").find((line) => line.includes('"asha Rao"'))).toMatch(/"2","yes"|"1","yes"/);
  expect(csv.split("\r\n").find((line) => line.includes('"Ravi Kumar"'))).toMatch(/"waitlisted".*"no"/);
});

test("a message to everyone booked goes once per person; a cancellation says why; a change says what changed", async ({ page, guard }) => {
  guard.allowConsole(/status of 422/);
  await logIn(page);
  await page.goto("/admin/events");
  await page.getByRole("link", { name: "Chair Yoga" }).first().click();
  await page.getByRole("link", { name: "Write to everyone booked" }).click();
  await page.getByRole("button", { name: "Send the message" }).click();
  await expect(page.getByText("Please write a subject.").first()).toBeVisible();
  expect(await axeViolations(page), "message with errors").toEqual([]);
  const words = "Dear all,\nThe hall will be warm.\nPlease bring water.";
  await page.getByLabel("Subject").fill("Please bring a water bottle");
  await page.getByRole("textbox", { name: /^Message/ }).fill(words);
  await page.getByLabel("Also send it to the people on the waiting list").check();
  // Before it goes: what each person gets, with one greeting, and a test copy to the one who pressed.
  await page.getByRole("button", { name: "Show a preview" }).click();
  const preview = page.getByRole("region", { name: "What each person will get" });
  await expect(preview).toContainText("Dear (each person's own name),");
  expect((await preview.innerText()).match(/Dear/g)).toHaveLength(1);
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue(words);
  await page.getByRole("button", { name: "Send me a test" }).click();
  await expect(page.getByRole("status")).toContainText("A test copy is on its way to volunteer@e2e.example.org");
  await expect.poll(() => mailNamed("event-message-test").length).toBe(1);
  expect(mailNamed("event-message-test")[0]!.subject).toBe("[Test] Please bring a water bottle");
  expect(await axeViolations(page), "message previewed and tested").toEqual([]);
  await page.getByRole("button", { name: "Send the message" }).click();
  await expect(page.getByRole("status")).toContainText("The message is on its way to 3 people.");
  await expect(page.getByRole("table", { name: /Messages sent/ })).toContainText("volunteer@e2e.example.org");
  expect(await axeViolations(page), "message sent").toEqual([]);
  // The same words again: nothing more goes.
  await page.getByLabel("Subject").fill("Please bring a water bottle");
  await page.getByRole("textbox", { name: /^Message/ }).fill(words);
  await page.getByLabel("Also send it to the people on the waiting list").check();
  await page.getByRole("button", { name: "Send the message" }).click();
  await expect(page.getByRole("status")).toContainText("was already sent");
  await expect.poll(() => mailNamed("_message_").length).toBe(3);
  const message = mailNamed("_message_")[0]!;
  expect(message.subject).toBe("Please bring a water bottle");
  expect(message.text).toMatch(/^Dear [^\n]+,\n\nThe hall will be warm\.\nPlease bring water\./);
  expect(message.text).not.toContain("Dear all");

  // The second date: someone books, then the volunteer changes the time and place, then cancels it.
  await book(page, "chair-yoga-2031-03-11", "Nirmala Das", "nirmala@example.in", "98450 55555");
  await page.goto("/admin/events");
  await page.getByRole("list", { name: "Dates of Chair Yoga" }).getByRole("link").nth(1).click();
  await page.getByLabel("Starts at").fill("08:30");
  await page.getByLabel("Ends at").fill("09:30");
  await page.getByLabel("Venue").fill("The garden behind the Community Hall");
  await page.getByRole("button", { name: "Save changes" }).click();
  // Someone is booked: the step says who will be told before anything is saved.
  await expect(page.getByRole("region", { name: "Tell the people booked?" })).toContainText("This will e-mail 1 person about the new time and place.");
  await page.getByRole("button", { name: "Save and tell them" }).click();
  await expect(page.getByRole("status")).toContainText("1 person booked has been sent the new details");
  await expect.poll(() => mailNamed("_changed_1").length).toBe(1);
  const changed = mailNamed("_changed_1")[0]!.text;
  expect(changed).toContain("The time: was 8:00 AM to 9:00 AM, now 8:30 AM to 9:30 AM.");
  expect(changed).toContain("The place: was Community Hall, Jalahalli, Bangalore, now The garden behind the Community Hall.");
  expect(changed).not.toContain("The date:");

  await page.getByRole("button", { name: "Cancel this event" }).click();
  await expect(page.getByText("Please say in a few words why the event is cancelled").first()).toBeVisible();
  expect(await axeViolations(page), "cancel with errors").toEqual([]);
  await page.getByLabel(/^Why it is cancelled/).fill("Our yoga teacher is away that week.");
  await page.getByLabel("Yes, cancel it and tell everyone booked").check();
  await page.getByRole("button", { name: "Cancel this event" }).click();
  await expect(page.getByRole("status")).toContainText("The event is cancelled. 1 person has been told by e-mail.");
  await expect.poll(() => mailNamed("_event-cancelled").length).toBe(1);
  expect(mailNamed("_event-cancelled")[0]!.text).toContain("Why it is cancelled: Our yoga teacher is away that week.");
});

test("the inbox: found by a message's words and a phone number, the name a link, subscriptions in words, a welcome on approval", async ({ page, baseURL }) => {
  const post = async (where: string, form: Record<string, string>) => expect((await page.request.post(where, { headers: { Origin: baseURL! }, form: { ...form, website: "" } })).status(), where).toBe(200);
  await post("/contact", { name: "Lakshmi Narayan", email: "lakshmi@example.in", phone: "+91 98450 77777", subject: "outings", message: "Is there a wheelchair for the temple walk?" });
  await post("/contact", { name: "Prakash Menon", email: "prakash@example.in", phone: "080 2345 6789", subject: "general", message: "Do you have a yoga class on Saturdays?" });
  const member = { firstName: "Suresh", lastName: "Iyer", dateOfBirth: "1955-04-01", email: "suresh@example.in", phone: "98450 88888", address: "12 Temple Road", city: "Bangalore", emergencyContact: "Meena Iyer", emergencyPhone: "98450 99999", membershipType: "basic" };
  await post("/join-us", { intent: "member", ...member });
  await post("/blog", { email: "reader@example.in", source: "blog" });

  await logIn(page);
  await page.goto("/admin/contact-inquiries");
  const table = page.getByRole("table", { name: /Contact enquiries/ });
  for (const q of ["wheelchair", "9845077777", "+91 98450-77777"]) {
    await page.getByLabel("Search").fill(q);
    await page.getByRole("button", { name: "Show records" }).click();
    await expect(table.getByRole("row"), q).toHaveCount(2);
    await expect(table.getByRole("link", { name: "Lakshmi Narayan" }), q).toBeVisible();
  }
  expect(await fit(page)).toMatchObject({ sideways: 0, outside: [] });
  await table.getByRole("link", { name: "Lakshmi Narayan" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Contact enquiry");
  // Answered from the console: through the outbox, in the history with who sent it, and in progress.
  const answer = page.getByRole("region", { name: "Answer by e-mail" });
  await expect(answer.getByLabel("Subject")).toHaveValue(/^Re: .+ - REQ-/);
  await expect(answer.getByRole("textbox", { name: /^Your answer/ })).toHaveValue(/^Dear Lakshmi Narayan,\n[\s\S]*> Is there a wheelchair for the temple walk\?$/);
  await expect(answer.getByRole("link", { name: "Or answer in your own mail program" })).toHaveAttribute("href", /^mailto:lakshmi@example\.in\?/);
  await answer.getByRole("textbox", { name: /^Your answer/ }).fill("Dear Lakshmi Narayan,\n\nYes: a wheelchair is kept at the temple's gate for our members.");
  await answer.getByRole("button", { name: "Send the answer" }).click();
  await expect(page.getByRole("status")).toContainText("Your answer is on its way, and the enquiry is now in progress.");
  await expect(page.getByRole("table", { name: /Mail about this record/ })).toContainText("Answer from the console");
  const history = page.getByRole("table", { name: /Changes to this record/ });
  await expect(history.getByRole("row").filter({ hasText: "Answer sent by e-mail" })).toContainText("volunteer@e2e.example.org");
  await expect(history).toContainText("Status changed from new to in progress");
  expect(await fit(page)).toMatchObject({ sideways: 0, outside: [] });
  expect(await axeViolations(page), "record answered").toEqual([]);
  await expect.poll(() => mailNamed("_reply_").length).toBe(1);
  const reply = mailNamed("_reply_")[0]!;
  expect(reply.headers.to).toContain("lakshmi@example.in");
  expect(reply.headers["reply-to"]).toContain("operator@localhost.localdomain");
  expect(reply.text).toContain("a wheelchair is kept at the temple's gate");

  await page.goto("/admin/newsletter-subscriptions");
  await expect(page.getByRole("table", { name: /Newsletter subscriptions/ })).toContainText("Awaiting confirmation");
  await expect(page.getByLabel("Status").locator("option")).toHaveText(["Any status", "Awaiting confirmation", "Confirmed", "Unsubscribed", "Spam"]);

  await page.goto("/admin/members");
  await page.getByRole("link", { name: "Suresh Iyer" }).click();
  await expect(page.getByRole("heading", { name: "Send a welcome mail" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark as approved" }).click();
  const offer = page.getByRole("region", { name: "Send a welcome mail" });
  await expect(offer.getByRole("textbox", { name: /^The mail/ })).toHaveValue(/^Dear Suresh Iyer,/);
  expect(await axeViolations(page), "record with the welcome offer").toEqual([]);
  await offer.getByLabel("Subject").fill("Welcome to Anandam, Suresh");
  await offer.getByRole("button", { name: "Send the welcome mail" }).click();
  await expect(page.getByRole("status")).toContainText("The welcome mail is on its way.");
  await expect(page.getByRole("heading", { name: "Send a welcome mail" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: /Mail about this record/ })).toContainText("Welcome mail");
  await expect.poll(() => mailNamed("_welcome").length).toBe(1);
  expect(mailNamed("_welcome")[0]!.subject).toBe("Welcome to Anandam, Suresh");
});

test("photos where they are needed: in the story and team forms, several at once in the gallery, to the top in one step; a team photo above the text, upright", async ({ page }) => {
  await logIn(page);
  await page.goto("/admin/stories");
  const add = page.getByRole("region", { name: "Add a story" });
  await add.getByLabel("Name").fill("Kamala Devi");
  await add.getByLabel("Age").fill("74");
  await add.getByRole("textbox", { name: /^The story/ }).fill("Chair yoga on Tuesdays gave me my mornings back.");
  await add.getByLabel("Programme").fill("Health & Wellness");
  await add.getByLabel("Or upload a new photo").setInputFiles(await photo("kamala.jpg", 900, 1200));
  await add.getByLabel("What the new photo shows").fill("Kamala smiling on a garden bench");
  await add.getByRole("button", { name: "Add the story" }).click();
  await expect(page.getByRole("status")).toContainText("The story is added at the top of the page.");
  await page.goto("/testimonials");
  await expect(page.getByRole("img", { name: "Kamala smiling on a garden bench" }).first()).toBeVisible();

  await page.goto("/admin/stories");
  const names = page.getByRole("table", { name: /Members' stories/ }).getByRole("link", { name: /^(?!Edit)/ });
  const last = (await names.allTextContents()).at(-1)!;
  await page.getByRole("button", { name: `Move to the top: ${last}` }).click();
  await expect(page.getByRole("status")).toContainText("The order is saved.");
  await expect(names.first()).toHaveText(last);

  await page.goto("/admin/team");
  await page.getByRole("link", { name: "Edit: Dr. Asha Menon" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit: Dr. Asha Menon");
  await page.getByLabel("Or upload a new photo").setInputFiles(await photo("asha.jpg", 1600, 1000));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/about");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Dr. Asha Menon" }) });
    const picture = (await card.getByRole("img").boundingBox())!;
    const heading = (await card.getByRole("heading", { name: "Dr. Asha Menon" }).boundingBox())!;
    expect(picture.y + picture.height, `picture above the name at ${width} px`).toBeLessThanOrEqual(heading.y);
    expect(picture.height, `upright at ${width} px`).toBeGreaterThan(picture.width);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto("/admin/gallery");
  const upload = page.getByRole("region", { name: "Add new photos" });
  await upload.getByLabel(/^Photos/).setInputFiles([await photo("d1.jpg", 1200, 800), await photo("d2.jpg", 800, 1200), await photo("d3.jpg", 1000, 1000)]);
  await upload.getByLabel("Title").fill("Diwali 2030");
  await upload.getByLabel("Description for people who cannot see the photo").fill("Members lighting diyas on the steps");
  await upload.getByLabel("Category").selectOption({ index: 1 });
  await upload.getByRole("button", { name: "Upload and add to the gallery" }).click();
  await expect(page.getByRole("status")).toContainText("The 3 photos are added at the top of the gallery");
  await expect(page.getByRole("table", { name: /Gallery items/ }).getByText("Diwali 2030", { exact: true })).toHaveCount(3);
});

test("every console page fits the phone: no sideways scrolling, no control off the screen, the header in 15 % of the screen, the menu closing on a choice; axe on the new pages", async ({ page }) => {
  test.setTimeout(300_000);
  await logIn(page);
  await page.goto("/admin/events");
  const event = await page.getByRole("link", { name: "Chair Yoga" }).first().getAttribute("href");
  await page.goto("/admin/members");
  const record = await page.getByRole("link", { name: "Suresh Iyer" }).getAttribute("href");
  const pages = ["/admin", "/admin/backups", "/admin/register", "/admin/members", record!, "/admin/volunteers", "/admin/contact-inquiries", "/admin/newsletter-subscriptions", "/admin/outbox", "/admin/events", "/admin/events/new", event!, `${event}/attendance`, `${event}/message`, "/admin/newsletter", "/admin/newsletter/new", "/admin/content", "/admin/media", "/admin/gallery", "/admin/blog", "/admin/blog/new", "/admin/stories", "/admin/stories/1", "/admin/team", "/admin/team/1", "/admin/operators", "/admin/people?q=suresh", "/admin/audit"];
  // axe on the new pages, on the phone here (the load the fit is checked on) and on a wide screen below.
  const newPages = ["/admin/events/new", event!, `${event}/attendance`, `${event}/message`, "/admin/stories", "/admin/team/1", "/admin/gallery", "/admin/newsletter-subscriptions"];
  for (const path of pages) {
    await page.goto(path);
    const seen = await fit(page);
    expect(seen.header, `${path}: header with the menu closed`).toBeLessThanOrEqual(844 * 0.15);
    expect({ sideways: seen.sideways, outside: seen.outside }, path).toEqual({ sideways: 0, outside: [] });
    if (newPages.includes(path)) expect(await axeViolations(page), `${path} at 390 px`).toEqual([]);
  }
  // The menu opens without scripts' help and lists every section.
  await page.goto("/admin/events");
  await page.getByText("Menu (now: Events)").click();
  // The first account is an owner: People, Audit and Backups are there too (and the Register, as for editors).
  const menu = page.getByRole("navigation", { name: "Console" });
  await expect(menu.getByRole("link")).toHaveCount(14);
  expect(await fit(page)).toMatchObject({ sideways: 0, outside: [] });
  // Choosing a section closes the menu: the new page's heading is in view under a short header.
  await menu.getByRole("link", { name: "Backups" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Backups");
  await expect(page.getByText("Menu (now: Backups)")).toBeVisible();
  await expect(menu.getByRole("link", { name: "Audit" })).toBeHidden();
  expect((await fit(page)).header).toBeLessThanOrEqual(844 * 0.15);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });

  // Backups: none yet on this new site, one made now, listed with its size and a download.
  await expect(page.getByText("No backup has been made yet.")).toBeVisible();
  await page.getByRole("button", { name: "Make a backup now" }).click();
  await expect(page.getByRole("status")).toContainText("A backup was made:");
  const download = page.getByRole("link", { name: /^Download the backup of / });
  await expect(download).toHaveCount(1);
  const file = await page.request.get((await download.getAttribute("href"))!);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="backup-.+\.tar\.gz"$/);
  expect((await file.body()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  expect(await fit(page)).toMatchObject({ sideways: 0, outside: [] });
  expect(await axeViolations(page), "backups").toEqual([]);

  // The audit answers who changed a class and how, compactly, and by day.
  await page.goto("/admin/audit");
  const audit = page.getByRole("table", { name: /^Entries/ });
  await expect(audit).toContainText("Event changed: Chair Yoga, Tuesday, 11 March 2031. The time: was 8:00 AM to 9:00 AM, now 8:30 AM to 9:30 AM.");
  await expect(audit).toContainText("Event cancelled: Chair Yoga, Tuesday, 11 March 2031. Why: Our yoga teacher is away that week.");
  await expect(audit).toContainText("Gallery item added: Diwali 2030");
  expect(await fit(page)).toMatchObject({ sideways: 0, outside: [] });
  await page.getByLabel("From").fill("2099-01-01");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByText("Nothing matches. Choose another operator, kind or days.")).toBeVisible();
  await expect(page.getByLabel("From")).toHaveValue("2099-01-01");

  // People: each tick box a 44 px target.
  await page.goto("/admin/people?q=suresh");
  const ticks = page.getByRole("checkbox", { name: /^Erase / });
  expect(await ticks.count()).toBeGreaterThan(0);
  for (const box of await ticks.all()) {
    const size = (await box.boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of newPages) {
    await page.goto(path);
    expect(await axeViolations(page), `${path} at 1280 px`).toEqual([]);
  }
});
