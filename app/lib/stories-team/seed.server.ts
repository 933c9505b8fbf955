// Owns the starting content: the spec's six members' stories and team of three are
// copied into their tables once, the first time the site starts on a database, so the operator can
// edit, reorder, hide or delete them like their own. content_seeds remembers each copy by name, so
// deleting every story does not bring the examples back; two servers starting at once copy once
// (the name's row is claimed in the same transaction).
import { team } from "#app/content/team.ts";
import { testimonials } from "#app/content/testimonials.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { contentSeeds, stories, teamMembers } from "#app/lib/db/schema.ts";

const seeds: Record<string, (tx: Tx) => Promise<unknown>> = {
  stories: (tx) =>
    tx.insert(stories).values(testimonials.map((t, i) => ({ name: t.name, age: t.age, text: t.text, program: t.program, date: t.date, rating: t.rating, position: i + 1 }))),
  team: (tx) => tx.insert(teamMembers).values(team.map((m, i) => ({ name: m.name, role: m.role, bio: m.bio, position: i + 1 }))),
};

/** Copies each starting content not copied before; returns the names copied now. */
export async function seedStartingContent(db: Database): Promise<string[]> {
  const copied: string[] = [];
  for (const [name, seed] of Object.entries(seeds)) {
    await db.transaction(async (tx) => {
      const claimed = await tx.insert(contentSeeds).values({ name }).onConflictDoNothing().returning({ name: contentSeeds.name });
      if (claimed.length === 0) return;
      await seed(tx);
      copied.push(name);
    });
  }
  return copied;
}
