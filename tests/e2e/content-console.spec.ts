// The news, stories and team journeys in Chromium, on a server of its own (they change
// what the other journeys expect of /blog, /testimonials, / and /about): the operator writes a
// post (a mistake first, then a preview, then publishes it) and it is on /blog first, at its own
// address with Article JSON-LD, sanitised, and in the sitemap; adds a member's story with a video
// and it is first on /testimonials and the home page; hides it; edits a member of the team and
// /about shows it. The console pages pass axe.
import { expect, test } from "#tests/support/e2e.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const { logIn } = ownServer("content", { email: "news@e2e.example.org", password: "a news operator passphrase" });

test("the operator writes a news post, previews it and publishes it; /blog shows it at once", async ({ page, guard }) => {
  guard.allowConsole(/status of 422/);
  await logIn(page);
  await page.goto("/admin/content");
  await page.getByRole("main").getByRole("link", { name: "News", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News", exact: true })).toBeVisible();
  expect(await axeViolations(page), "news list").toEqual([]);
  await page.getByRole("link", { name: "Write a news post" }).click();

  // Nothing filled in: each field says what it needs, next to it.
  await page.getByRole("button", { name: "Save the post" }).click();
  await expect(page.getByRole("heading", { name: "The post was not saved" })).toBeVisible();
  await expect(page.getByText("Enter a title.").first()).toBeVisible();
  expect(await axeViolations(page), "post form with errors").toEqual([]);

  await page.getByLabel("Title").fill("Diwali at the Centre: thank you");
  await page.getByLabel("Category").selectOption({ label: "Lifestyle" });
  await page.getByLabel("Summary").fill("Lamps, sweets and songs: thank you to everyone who came to our Diwali evening.");
  await page
    .getByRole("textbox", { name: /^The post/ })
    .fill("## A happy evening\n\nMore than **sixty** members came. <script>window.hacked = 1</script>\n\n- Lamps\n- Sweets\n\nSee what is next on [our events page](/events).");
  await page.getByRole("button", { name: "Preview without saving" }).click();
  const preview = page.getByRole("region", { name: "How it will look" });
  await expect(preview.getByRole("heading", { name: "A happy evening" })).toBeVisible();
  await expect(preview).toContainText("This preview is not saved yet");
  expect(await axeViolations(page), "post preview").toEqual([]);

  // Publish: untick "draft" and save.
  await page.getByLabel("Keep as a draft (not on the website yet)").uncheck();
  await page.getByRole("button", { name: "Save the post" }).click();
  await expect(page.getByRole("status")).toContainText("The post is saved.");
  await expect(page.getByText("This post is on the website at /blog/diwali-at-the-centre-thank-you.")).toBeVisible();
  expect(await axeViolations(page), "post page").toEqual([]);

  await page.goto("/blog");
  const first = page.locator("main ul li").first();
  await expect(first).toContainText("Diwali at the Centre: thank you");
  await expect(page.getByText("Showing all 7 articles")).toBeVisible();
  await page.getByRole("link", { name: /Diwali at the Centre: thank you/ }).first().click();
  await expect(page).toHaveURL(/\/blog\/diwali-at-the-centre-thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diwali at the Centre: thank you");
  await expect(page.getByRole("heading", { level: 2, name: "A happy evening" })).toBeVisible();
  await expect(page.getByRole("link", { name: "our events page" })).toHaveAttribute("href", "/events");
  // The script is shown as the words typed, never run.
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await expect(page.locator("main script:not([type='application/ld+json'])")).toHaveCount(0);
  // The server's HTML carries the Article's structured data (a client-side visit adds none).
  const html = await (await page.request.get("/blog/diwali-at-the-centre-thank-you")).text();
  expect(html).toContain('"@type":"Article"');
  expect(html).toContain('"headline":"Diwali at the Centre: thank you"');
  expect(html).not.toContain("<script>window.hacked");
  expect(await axeViolations(page), "published post").toEqual([]);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/blog/diwali-at-the-centre-thank-you</loc>");
});

test("a draft is not on the site; deleting a post asks first", async ({ page, guard }) => {
  guard.allowConsole(/status of 422/);
  await logIn(page);
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title").fill("Plans for the new year");
  await page.getByLabel("Category").selectOption({ label: "Health & Wellness" });
  await page.getByLabel("Summary").fill("What we are planning for January: more yoga, a health camp and a day trip.");
  await page.getByRole("textbox", { name: /^The post/ }).fill("Details soon.");
  await page.getByRole("button", { name: "Save the post" }).click();
  await expect(page.getByText("This post is a draft: it is not on the website.")).toBeVisible();
  expect((await page.request.get("/blog/plans-for-the-new-year")).status()).toBe(404);
  await page.goto("/blog");
  await expect(page.getByText("Plans for the new year")).toHaveCount(0);

  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "Plans for the new year" }).click();
  await page.getByRole("button", { name: "Delete the post" }).click();
  await expect(page.getByRole("alert")).toContainText("Tick the box to confirm that the post should be deleted.");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Plans for the new year");
  await page.getByLabel("Yes, delete this post").check();
  await page.getByRole("button", { name: "Delete the post" }).click();
  await expect(page.getByRole("status")).toContainText("The post is deleted.");
  await expect(page.getByRole("link", { name: "Plans for the new year" })).toHaveCount(0);
});

test("the operator adds a member's story with a video; it is first on /testimonials and the home page, then hidden", async ({ page, guard }) => {
  guard.allowConsole(/status of 422/);
  await logIn(page);
  await page.goto("/admin/stories");
  const list = page.getByRole("table", { name: "Members' stories, in the order shown on the website" });
  await expect(list.getByRole("row")).toHaveCount(1 + 6);
  expect(await axeViolations(page), "stories list").toEqual([]);

  const add = page.getByRole("region", { name: "Add a story" });
  await add.getByLabel("Name").fill("Lakshmi Narayan");
  await add.getByLabel("Age").fill("40");
  await add.getByRole("textbox", { name: /^The story/ }).fill("The Diwali evening was the best I have had in years. I sang again.");
  await add.getByLabel("Programme").fill("Celebrations");
  await add.getByLabel("Stars").selectOption({ label: "4 stars" });
  await add.getByLabel("Video of the member telling their story").fill("https://youtu.be/dQw4w9WgXcQ");
  await add.getByRole("button", { name: "Add the story" }).click();
  await expect(page.getByText("Enter an age between 55 and 120.").first()).toBeVisible();
  expect(await axeViolations(page), "story form with an error").toEqual([]);
  await add.getByLabel("Age").fill("72");
  await add.getByRole("button", { name: "Add the story" }).click();
  await expect(page.getByRole("status")).toContainText("The story is added at the top of the page.");
  await expect(list.getByRole("row")).toHaveCount(1 + 7);

  await page.goto("/testimonials");
  await expect(page.getByRole("heading", { name: "Lakshmi Narayan tells their story" })).toBeVisible();
  await expect(page.locator("main iframe")).toHaveCount(0);
  expect(await axeViolations(page), "testimonials with a video story").toEqual([]);
  await page.goto("/");
  await expect(page.locator("#testimonials, main").getByText("The Diwali evening was the best I have had in years.").first()).toBeVisible();

  await page.goto("/admin/stories");
  await list.getByRole("button", { name: "Hide: Lakshmi Narayan" }).click();
  await expect(page.getByRole("status")).toContainText("The story is hidden");
  await page.goto("/testimonials");
  await expect(page.getByText("The Diwali evening was the best I have had in years.")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Lakshmi Narayan tells their story" })).toHaveCount(0);
});

test("the operator edits a member of the team and /about shows it", async ({ page }) => {
  await logIn(page);
  await page.goto("/admin/team");
  expect(await axeViolations(page), "team list").toEqual([]);
  await page.getByRole("link", { name: "Edit: Ravi Shankar" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit: Ravi Shankar");
  await page.getByLabel("Role").fill("Programme and Outings Coordinator");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect(page.getByLabel("Role")).toHaveValue("Programme and Outings Coordinator");
  expect(await axeViolations(page), "team member form").toEqual([]);
  await page.goto("/about");
  await expect(page.getByText("Programme and Outings Coordinator")).toBeVisible();

  await page.goto("/admin/team");
  await page.getByRole("button", { name: "Delete: Ravi Shankar" }).click();
  await expect(page.getByRole("alert")).toContainText("Remove Ravi Shankar from the team?");
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByRole("status")).toContainText("Removed from the team.");
  await page.goto("/about");
  await expect(page.getByText("Ravi Shankar")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the operator previews and publishes a post, and moves and deletes a story, with plain form posts", async ({ page }) => {
    await logIn(page);
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title").fill("Written without scripts");
    await page.getByLabel("Category").selectOption({ label: "Technology" });
    await page.getByLabel("Summary").fill("A post written with JavaScript turned off in the browser, as some operators will.");
    await page.getByRole("textbox", { name: /^The post/ }).fill("## Hello\n\nIt works.");
    await page.getByRole("button", { name: "Preview without saving" }).click();
    await expect(page.getByRole("region", { name: "How it will look" }).getByRole("heading", { name: "Hello" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Written without scripts");
    await page.getByLabel("Keep as a draft (not on the website yet)").uncheck();
    await page.getByRole("button", { name: "Save the post" }).click();
    await expect(page.getByRole("status")).toContainText("The post is saved.");
    await page.goto("/blog");
    await expect(page.getByText("Written without scripts")).toBeVisible();

    await page.goto("/admin/stories");
    await page.getByRole("button", { name: "Move down: Kamala Rao" }).click();
    await expect(page.getByRole("status")).toContainText("The order is saved.");
    await page.getByRole("button", { name: "Delete: Abdul Rahman" }).click();
    await expect(page.getByRole("alert")).toContainText("Delete the story of Abdul Rahman?");
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(page.getByRole("status")).toContainText("The story is deleted.");
    await page.goto("/testimonials");
    await expect(page.getByText("Abdul Rahman")).toHaveCount(0);
  });
});
