CREATE TABLE "reference_numbers" (
	"number" text PRIMARY KEY NOT NULL,
	"series" text NOT NULL,
	"department_id" integer,
	"subject" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "cases_search";--> statement-breakpoint
ALTER TABLE "data_box_messages" ADD COLUMN "sender_ident" text;--> statement-breakpoint
ALTER TABLE "data_box_received" ADD COLUMN "sender_ident" text;--> statement-breakpoint
ALTER TABLE "data_box_received" ADD COLUMN "recipient_ident" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "reference_number" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "reference_pattern" text DEFAULT '{číslo}/{rok}' NOT NULL;--> statement-breakpoint
ALTER TABLE "reference_numbers" ADD CONSTRAINT "reference_numbers_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_numbers_lower" ON "reference_numbers" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "cases_search" ON "cases" USING gin ((coalesce("number", '') || ' ' || coalesce("reference_number", '') || ' ' || coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_reference_number_unique" UNIQUE("reference_number");