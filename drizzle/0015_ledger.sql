CREATE TABLE "plan_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan" text NOT NULL,
	"price" integer NOT NULL,
	"from_month" text NOT NULL,
	"set_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_prices_price_positive" CHECK ("plan_prices"."price" > 0),
	CONSTRAINT "plan_prices_month_shape" CHECK ("plan_prices"."from_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_for" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_plan_month" ON "plan_prices" USING btree ("plan","from_month");--> statement-breakpoint
-- The prices the site started with (app/core/form-options.ts), from before any payment.
INSERT INTO "plan_prices" ("plan", "price", "from_month", "set_by") VALUES ('basic', 2000, '2000-01', 'the first prices'), ('premium', 3500, '2000-01', 'the first prices'), ('family', 5000, '2000-01', 'the first prices');--> statement-breakpoint
-- Who paid, as the receipts so far said it: the member's or the booking's name today.
UPDATE "payments" SET "payer_name" = "register_members"."name" FROM "register_members" WHERE "payments"."member_id" = "register_members"."id";--> statement-breakpoint
UPDATE "payments" SET "payer_name" = "event_registrations"."name" FROM "event_registrations" WHERE "payments"."booking_id" = "event_registrations"."id";
