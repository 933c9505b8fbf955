import { describe, expect, it } from "vitest";
import { sampleEventTemplates } from "#app/content/sample-event-templates.ts";
import { offeringProgramme, offeringProgrammes } from "./programmes.ts";

describe("the offering pages' programmes", () => {
  it("each has one key, <page>/<programme>, and its page's name", async () => {
    const programmes = await offeringProgrammes();
    const keys = programmes.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain("health-wellness/meditation");
    const meditation = await offeringProgramme("health-wellness/meditation");
    expect(meditation).toMatchObject({ title: "Meditation", page: { path: "/offerings/health-wellness", label: "Health & Wellness", eventCategory: "wellness" } });
    expect(await offeringProgramme("health-wellness/nonsense")).toBeUndefined();
    expect(await offeringProgramme("")).toBeUndefined();
  });

  it("every sample event that is a session of a programme names one that exists", async () => {
    const keys = new Set((await offeringProgrammes()).map((p) => p.key));
    const named = Object.values(sampleEventTemplates)
      .flat()
      .flatMap((t) => (t.programme ? [t.programme] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const key of named) expect(keys, key).toContain(key);
  });
});
