CREATE SEQUENCE "public"."case_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "case_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"form" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'prijato' NOT NULL,
	"values" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"fee_amount" integer,
	"fee_label" text,
	"department_id" integer,
	"idempotency_key" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_number_unique" UNIQUE("number"),
	CONSTRAINT "cases_user_idempotency" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "cases_status" CHECK ("cases"."status" in ('prijato', 'v-reseni', 'ceka-na-doplneni', 'vyrizeno'))
);
--> statement-breakpoint
CREATE TABLE "form_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"form" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_drafts_user_form" UNIQUE("user_id","form")
);
--> statement-breakpoint
CREATE TABLE "form_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"draft_id" uuid,
	"case_id" uuid,
	"field" text NOT NULL,
	"filename" text NOT NULL,
	"media_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_situations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"topic_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text[] NOT NULL,
	"who" text NOT NULL,
	"documents" text[] NOT NULL,
	"fees" text NOT NULL,
	"deadlines" text NOT NULL,
	"processing_time" text NOT NULL,
	"legal_basis" text[] NOT NULL,
	"department_id" integer NOT NULL,
	"contact_id" integer,
	"keywords" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "life_situations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_draft_id_form_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."form_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_situations" ADD CONSTRAINT "life_situations_topic_id_service_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."service_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_situations" ADD CONSTRAINT "life_situations_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_situations" ADD CONSTRAINT "life_situations_contact_id_office_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."office_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_case" ON "case_events" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "cases_user" ON "cases" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "form_files_draft" ON "form_files" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "form_files_case" ON "form_files" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "life_situations_topic" ON "life_situations" USING btree ("topic_id","position");