CREATE TABLE "booking_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"refunded_on" date NOT NULL,
	"form_token" text,
	"recorded_by" text NOT NULL,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_refunds_form_token_unique" UNIQUE("form_token"),
	CONSTRAINT "booking_refunds_amount_positive" CHECK ("booking_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "months" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "covers_from" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "covers_to" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_event_registrations_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_recorded_by_id_operators_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_refunds_booking_idx" ON "booking_refunds" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_event_registrations_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_price_not_negative" CHECK ("events"."price" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_or_booking" CHECK (("payments"."member_id" is null) <> ("payments"."booking_id" is null));