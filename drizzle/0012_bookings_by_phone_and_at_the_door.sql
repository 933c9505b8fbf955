DROP INDEX "event_registrations_event_email_idx";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "came_seats" integer;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "booked_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_email_idx" ON "event_registrations" USING btree ("event_id",lower("email")) WHERE "event_registrations"."status" <> 'cancelled' and "event_registrations"."email" <> '';