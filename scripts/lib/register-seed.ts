// The members register of the benchmarks and the console audit: 2,000 members and 50,000 payments
// (25 each, up to this month), as a centre with a few years of paper registers brought in would
// have. Used by scripts/bench-register.ts (the database work) and scripts/audit-console.ts (the
// pages as a phone loads them).
import { sql } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import { todayIso, shiftMonth } from "#app/core/calendar.ts";
import { financialYear } from "#app/core/fees.ts";

export const MEMBERS = 2_000;
export const PAYMENTS_EACH = 25;

export async function seedRegister(db: Database): Promise<void> {
  const month = todayIso().slice(0, 7);
  const joined = `${shiftMonth(month, -PAYMENTS_EACH)}-01`;
  const fy = financialYear(todayIso());
  // Member n joined 25 months ago; every 10th has one month unpaid (due), every 25th four (lapsed), every 100th left.
  await db.execute(sql`
    insert into register_members (name, email, phone, address, plan, joined_on, paid_until, left_on)
    select 'Member ' || n || ' ' || (array['Rao','Iyer','Devi','Narayan','Menon','Shetty','Kumar','Reddy'])[1 + n % 8],
           'member' || n || '@example.org', '98450 ' || lpad(n::text, 5, '0'), 'Jalahalli, Bangalore',
           (array['basic','premium','family'])[1 + n % 3], ${joined}::date,
           to_char(${`${month}-01`}::date - make_interval(months => case when n % 25 = 0 then 4 when n % 10 = 0 then 1 else 0 end), 'YYYY-MM'),
           case when n % 100 = 0 then ${`${month}-01`}::date else null end
    from generate_series(1, ${MEMBERS}) as n`);
  await db.execute(sql`
    insert into payments (receipt_number, member_id, amount, method, reference, paid_on, months, covers_from, covers_to, recorded_by)
    select ${fy} || '/' || lpad(row_number() over (order by m.id, k)::text, 6, '0'), m.id, 2000,
           (array['cash','upi','bank','cheque'])[1 + k % 4], case when k % 4 = 0 then '' else 'REF' || m.id || '-' || k end,
           (${joined}::date + make_interval(months => k - 1))::date, 1,
           to_char(${joined}::date + make_interval(months => k - 1), 'YYYY-MM'), to_char(${joined}::date + make_interval(months => k - 1), 'YYYY-MM'), 'bench@example.org'
    from register_members m cross join generate_series(1, ${PAYMENTS_EACH}) as k`);
  await db.execute(sql`insert into receipt_counters values (${fy}, ${MEMBERS * PAYMENTS_EACH})`);
  await db.execute(sql`analyze`);
}
