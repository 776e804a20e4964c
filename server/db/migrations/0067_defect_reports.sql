CREATE SEQUENCE "public"."defect_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "address_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"street" text,
	"house_number" integer NOT NULL,
	"evidence" boolean DEFAULT false NOT NULL,
	"street_number" text,
	"part" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	CONSTRAINT "address_points_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "defect_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"group" text NOT NULL,
	"description" text NOT NULL,
	"department_id" integer NOT NULL,
	"days_to_fix" integer NOT NULL,
	"notice" text NOT NULL,
	"keywords" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	CONSTRAINT "defect_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "defect_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"status" text,
	"message" text,
	"visibility" text NOT NULL,
	"author" text NOT NULL,
	"actor_id" integer,
	CONSTRAINT "defect_events_visibility" CHECK ("defect_events"."visibility" in ('public', 'reporter', 'office')),
	CONSTRAINT "defect_events_author" CHECK ("defect_events"."author" in ('office', 'reporter', 'system', 'app'))
);
--> statement-breakpoint
CREATE TABLE "defect_followers" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"email" text,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "defect_followers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "defect_followers_user" UNIQUE("report_id","user_id"),
	CONSTRAINT "defect_followers_who" CHECK (("defect_followers"."user_id" is null) <> ("defect_followers"."email" is null)),
	CONSTRAINT "defect_followers_kind" CHECK ("defect_followers"."kind" in ('reporter', 'supporter'))
);
--> statement-breakpoint
CREATE TABLE "defect_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" integer NOT NULL,
	"role" text NOT NULL,
	"storage_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"public_path" text,
	"allowed_at" timestamp with time zone,
	"allowed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "defect_photos_role" CHECK ("defect_photos"."role" in ('report', 'fix'))
);
--> statement-breakpoint
CREATE TABLE "defect_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'nove' NOT NULL,
	"category_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"address_point_id" integer,
	"place_text" text NOT NULL,
	"area" text NOT NULL,
	"description" text NOT NULL,
	"public_text" text,
	"source" text DEFAULT 'web' NOT NULL,
	"open311_client_id" integer,
	"reporter_user_id" integer,
	"reporter_email" text,
	"reporter_name" text,
	"confirmed_at" timestamp with time zone,
	"due_on" date NOT NULL,
	"assigned_to" integer,
	"merged_into_id" integer,
	"closed_at" timestamp with time zone,
	"satisfied" boolean,
	"idempotency_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "defect_reports_number_unique" UNIQUE("number"),
	CONSTRAINT "defect_reports_status" CHECK ("defect_reports"."status" in ('nove', 'v-reseni', 'ceka-na-doplneni', 'vyreseno', 'zamitnuto', 'sloucene'))
);
--> statement-breakpoint
CREATE TABLE "map_layers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"geometry" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open311_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "open311_clients_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "defect_categories" ADD CONSTRAINT "defect_categories_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_events" ADD CONSTRAINT "defect_events_report_id_defect_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."defect_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_events" ADD CONSTRAINT "defect_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_followers" ADD CONSTRAINT "defect_followers_report_id_defect_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."defect_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_followers" ADD CONSTRAINT "defect_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_photos" ADD CONSTRAINT "defect_photos_report_id_defect_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."defect_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_photos" ADD CONSTRAINT "defect_photos_allowed_by_users_id_fk" FOREIGN KEY ("allowed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_reports" ADD CONSTRAINT "defect_reports_category_id_defect_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."defect_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_reports" ADD CONSTRAINT "defect_reports_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_reports" ADD CONSTRAINT "defect_reports_address_point_id_address_points_id_fk" FOREIGN KEY ("address_point_id") REFERENCES "public"."address_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_reports" ADD CONSTRAINT "defect_reports_open311_client_id_open311_clients_id_fk" FOREIGN KEY ("open311_client_id") REFERENCES "public"."open311_clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_reports" ADD CONSTRAINT "defect_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_reports" ADD CONSTRAINT "defect_reports_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defect_reports" ADD CONSTRAINT "defect_reports_merged_into_id_defect_reports_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."defect_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open311_clients" ADD CONSTRAINT "open311_clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_points_street" ON "address_points" USING btree ("street","house_number");--> statement-breakpoint
CREATE INDEX "address_points_place" ON "address_points" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "defect_events_report" ON "defect_events" USING btree ("report_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "defect_followers_email" ON "defect_followers" USING btree ("report_id",lower("email"));--> statement-breakpoint
CREATE INDEX "defect_photos_report" ON "defect_photos" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "defect_reports_idempotency" ON "defect_reports" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "defect_reports_queue" ON "defect_reports" USING btree ("status","department_id","due_on");--> statement-breakpoint
CREATE INDEX "defect_reports_place" ON "defect_reports" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "defect_reports_reporter" ON "defect_reports" USING btree ("reporter_user_id");--> statement-breakpoint
CREATE INDEX "defect_reports_updated" ON "defect_reports" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "defect_reports_merged" ON "defect_reports" USING btree ("merged_into_id");--> statement-breakpoint
CREATE INDEX "defect_reports_search" ON "defect_reports" USING gin ((coalesce("number", '') || ' ' || coalesce("place_text", '') || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "map_layers_kind" ON "map_layers" USING btree ("kind");