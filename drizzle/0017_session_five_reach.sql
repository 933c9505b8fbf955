CREATE TABLE "booking_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"booking_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"repeat" boolean DEFAULT false NOT NULL,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "contact_prepared" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_prepared_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_type" text NOT NULL,
	"person_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"prepared_by" text NOT NULL,
	"prepared_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dedupe_key" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "booking_refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "contact_by" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "contact_by" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "register_members" ADD COLUMN "contact_by" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteers" ADD COLUMN "contact_by" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_event_registrations_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_prepared" ADD CONSTRAINT "contact_prepared_prepared_by_id_operators_id_fk" FOREIGN KEY ("prepared_by_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_booking_idx" ON "booking_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "contact_prepared_person_idx" ON "contact_prepared" USING btree ("person_type","person_id","purpose");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_due_idx" ON "whatsapp_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_record_idx" ON "whatsapp_outbox" USING btree ("record_type","record_id");--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_member_id_register_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."register_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_refunds_member_idx" ON "booking_refunds" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_member_or_booking" CHECK (("booking_refunds"."member_id" is null) <> ("booking_refunds"."booking_id" is null));