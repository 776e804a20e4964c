ALTER TABLE "cases" DROP CONSTRAINT "cases_status";--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "author" text DEFAULT 'office' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "due_on" date;--> statement-breakpoint
-- Cases filed before: due 30 days after the Prague day they were filed (the weekend shift is left out for them).
UPDATE "cases" SET "due_on" = (("submitted_at" AT TIME ZONE 'Europe/Prague')::date + 30);--> statement-breakpoint
ALTER TABLE "cases" ALTER COLUMN "due_on" SET NOT NULL;--> statement-breakpoint
-- The first entry of every case so far was the system's receipt.
UPDATE "case_events" SET "author" = 'system' WHERE "status" = 'prijato' AND "message" IS NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_department" ON "cases" USING btree ("department_id","status");--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_author" CHECK ("case_events"."author" in ('office', 'resident', 'system'));--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_status" CHECK ("cases"."status" in ('prijato', 'v-reseni', 'ceka-na-doplneni', 'vyrizeno', 'uzavreno', 'zamitnuto'));