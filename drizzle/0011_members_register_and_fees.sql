CREATE SEQUENCE "public"."member_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "member_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_reminders" (
	"member_id" integer NOT NULL,
	"month" text NOT NULL,
	"amount" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_reminders_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_number" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"paid_on" date NOT NULL,
	"months" integer NOT NULL,
	"covers_from" text NOT NULL,
	"covers_to" text NOT NULL,
	"form_token" text,
	"recorded_by" text NOT NULL,
	"recorded_by_id" integer,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "payments_form_token_unique" UNIQUE("form_token"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_months_range" CHECK ("payments"."months" between 1 and 36)
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer DEFAULT nextval('member_number_seq') NOT NULL,
	"application_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"emergency_contact" text DEFAULT '' NOT NULL,
	"emergency_phone" text DEFAULT '' NOT NULL,
	"plan" text NOT NULL,
	"household" text[] DEFAULT '{}'::text[] NOT NULL,
	"joined_on" date NOT NULL,
	"paid_until" text,
	"no_reminders" boolean DEFAULT false NOT NULL,
	"left_on" date,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_members_number_unique" UNIQUE("number"),
	CONSTRAINT "register_members_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "member_links" ADD CONSTRAINT "member_links_member_id_register_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."register_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reminders" ADD CONSTRAINT "member_reminders_member_id_register_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."register_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_register_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."register_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_operators_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_members" ADD CONSTRAINT "register_members_application_id_members_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_links_member_idx" ON "member_links" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_links_expires_idx" ON "member_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_on_idx" ON "payments" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "register_members_name_idx" ON "register_members" USING btree ("name");--> statement-breakpoint
CREATE INDEX "register_members_paid_until_idx" ON "register_members" USING btree ("paid_until");