// What the browser build puts in the form pages' one file (scripts/lib/chunk-groups.ts): read from
// the route table and the import graph, without building.
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { formPagesModules, hydratedRoutes, root } from "./chunk-groups.ts";

const relative = (files: Iterable<string>) => [...files].map((f) => path.relative(root, f)).sort();

describe("the form pages' file", () => {
  it("is read from the public routes that ask to be hydrated", () => {
    expect(hydratedRoutes(routes).sort()).toEqual(["routes/contact.tsx", "routes/event.tsx", "routes/join-us.tsx"]);
  });

  it("holds what they share and the root layout imports, and nothing one of them, a reading page or the console alone uses", () => {
    const modules = relative(formPagesModules(routes));
    expect(modules).toEqual(
      expect.arrayContaining([
        "app/components/visitor-forms/submission-form.tsx",
        "app/components/ui/text-input.tsx",
        "app/components/site/page-hero.tsx",
      ]),
    );
    const apart = ["app/components/visitor-forms/contact-form.tsx", "app/components/visitor-forms/join-us-tabs.tsx", "app/components/site/gallery-grid.tsx", "app/components/site/event-calendar.tsx", "app/components/admin/data-table.tsx"];
    for (const module of apart) expect(modules).not.toContain(module);
    // Route modules stay the entries React Router loads; the enhancements are a file of their own.
    expect(modules.filter((m) => m.startsWith("app/routes/") || m === "app/root.tsx" || m.startsWith("app/enhance/"))).toEqual([]);
    // Loaded later, with import(): the schemas (and zod) stay out of the first download; this one
    // imports no zod.
    expect(modules.filter((m) => m.startsWith("app/schemas/"))).toEqual(["app/schemas/form-data.ts"]);
  });
});
