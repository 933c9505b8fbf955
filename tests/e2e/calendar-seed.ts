// Run by tests/e2e/calendar-month.spec.ts before its own server starts (the embedded database
// admits one process at a time): an operator, and the published events named in SEED_EVENTS
// (JSON: [{ date, category, title }]), so the calendar has a programme whose next event is known.
import { openDatabase } from "#app/lib/db/client.server.ts";
import { operators } from "#app/lib/db/schema.ts";
import { createEvent } from "#app/lib/events/events.server.ts";
import type { EventCategory } from "#app/core/events.ts";
import { log } from "#app/lib/log.server.ts";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("calendar-seed: DATA_DIR is not set");
const seeds = JSON.parse(process.env.SEED_EVENTS ?? "[]") as { date: string; category: EventCategory; title: string }[];

const database = await openDatabase({ dataDir, log: log.child({}, { level: "warn" }) });
try {
  const [actor] = await database.db
    .insert(operators)
    .values({ email: "calendar@e2e.example.org", passwordHash: "not-a-login", role: "owner" } as typeof operators.$inferInsert)
    .returning({ id: operators.id, email: operators.email });
  for (const seed of seeds) {
    await createEvent(database.db, actor!, {
      title: seed.title,
      category: seed.category,
      date: seed.date,
      startTime: "10:00",
      endTime: "11:00",
      venue: "Community Hall, Jalahalli, Bangalore",
      description: "A seeded event for the calendar's end-to-end test.",
      capacity: 20,
      draft: false,
    });
  }
} finally {
  await database.close();
}
