CREATE TABLE "office_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"department_id" integer NOT NULL,
	"phone" text NOT NULL,
	"mobile" text,
	"email" text NOT NULL,
	"room" text NOT NULL,
	"description" text NOT NULL,
	"photo_url" text,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "office_contacts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"agendas" text[] NOT NULL,
	"room" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "departments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"agenda" text[] NOT NULL,
	"resolutions" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"party" text NOT NULL,
	"role" text NOT NULL,
	"council" boolean DEFAULT false NOT NULL,
	"committees" text[] NOT NULL,
	"email" text NOT NULL,
	"photo_url" text,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "members_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "office_contacts" ADD CONSTRAINT "office_contacts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_contacts_department" ON "office_contacts" USING btree ("department_id","order");--> statement-breakpoint
CREATE INDEX "meetings_body" ON "meetings" USING btree ("body","starts_at");