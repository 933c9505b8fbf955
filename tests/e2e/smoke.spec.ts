import { expect, test } from "@playwright/test";

test("the server answers health and readiness", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready" });
});

test("an unknown path answers 404", async ({ request }) => {
  expect((await request.get("/no-such-page")).status()).toBe(404);
});
