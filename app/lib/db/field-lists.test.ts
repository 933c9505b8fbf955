// Each record's field list (app/schemas) names its table's columns: a field added to a list
// without its column, or a column renamed under a list, fails here rather than showing empty.
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingRecord } from "#app/schemas/event.ts";
import { storedRecords } from "#app/schemas/records.ts";
import { eventRegistrations, recordTables } from "./schema.ts";

describe("field lists", () => {
  it.each(Object.entries(storedRecords))("%s names only columns of its table", (type, record) => {
    const columns = Object.keys(getTableColumns(recordTables[type as keyof typeof recordTables]));
    for (const field of record.all) expect(columns, field.key).toContain(field.key);
  });

  it("a booking names only columns of event_registrations", () => {
    const columns = Object.keys(getTableColumns(eventRegistrations));
    for (const field of bookingRecord.all) expect(columns, field.key).toContain(field.key);
  });
});
