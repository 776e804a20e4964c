ALTER TABLE "meetings" ADD COLUMN "minutes_url" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "minutes_size" integer;